import { screen } from '@testing-library/react';
import { IconButton } from '@/components/IconButton';
import { renderWithProviders } from '../support/renderWithProviders';

describe('IconButton', () => {
  it('is named by its aria-label and calls onClick', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <IconButton icon="download" aria-label="Descargar" onClick={onClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be reached and pressed with the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <IconButton icon="delete" aria-label="Eliminar" variant="danger" onClick={onClick} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('loading and disabled block clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <>
        <IconButton icon="retry" aria-label="Reintentar" loading onClick={onClick} />
        <IconButton icon="edit" aria-label="Editar" disabled onClick={onClick} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
