// A flagged price shows its figure and a '!' mark whose name and title give the reason.
import { screen } from '@testing-library/react';
import { FlaggedPrice } from '@/features/dashboard/components/FlaggedPrice';
import { renderWithProviders } from '../../../support/renderWithProviders';

it('shows the price and a mark named and titled with the reason', () => {
  const why = 'Precio de relleno. No se usa en diferencias, promedios ni posiciones.';
  const { container } = renderWithProviders(<FlaggedPrice text="0.01" why={why} />);
  const mark = screen.getByRole('img', { name: why });
  expect(mark).toHaveAttribute('title', why);
  expect(mark).toHaveTextContent('!');
  expect(container).toHaveTextContent('0.01!');
  expect(getComputedStyle(mark.parentElement!).textDecoration).toBe('line-through');
});
