import { screen } from '@testing-library/react';
import { NotFound } from '@/features/shell/components/NotFound';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('NotFound', () => {
  it("says 'Ups, esta página no existe' and links home", () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Ups, esta página no existe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('hands the click to onGoHome', async () => {
    const onGoHome = jest.fn();
    const { user } = renderWithProviders(<NotFound homeHref="/home" onGoHome={onGoHome} />);
    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });
});
