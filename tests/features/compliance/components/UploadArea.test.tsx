import { fireEvent, screen } from '@testing-library/react';
import { UploadArea } from '@/features/compliance/components/UploadArea';
import { UPLOAD_MAX_BYTES } from '@/features/compliance/model/upload';
import { renderWithProviders } from '../../../support/renderWithProviders';

function fileOf(name: string, size?: number): File {
  const file = new File(['{}'], name, { type: 'application/json' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderArea(busy = false) {
  const onFile = jest.fn();
  const view = renderWithProviders(<UploadArea onFile={onFile} busy={busy} />);
  const input = screen.getByLabelText('Archivo de reportes del SAT');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { ...view, onFile, input, choose };
}

describe('UploadArea', () => {
  it('asks for a JSON or a .zip of reports', () => {
    const { input } = renderArea();
    expect(screen.getByText('Arrastre aquí el archivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeInTheDocument();
    expect(screen.getByText(/^JSON o ZIP de hasta 20 MB/)).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.zip'));
  });

  it('passes on a daily report or a month in a .zip', () => {
    const { choose, onFile } = renderArea();
    const daily = fileOf('D_9B2C3E4F-2026-11-09.json');
    choose(daily);
    expect(onFile).toHaveBeenLastCalledWith(daily);
    const zip = fileOf('noviembre.ZIP');
    choose(zip);
    expect(onFile).toHaveBeenLastCalledWith(zip);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses another kind of file, an empty one and one over 20 MB, saying why', () => {
    const { choose, onFile } = renderArea();
    choose(fileOf('ventas.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El archivo debe ser un reporte JSON o un .zip de reportes',
    );
    choose(fileOf('D_1.json', 0));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo está vacío');
    choose(fileOf('mes.zip', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo pesa más de 20 MB');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('forgets the problem once a good file comes', () => {
    const { choose, onFile } = renderArea();
    choose(fileOf('ventas.xlsx'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    choose(fileOf('D_1.json'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('takes a file dropped on the area, and none while the last one is checked', () => {
    const { onFile, unmount } = renderArea();
    const dropped = fileOf('M_2026-11.json');
    fireEvent.drop(screen.getByTestId('compliance-drop-zone'), {
      dataTransfer: { files: [dropped] },
    });
    expect(onFile).toHaveBeenCalledWith(dropped);
    unmount();

    const busy = renderArea(true);
    expect(screen.getByText('Revisando los reportes…')).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('compliance-drop-zone'), {
      dataTransfer: { files: [dropped] },
    });
    expect(busy.onFile).not.toHaveBeenCalled();
  });
});
