import { screen } from '@testing-library/react';
import { Button } from '@/components/Button';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Button', () => {
  it('calls onClick and defaults to type="button"', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Agregar competencia</Button>);
    const button = screen.getByRole('button', { name: 'Agregar competencia' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading shows a spinner, sets aria-busy and blocks clicks', async () => {
    const onClick = jest.fn();
    const { user, container } = renderWithProviders(
      <Button loading onClick={onClick} startIcon="plus">
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner replaces the start icon and is not announced separately.
    expect(container.querySelector('svg[data-icon="plus"]')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled blocks clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button disabled variant="danger" onClick={onClick}>
        Eliminar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can submit a form when asked', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders a label with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<Button>{HTML_METACHARACTERS}</Button>);
    expect(screen.getByRole('button', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
