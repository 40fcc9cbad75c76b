// Sample data of the files screen's stories: a folder of the demo's reports tree (names with
// accents and spaces, full and empty folders, PDF and CSV files), sheets for the table preview
// and a renderer that draws document pages without loading pdf.js.
import type { FileRow } from '@/features/files/components/FilesTable';
import type { DocumentRenderer, Sheet, SlideView } from '@/features/files/model/previewContent';

const ROOT = 'Grupo Surtidor Demo S.A. de C.V./';

export const FILE_ROWS: FileRow[] = [
  {
    id: 1,
    name: 'AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    path: `${ROOT}AGS-01/`,
    type: 'folder',
    lastModified: '2022-02-01T13:00:00.000Z',
    folderWithItems: true,
  },
  {
    id: 2,
    name: 'Documentación técnica',
    path: `${ROOT}Documentación técnica/`,
    type: 'folder',
    lastModified: '2022-01-08T13:00:00.000Z',
    folderWithItems: false,
  },
  {
    id: 3,
    name: 'Facturación',
    path: `${ROOT}Facturación/`,
    type: 'folder',
    lastModified: '2022-01-08T13:00:00.000Z',
    folderWithItems: false,
  },
  {
    id: 4,
    name: 'Reporte mensual enero de 2022.pdf',
    path: `${ROOT}Reporte mensual enero de 2022.pdf`,
    type: 'file',
    lastModified: '2022-02-01T13:00:00.000Z',
    folderWithItems: false,
  },
  {
    id: 5,
    name: 'Precios de la competencia 2022-01-13.csv',
    path: `${ROOT}Precios de la competencia 2022-01-13.csv`,
    type: 'file',
    lastModified: '2022-01-13T13:00:00.000Z',
    folderWithItems: false,
  },
  {
    id: 6,
    name: 'Resumen de estaciones enero de 2022.csv',
    path: `${ROOT}Resumen de estaciones enero de 2022.csv`,
    type: 'file',
    lastModified: '2022-02-01T14:00:00.000Z',
    folderWithItems: false,
  },
];

export const PRICE_SHEETS: Sheet[] = [
  {
    name: 'Resumen',
    rows: [
      [
        'Estación',
        'Permiso CRE',
        'Distancia (km)',
        'Regular promedio',
        'Premium promedio',
        'Diésel promedio',
      ],
      [
        'SERVICIO LOMAS AGUASCALIENTES SA DE CV (mi estación)',
        'PL/658/EXP/ES/2015',
        '0',
        '21.49',
        '23.29',
        '22.99',
      ],
      ['GASOLINERA ASTRA SA DE CV', 'PL/1234/EXP/ES/2015', '1.2', '21.59', '23.39', '23.09'],
      ['ESTACION SUR PONIENTE SA DE CV', 'PL/7777/EXP/ES/2016', '2.8', '21.39', '23.19', ''],
    ],
    truncated: false,
  },
  {
    name: '2022-01-08',
    rows: [
      ['Estación', 'Regular', 'Premium', 'Diésel'],
      ['SERVICIO LOMAS AGUASCALIENTES SA DE CV', '21.49', '23.29', '22.99'],
    ],
    truncated: true,
  },
];

/** Draws `pages` page-like canvases with a title (stands in for pdf.js in stories). */
export function pagesRenderer(title: string, pages = 2): DocumentRenderer {
  return async (_data, container) => {
    for (let n = 1; n <= pages; n++) {
      const canvas = document.createElement('canvas');
      canvas.width = 612;
      canvas.height = 792;
      canvas.style.width = '100%';
      canvas.style.maxWidth = '612px';
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 612, 792);
        context.fillStyle = '#388994';
        context.font = 'bold 24px sans-serif';
        context.fillText(title, 48, 72);
        context.fillStyle = '#555';
        context.font = '14px sans-serif';
        context.fillText(`Página ${n} de ${pages}`, 48, 760);
      }
      container.append(canvas);
    }
  };
}

export const failingRenderer: DocumentRenderer = () =>
  Promise.reject(new Error('Invalid PDF structure'));

// A 2x2 PNG (teal and green pixels) as a data URL: no network needed.
export const SMALL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGOw6JziuGASAxADWQAlpAWRxXL7GwAAAABJRU5ErkJggg==';

/** Slides of a results presentation, as the pptx preview shows them. */
export const RESULT_SLIDES: SlideView[] = [
  {
    paragraphs: ['Resultados de enero de 2022', 'Estación Centro y Estación Norte'],
    pictureUrls: [],
  },
  {
    paragraphs: ['Precio promedio por combustible', 'Regular 21.49 · Premium 23.29 · Diésel 22.89'],
    pictureUrls: [SMALL_PNG],
  },
  { paragraphs: [], pictureUrls: [] },
];
