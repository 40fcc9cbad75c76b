import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormFooter } from '@/components/FormFooter';
import { renderWithProviders } from '../support/renderWithProviders';

describe('FormFooter', () => {
  it("offers 'Cancelar' only with onCancel, and calls it", async () => {
    const onCancel = jest.fn();
    const { rerender } = renderWithProviders(
      <FormFooter submitting={false} submitLabel="Guardar" onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('type', 'submit');
    rerender(<FormFooter submitting={false} submitLabel="Guardar" />);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('locks both buttons while submitting and shows the failed save', () => {
    renderWithProviders(
      <FormFooter
        submitting
        error="No se pudo guardar"
        submitLabel="Guardar"
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled();
  });

  it('disables the submit button by submitDisabled instead of submitting', () => {
    renderWithProviders(<FormFooter submitting={false} submitDisabled submitLabel="Guardar" />);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in a card of its own: the failure, then the success note, then one wide submit button', () => {
    const { rerender } = renderWithProviders(
      <FormFooter
        wide
        error="Ocurrió un error"
        success="Guardado"
        submitLabel="Guardar"
        onCancel={() => {}}
      />,
    );
    const texts = screen
      .getAllByText(/Ocurrió un error|Guardado|Guardar/)
      .map((n) => n.textContent);
    expect(texts).toEqual(['Ocurrió un error', 'Guardado', 'Guardar']);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    rerender(<FormFooter wide submitting submitLabel="Guardar" />);
    expect(screen.getByRole('button', { name: /Guardar/ })).toBeDisabled();
    expect(screen.queryByText('Guardado')).toBeNull();
  });
});
