import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FilePicker } from '@/features/ticketsUpload/components/FilePicker';
import { MAX_TICKET_FILE_BYTES } from '@/features/ticketsUpload/model/fileChecks';
import { renderWithProviders } from '../../../support/renderWithProviders';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

function fileOf(name: string, bytes: Uint8Array<ArrayBuffer> = zipBytes, size?: number): File {
  const file = new File([bytes], name, { type: XLSX_TYPE });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderPicker() {
  const onFile = jest.fn();
  const view = renderWithProviders(<FilePicker onFile={onFile} />);
  const input = screen.getByLabelText('Archivo de tickets (.xlsx)');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { ...view, onFile, input, choose };
}

describe('FilePicker', () => {
  it('accepts only .xlsx in the browser dialog', () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
  });

  it('passes on an .xlsx that starts with the ZIP signature', async () => {
    const { choose, onFile } = renderPicker();
    const file = fileOf('tickets.XLSX');
    choose(file);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses another extension', async () => {
    const { choose, onFile } = renderPicker();
    choose(fileOf('tickets.xls'));
    expect(await screen.findByText('Solo se aceptan archivos .xlsx')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB', async () => {
    const { choose, onFile } = renderPicker();
    choose(fileOf('tickets.xlsx', zipBytes, MAX_TICKET_FILE_BYTES + 1));
    expect(await screen.findByText('El archivo supera el límite de 20 MB')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses an .xlsx that is not a ZIP (a renamed CSV)', async () => {
    const { choose, onFile } = renderPicker();
    choose(fileOf('tickets.xlsx', new TextEncoder().encode('fecha,bomba\n')));
    expect(await screen.findByText('El archivo no es un .xlsx válido')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('takes a file dropped on the area', async () => {
    const { onFile } = renderPicker();
    const file = fileOf('soltado.xlsx');
    fireEvent.drop(screen.getByTestId('ticket-drop-zone'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
  });
});
