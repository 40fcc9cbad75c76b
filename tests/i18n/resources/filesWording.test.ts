// The files namespace keeps the spec's wording word for word (parity of the two languages is
// checked for every namespace by tests/i18n/resources.test.ts).
import { resources } from '@/i18n/resources';

describe('files catalogue', () => {
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
