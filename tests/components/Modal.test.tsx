import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Modal', () => {
  it('renders nothing when closed', () => {
    renderWithProviders(<Modal open={false} title="Título" onCancel={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with the default Spanish buttons', async () => {
    const onCancel = jest.fn();
    const onAccept = jest.fn();
    const { user } = renderWithProviders(
      <Modal open title="Confirmacion de eliminación" onCancel={onCancel} onAccept={onAccept}>
        Cuerpo
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirmacion de eliminación' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a backdrop click when not pending', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<Modal open title="T" onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('ignores a click that started inside the dialog and ended on the backdrop', () => {
    const onCancel = jest.fn();
    renderWithProviders(<Modal open title="T" onCancel={onCancel} />);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('pending: accept spins and is disabled, cancel and close are hidden, Escape and backdrop do nothing', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <Modal
        open
        pending
        title="Agregar competencia"
        onCancel={onCancel}
        onAccept={() => undefined}
        acceptLabel="Agregar"
      />,
    );
    const accept = screen.getByRole('button', { name: 'Agregar' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('focuses the first focusable element of the body on open and restores focus on close', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <Modal open={open} title="Formulario" onCancel={() => setOpen(false)}>
            <input aria-label="Nombre" />
          </Modal>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(
      <Modal open title="T" onCancel={() => undefined} onAccept={() => undefined} />,
    );
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    accept.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();
  });

  it('shows the alert type header and applies maxWidth', () => {
    renderWithProviders(<Modal open alertType="error" maxWidth="xs" onCancel={() => undefined} />);
    // No title given: the severity name labels the dialog.
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('only the top-most dialog reacts to Escape', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const { user } = renderWithProviders(
      <>
        <Modal open title="Exterior" onCancel={outer} />
        <Modal open title="Interior" onCancel={inner} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('renders title and body text with HTML metacharacters as text', () => {
    renderWithProviders(
      <Modal
        open
        title={HTML_METACHARACTERS}
        description={HTML_METACHARACTERS}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(screen.getAllByText(HTML_METACHARACTERS)).toHaveLength(2);
    expect(screen.getByRole('dialog').querySelector('b')).toBeNull();
  });
});
