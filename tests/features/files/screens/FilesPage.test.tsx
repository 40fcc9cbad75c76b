// The files screen end to end inside jsdom, against the MSW reports tree: root and breadcrumb,
// folders, paging by token, sorting, errors and retry, empty folders, the restored folder,
// downloads through the monitor, previews in each state.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PreviewServicesContext } from '@/features/files/containers/previewServicesContext';
import { parsePresentation } from '@/features/files/model/presentation';
import { parseSpreadsheet } from '@/features/files/model/spreadsheet';
import type { PreviewServices } from '@/features/files/model/previewContent';
import FilesPage from '@/features/files/screens/FilesPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { FILES_ROOT, filesMock, type FilesMock } from '../../../support/msw/filesHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { buildPptx, TINY_PNG } from '../../../support/pptx';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

// Whole-screen flows with real 320 ms pauses (the filter's 300 ms rule): slower than a unit test.
jest.setTimeout(30_000);
const server = setupApiServer();
const editor = signedInAs(demoProfiles.editor, demoToken('editor'));
let mock: FilesMock;
const rendered: { pdf: number; docx: number } = { pdf: 0, docx: 0 };
const services: PreviewServices = {
  parseSpreadsheet: async (data) => parseSpreadsheet(data),
  parsePresentation,
  renderPdf: async (data, container) => {
    rendered.pdf += 1;
    const page = document.createElement('p');
    page.textContent = `PDF de ${data.byteLength} bytes`;
    container.append(page);
  },
  renderDocx: async () => {
    rendered.docx += 1;
  },
};
const saved: string[] = [];

beforeAll(() => {
  // jsdom has no object URLs and does not download: record the hand-off instead.
  URL.createObjectURL = () => 'blob:http://localhost/archivo';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

let presentation: Uint8Array;
beforeAll(async () => {
  presentation = await buildPptx([
    { paragraphs: ['Resultados de enero', 'Ventas por estación'] },
    { paragraphs: ['Gráfica de precios'], picture: TINY_PNG },
  ]);
});

beforeEach(() => {
  mock = filesMock(testOrigin);
  // The tree's presentation is a real package.
  mock.entries.find((entry) => entry.path.endsWith('.pptx'))!.bytes = presentation;
  server.use(...mock.handlers);
  saved.length = 0;
});

/** The 300 ms rule: the next change must come later than that after the previous one. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 320)));

function renderFiles() {
  return renderScreen(
    <PreviewServicesContext.Provider value={services}>
      <FilesPage />
    </PreviewServicesContext.Provider>,
    { path: '/files', auth: editor },
  );
}

const table = () => screen.getByRole('table', { name: 'Archivos y carpetas' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    // The name cell holds the icon (whose badge has text) and then the name.
    .map(
      (row) =>
        within(row).queryAllByRole('cell')[0]?.firstElementChild?.lastElementChild?.textContent ??
        '',
    );
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Ruta de carpetas' })).getAllByRole('button');

async function openRow(user: ReturnType<typeof renderFiles>['user'], label: string) {
  await settle();
  await user.click(screen.getByRole('row', { name: label }));
}

describe('FilesPage', () => {
  it("lists the customer's folder at 'Reportes', folders first, with Spanish dates", async () => {
    renderFiles();
    expect(screen.getByText('Cargando archivos…')).toBeInTheDocument();
    await screen.findByText('Estación Centro');
    expect(names()).toEqual([
      'Estación Centro',
      'Estación Norte',
      'Facturación',
      'Reporte mensual enero 2022.pdf',
      'Resumen de estaciones enero 2022.csv',
    ]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Últ. actualización', 'Acciones']);
    expect(screen.getAllByText('31 de enero de 2022')).toHaveLength(2);
    expect(crumbs().map((c) => c.textContent)).toEqual(['Reportes']);
    expect(crumbs()[0]).toHaveAttribute('aria-current', 'location');
    // Full and empty folders, PDF and CSV icons.
    expect(
      within(screen.getByRole('row', { name: 'Abrir la carpeta Estación Centro' })).getByRole(
        'img',
        {
          name: 'Carpeta con archivos',
        },
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Abrir la carpeta Facturación' })).getByRole('img', {
        name: 'Carpeta vacía',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Archivo PDF' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Archivo CSV' })).toBeInTheDocument();
    // Root = empty prefix: the server resolves the user's folder.
    expect(mock.listRequests.map((q) => q.toString())).toEqual([
      'maxKeys=10&sortKey=name&sortDirection=asc',
    ]);
  });

  it('opens folders, highlights the active crumb and returns to any level on page 0', async () => {
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await openRow(user, 'Abrir la carpeta Estación Centro');
    await screen.findByText('Reportes diarios');
    await openRow(user, 'Abrir la carpeta Reportes diarios');
    await screen.findByText('Reporte diario 2022-01-08.pdf');
    expect(crumbs().map((c) => c.textContent)).toEqual([
      'Reportes',
      'Estación Centro',
      'Reportes diarios',
    ]);
    expect(crumbs()[2]).toHaveAttribute('aria-current', 'location');
    expect(window.localStorage.getItem('reportsPrefixFilter')).toBe(
      `${FILES_ROOT}Estación Centro/Reportes diarios/`,
    );

    await settle();
    await user.click(crumbs()[1]!);
    await screen.findByText('Notas.txt');
    // The folder ahead stays in the trail until another one is opened.
    expect(crumbs().map((c) => c.textContent)).toEqual([
      'Reportes',
      'Estación Centro',
      'Reportes diarios',
    ]);
    expect(crumbs()[1]).toHaveAttribute('aria-current', 'location');
    expect(crumbs()[2]).not.toHaveAttribute('aria-current');
    await settle();
    await user.click(crumbs()[0]!);
    await screen.findByText('Facturación');
    await openRow(user, 'Abrir la carpeta Estación Norte');
    await screen.findByText('Reporte semanal.pdf');
    expect(crumbs().map((c) => c.textContent)).toEqual(['Reportes', 'Estación Norte']);
  });

  it("pages with continuation tokens and the spec's labels and sizes", async () => {
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await settle();
    const sizes = screen.getByLabelText('Filas por página:');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2', '5', '10', '25', '50']);
    expect(sizes).toHaveValue('10');
    await user.selectOptions(sizes, '2');
    await screen.findByText('1-2 de 5');
    expect(names()).toEqual(['Estación Centro', 'Estación Norte']);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('3-4 de 5');
    expect(names()).toEqual(['Facturación', 'Reporte mensual enero 2022.pdf']);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('5-5 de 5');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await screen.findByText('3-4 de 5');
    const tokens = mock.listRequests.map((q) => q.get('continuationToken'));
    // Page 2 again comes from the cache (kept 5 minutes, no refetch on mount).
    expect(tokens).toEqual([null, null, btoa('2'), btoa('4')]);
  });

  it('sorts by name and by date, going back to page 0', async () => {
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await settle();
    await user.selectOptions(screen.getByLabelText('Filas por página:'), '5');
    await screen.findByText('1-5 de 5');
    await settle();
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    // Name descending, folders still first.
    await waitFor(() =>
      expect(names()).toEqual([
        'Facturación',
        'Estación Norte',
        'Estación Centro',
        'Resumen de estaciones enero 2022.csv',
        'Reporte mensual enero 2022.pdf',
      ]),
    );
    await settle();
    await user.selectOptions(screen.getByLabelText('Filas por página:'), '2');
    await screen.findByText('1-2 de 5');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('3-4 de 5');
    await settle();
    await user.click(screen.getByRole('button', { name: /Últ. actualización/ }));
    // Oldest first, from page 0 again.
    await screen.findByText('1-2 de 5');
    await waitFor(() => expect(names()).toEqual(['Facturación', 'Estación Norte']));
    expect(mock.listRequests.at(-1)?.toString()).toBe(
      'maxKeys=2&sortKey=lastModified&sortDirection=asc',
    );
    expect(screen.getByRole('columnheader', { name: /Últ. actualización/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("shows 'Error al cargar los reportes: {message}' and retries", async () => {
    server.use(
      failing('get', '/api/reports', 500, 'Error en servidor: Contacte a soporte', testOrigin),
    );
    const { user } = renderFiles();
    expect(
      await screen.findByText(
        'Error al cargar los reportes: Error en servidor: Contacte a soporte',
      ),
    ).toBeInTheDocument();
    server.resetHandlers();
    server.use(...mock.handlers);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Estación Centro');
  });

  it('shows the empty state in an empty folder', async () => {
    const { user } = renderFiles();
    await screen.findByText('Facturación');
    await openRow(user, 'Abrir la carpeta Facturación');
    expect(await screen.findByText('No hay archivos disponibles')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se encontraron archivos en esta carpeta. Intenta subir algunos archivos.',
      ),
    ).toBeInTheDocument();
  });

  it('restores the last folder opened from local storage', async () => {
    window.localStorage.setItem(
      'reportsPrefixFilter',
      `${FILES_ROOT}Estación Centro/Reportes diarios/`,
    );
    renderFiles();
    await screen.findByText('Reporte diario 2022-01-08.pdf');
    expect(crumbs().map((c) => c.textContent)).toEqual([
      'Reportes',
      'Estación Centro',
      'Reportes diarios',
    ]);
    expect(mock.listRequests[0]?.get('prefix')).toBe(
      `${FILES_ROOT}Estación Centro/Reportes diarios/`,
    );
  });

  it('ignores a stored folder outside the user’s own', async () => {
    window.localStorage.setItem('reportsPrefixFilter', 'Otra Empresa S.A./Secretos/');
    renderFiles();
    await screen.findByText('Estación Centro');
    expect(mock.listRequests[0]?.get('prefix')).toBeNull();
  });

  it('downloads through the monitor: complete, handed to the browser, a snackbar, then it closes', async () => {
    const { user } = renderFiles();
    await screen.findByText('Resumen de estaciones enero 2022.csv');
    const row = screen.getByRole('row', { name: 'Ver Resumen de estaciones enero 2022.csv' });
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Descargar' }));
    const monitor = await screen.findByRole('region', {
      name: 'Descarga de Resumen de estaciones enero 2022.csv',
    });
    await within(monitor).findByText('Descarga completa');
    expect(within(monitor).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    expect(saved).toEqual(['Resumen de estaciones enero 2022.csv']);
    expect(
      await screen.findByText('Descarga completa: Resumen de estaciones enero 2022.csv'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toHaveAttribute(
      'data-position',
      'bottom-right',
    );
    // Closes 2 s after the hand-off.
    await waitFor(
      () => expect(screen.queryByRole('region', { name: /Descarga de/ })).not.toBeInTheDocument(),
      {
        timeout: 6000,
      },
    );
  });

  it('previews a CSV as a table', async () => {
    const { user } = renderFiles();
    await screen.findByText('Resumen de estaciones enero 2022.csv');
    await user.click(screen.getByRole('row', { name: 'Ver Resumen de estaciones enero 2022.csv' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Resumen de estaciones enero 2022.csv',
    });
    const preview = await within(dialog).findByRole('table', {
      name: 'Resumen de estaciones enero 2022.csv',
    });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['estacion', 'regular', 'premium']);
    expect(within(preview).getByText('Norte, S.A.')).toBeInTheDocument();
  });

  it('previews a PDF full screen and a spreadsheet with its sheets', async () => {
    const { user } = renderFiles();
    await screen.findByText('Reporte mensual enero 2022.pdf');
    await user.click(screen.getByRole('row', { name: 'Ver Reporte mensual enero 2022.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reporte mensual enero 2022.pdf' });
    await within(dialog).findByText(/^PDF de \d+ bytes$/);
    expect(rendered.pdf).toBeGreaterThan(0);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);

    await openRow(user, 'Abrir la carpeta Estación Centro');
    await screen.findByText('Precios enero 2022.xlsx');
    await user.click(screen.getByRole('row', { name: 'Ver Precios enero 2022.xlsx' }));
    const sheet = await screen.findByRole('dialog', { name: 'Precios enero 2022.xlsx' });
    expect(
      within(sheet)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Resumen', 'Fechas']);
    expect(await within(sheet).findByText('Estación Norte')).toBeInTheDocument();
  });

  it("previews a presentation's slides: text and pictures in order", async () => {
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await openRow(user, 'Abrir la carpeta Estación Centro');
    await user.click(await screen.findByRole('row', { name: 'Ver Presentación resultados.pptx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presentación resultados.pptx' });
    const deck = await within(dialog).findByRole('list', { name: 'Presentación resultados.pptx' });
    const slides = within(deck).getAllByRole('listitem');
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Diapositiva 1 de 2',
      'Diapositiva 2 de 2',
    ]);
    expect(within(slides[0]!).getByText('Resultados de enero')).toBeInTheDocument();
    expect(within(slides[0]!).getByText('Ventas por estación')).toBeInTheDocument();
    expect(
      within(slides[1]!).getByRole('img', { name: 'Imagen 1 de la diapositiva 2' }),
    ).toHaveAttribute('src', 'blob:http://localhost/archivo');
    expect(within(dialog).queryByText('Formato no compatible')).not.toBeInTheDocument();
  });

  it("says 'Error al cargar el archivo' for a pptx that is not a presentation", async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.entries.find((entry) => entry.path.endsWith('.pptx'))!.bytes = new TextEncoder().encode(
      'no es un zip',
    );
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await openRow(user, 'Abrir la carpeta Estación Centro');
    await user.click(await screen.findByRole('row', { name: 'Ver Presentación resultados.pptx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presentación resultados.pptx' });
    expect(await within(dialog).findByText('Error al cargar el archivo')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it("says 'Formato no compatible' for types outside the spec's list and offers the download", async () => {
    const { user } = renderFiles();
    await screen.findByText('Estación Centro');
    await openRow(user, 'Abrir la carpeta Estación Centro');
    await screen.findByText('Notas.txt');
    {
      const name = 'Notas.txt';
      await user.click(screen.getByRole('row', { name: `Ver ${name}` }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByText('Formato no compatible')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'El formato de archivo no es compatible con la vista previa. Por favor, descárguelo para verlo.',
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    }
    await user.click(screen.getByRole('row', { name: 'Ver Notas.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notas.txt' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await screen.findByRole('region', { name: 'Descarga de Notas.txt' });
  });

  it("says 'Error al cargar el archivo' when the file cannot be fetched", async () => {
    // The failure is logged for support; keep the test output clean.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${testOrigin.origin}/mock-files/:path`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = renderFiles();
    await screen.findByText('Resumen de estaciones enero 2022.csv');
    await user.click(screen.getByRole('row', { name: 'Ver Resumen de estaciones enero 2022.csv' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Resumen de estaciones enero 2022.csv',
    });
    expect(await within(dialog).findByText('Error al cargar el archivo')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'No se pudo cargar la vista previa del archivo. Por favor, descárguelo para verlo.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(quiet).toHaveBeenCalledWith(
      `Preview of ${FILES_ROOT}Resumen de estaciones enero 2022.csv failed`,
      expect.any(Error),
    );
    quiet.mockRestore();
  });
});
