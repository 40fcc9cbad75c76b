import { screen } from '@testing-library/react';
import { Alert } from '@/components/Alert';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Alert', () => {
  it('errors and warnings are alerts; info and success are statuses', () => {
    renderWithProviders(
      <>
        <Alert severity="error">e</Alert>
        <Alert severity="warning">w</Alert>
        <Alert severity="info">i</Alert>
        <Alert severity="success">s</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['e', 'w']);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['i', 's']);
  });

  it('shows the caller action (Reintentar) and calls it', async () => {
    const onAction = jest.fn();
    const { user } = renderWithProviders(
      <Alert severity="error" actionLabel="Reintentar" onAction={onAction}>
        Error al cargar los reportes: timeout
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los reportes: timeout');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('shows a close button only with onClose', async () => {
    const onClose = jest.fn();
    const { user, rerender } = renderWithProviders(<Alert>Hola</Alert>);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    rerender(<Alert onClose={onClose}>Hola</Alert>);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders a message with HTML metacharacters as text', () => {
    renderWithProviders(
      <Alert severity="error" title={HTML_METACHARACTERS}>
        {HTML_METACHARACTERS}
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(HTML_METACHARACTERS + HTML_METACHARACTERS);
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
  });
});
