import { fireEvent, screen } from '@testing-library/react';
import { FileDropZone, type FileDropZoneTexts } from '@/components/FileDropZone';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

const TEXTS: FileDropZoneTexts = {
  drop: 'Arrastre aquí el archivo',
  choose: 'Elegir archivo',
  hint: 'JSON de hasta 20 MB',
  inputLabel: 'Archivo de reportes',
  busy: 'Revisando…',
};

const file = (name = 'reporte.json') => new File(['{}'], name, { type: 'application/json' });

function renderZone(props: { busy?: boolean; error?: string | null } = {}) {
  const onFile = jest.fn();
  const view = renderWithProviders(
    <FileDropZone
      onFile={onFile}
      texts={TEXTS}
      accept=".json"
      data-testid="drop-zone"
      {...props}
    />,
  );
  return { ...view, onFile, zone: screen.getByTestId('drop-zone') };
}

describe('FileDropZone', () => {
  it('shows its texts and filters the browser dialog', () => {
    renderZone();
    expect(screen.getByText(TEXTS.drop)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.choose })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.hint)).toBeInTheDocument();
    expect(screen.getByLabelText(TEXTS.inputLabel)).toHaveAttribute('accept', '.json');
  });

  it('passes on the first file chosen, and the same file chosen again', () => {
    const { onFile } = renderZone();
    const input = screen.getByLabelText<HTMLInputElement>(TEXTS.inputLabel);
    const chosen = file();
    fireEvent.change(input, { target: { files: [chosen, file('otro.json')] } });
    expect(onFile).toHaveBeenCalledWith(chosen);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('opens the browser dialog from its button', async () => {
    const { user } = renderZone();
    const input = screen.getByLabelText<HTMLInputElement>(TEXTS.inputLabel);
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: TEXTS.choose }));
    expect(click).toHaveBeenCalled();
  });

  it('takes a file dropped on the area, and nothing from a drop without files', () => {
    const { onFile, zone } = renderZone();
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(onFile).not.toHaveBeenCalled();
    const dropped = file();
    fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    expect(onFile).toHaveBeenCalledWith(dropped);
  });

  it('tells that a file is dragged over it until it leaves or is dropped', () => {
    const { zone } = renderZone();
    const idle = getComputedStyle(zone).borderColor;
    fireEvent.dragOver(zone);
    expect(getComputedStyle(zone).borderColor).not.toBe(idle);
    fireEvent.dragLeave(zone);
    expect(getComputedStyle(zone).borderColor).toBe(idle);
  });

  it('while busy shows its spinner and takes no file', () => {
    const { onFile, zone } = renderZone({ busy: true });
    expect(screen.getByText(TEXTS.busy)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.choose })).not.toBeInTheDocument();
    expect(screen.getByLabelText(TEXTS.inputLabel)).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [file()] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('shows the error it is given, as text', () => {
    const { container } = renderZone({ error: HTML_METACHARACTERS });
    expect(screen.getByRole('alert')).toHaveTextContent(HTML_METACHARACTERS);
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows no alert without an error', () => {
    renderZone();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
