// The files namespace: same keys and placeholders in Spanish and English, and the spec's
// wording word for word (part 1 §2.5, §4, §8).
import { resources } from '@/i18n/resources';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('files catalogue', () => {
  const es = flatten(resources.es.files);
  const en = flatten(resources.en.files);

  it('has the same keys, no empty text and the same placeholders in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(es)) {
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('keeps the texts of the spec', () => {
    expect(resources.es.files).toMatchObject({
      breadcrumb: { root: 'Reportes' },
      columns: { name: 'Nombre', lastModified: 'Últ. actualización' },
      actions: { download: 'Descargar' },
      empty: {
        title: 'No hay archivos disponibles',
        description: 'No se encontraron archivos en esta carpeta. Intenta subir algunos archivos.',
      },
      error: { load: 'Error al cargar los reportes: {{message}}', retry: 'Reintentar' },
      monitor: {
        starting: 'Iniciando descarga...',
        downloading: 'Descargando... {{percent}}%',
        error: 'Error en la descarga',
        discard: 'Descartar',
      },
      preview: {
        errorTitle: 'Error al cargar el archivo',
        errorBody:
          'No se pudo cargar la vista previa del archivo. Por favor, descárguelo para verlo.',
        unsupportedTitle: 'Formato no compatible',
        unsupportedBody:
          'El formato de archivo no es compatible con la vista previa. Por favor, descárguelo para verlo.',
      },
    });
    expect(resources.es.common.table).toMatchObject({
      rowsPerPage: 'Filas por página:',
      range: '{{from}}-{{to}} de {{count}}',
      moreThan: 'más de {{to}}',
    });
    expect(resources.es.shell.titles.Files).toBe('Datos y Reportes');
  });
});
