import { screen, waitFor, within } from '@testing-library/react';
import {
  FilePreviewDialog,
  type FilePreviewDialogProps,
} from '@/features/files/components/FilePreviewDialog';
import type { PreviewState } from '@/features/files/model/previewContent';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderDialog(state: PreviewState, props: Partial<FilePreviewDialogProps> = {}) {
  const handlers = { onDownload: jest.fn(), onClose: jest.fn(), onRenderError: jest.fn() };
  const result = renderWithProviders(
    <FilePreviewDialog
      open
      fileName="Reporte diario.pdf"
      state={state}
      renderPdf={async (data, container) => {
        container.append(`PDF ${data.byteLength}`);
      }}
      renderDocx={async (_data, container) => {
        container.append('Documento de Word');
      }}
      {...handlers}
      {...props}
    />,
  );
  return {
    ...result,
    handlers,
    dialog: screen.getByRole('dialog', { name: props.fileName ?? 'Reporte diario.pdf' }),
  };
}

describe('FilePreviewDialog', () => {
  it('is at least 60vh high and of medium width while loading', () => {
    const { dialog } = renderDialog({ status: 'loading' });
    expect(within(dialog).getByText('Cargando vista previa…')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ minHeight: '60vh', maxWidth: '900px' });
  });

  it("shows 'Error al cargar el archivo' with its text and a download button", async () => {
    const { dialog, user, handlers } = renderDialog({ status: 'error' });
    expect(within(dialog).getByText('Error al cargar el archivo')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'No se pudo cargar la vista previa del archivo. Por favor, descárguelo para verlo.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(handlers.onDownload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Formato no compatible' with its text and a download button", async () => {
    const { dialog, user, handlers } = renderDialog({ status: 'unsupported' });
    expect(within(dialog).getByText('Formato no compatible')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'El formato de archivo no es compatible con la vista previa. Por favor, descárguelo para verlo.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(handlers.onDownload).toHaveBeenCalledTimes(1);
  });

  it('renders a PDF full screen', async () => {
    const { dialog } = renderDialog({
      status: 'ready',
      content: { kind: 'pdf', data: new ArrayBuffer(12) },
    });
    expect(await within(dialog).findByText('PDF 12')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ maxWidth: 'none', height: '100%' });
  });

  it('renders a Word document, an image and a table', async () => {
    const docx = renderDialog({
      status: 'ready',
      content: { kind: 'docx', data: new ArrayBuffer(3) },
    });
    expect(await within(docx.dialog).findByText('Documento de Word')).toBeInTheDocument();
    docx.unmount();
    const image = renderDialog({ status: 'ready', content: { kind: 'image', url: 'blob:foto' } });
    expect(
      within(image.dialog).getByRole('img', { name: 'Vista previa de Reporte diario.pdf' }),
    ).toHaveAttribute('src', 'blob:foto');
    image.unmount();
    const table = renderDialog({
      status: 'ready',
      content: {
        kind: 'table',
        sheets: [
          {
            name: 'Resumen',
            rows: [
              ['Estación', 'Regular'],
              ['Centro', '21.49'],
            ],
            truncated: true,
          },
          { name: 'Fechas', rows: [['Fecha'], ['2022-01-08']], truncated: false },
        ],
      },
    });
    expect(within(table.dialog).getByRole('cell', { name: '21.49' })).toBeInTheDocument();
    expect(within(table.dialog).getByText(/Se muestran las primeras 1 filas/)).toBeInTheDocument();
    await table.user.click(within(table.dialog).getByRole('tab', { name: 'Fechas' }));
    expect(within(table.dialog).getByRole('cell', { name: '2022-01-08' })).toBeInTheDocument();
  });

  it('shows a presentation as slide cards: text, pictures, blank slides and a note when cut', () => {
    const { dialog } = renderDialog(
      {
        status: 'ready',
        content: {
          kind: 'slides',
          slides: [
            { paragraphs: ['Resultados', '<b>no es HTML</b>'], pictureUrls: ['blob:uno'] },
            { paragraphs: [], pictureUrls: [] },
          ],
          omittedSlides: 3,
          thumbnailUrl: 'blob:miniatura',
        },
      },
      { fileName: 'Resultados.pptx' },
    );
    const slides = within(
      within(dialog).getByRole('list', { name: 'Resultados.pptx' }),
    ).getAllByRole('listitem');
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Diapositiva 1 de 5',
      'Diapositiva 2 de 5',
    ]);
    expect(within(slides[0]!).getByText('<b>no es HTML</b>')).toBeInTheDocument();
    expect(
      within(slides[0]!).getByRole('img', { name: 'Imagen 1 de la diapositiva 1' }),
    ).toHaveAttribute('src', 'blob:uno');
    expect(within(slides[1]!).getByText('Diapositiva sin texto ni imágenes.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Se muestran las primeras 2 diapositivas/)).toBeInTheDocument();
    // With readable slides the thumbnail is not needed.
    expect(within(dialog).queryByRole('img', { name: /Miniatura/ })).not.toBeInTheDocument();
  });

  it("shows a presentation's thumbnail when no slide could be read", () => {
    const { dialog } = renderDialog(
      {
        status: 'ready',
        content: { kind: 'slides', slides: [], omittedSlides: 0, thumbnailUrl: 'blob:miniatura' },
      },
      { fileName: 'Resultados.pptx' },
    );
    expect(
      within(dialog).getByRole('img', { name: 'Miniatura de Resultados.pptx' }),
    ).toHaveAttribute('src', 'blob:miniatura');
    expect(within(dialog).getByText(/no se pudo leer el contenido/)).toBeInTheDocument();
  });

  it("shows the generic 'Vacío' state for a file without rows", () => {
    const { dialog } = renderDialog({
      status: 'ready',
      content: { kind: 'table', sheets: [{ name: 'CSV', rows: [], truncated: false }] },
    });
    expect(within(dialog).getByText('Vacío')).toBeInTheDocument();
    expect(within(dialog).getByText('El archivo no tiene datos.')).toBeInTheDocument();
  });

  it('reports a renderer failure so the dialog can switch to its error state', async () => {
    const { handlers } = renderDialog(
      { status: 'ready', content: { kind: 'pdf', data: new ArrayBuffer(1) } },
      { renderPdf: () => Promise.reject(new Error('Invalid PDF structure')) },
    );
    await waitFor(() => expect(handlers.onRenderError).toHaveBeenCalledTimes(1));
  });

  it('closes', async () => {
    const { dialog, user, handlers } = renderDialog({ status: 'unsupported' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    expect(handlers.onClose).toHaveBeenCalled();
  });
});
