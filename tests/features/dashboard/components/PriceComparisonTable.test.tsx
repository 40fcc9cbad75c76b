// The comparison table tells rows apart when names repeat (each row's permit on a second line)
// and says when a competitor has no published prices instead of showing dashes.
import { screen, within } from '@testing-library/react';
import { PriceComparisonTable } from '@/features/dashboard/components/PriceComparisonTable';
import { fixtureTableWithNamesakes } from '../../../../stories/DashboardFixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

it('shows the alias with the permit beneath it, and "Sin precios publicados" for a competitor without prices', () => {
  renderWithProviders(
    <PriceComparisonTable rows={fixtureTableWithNamesakes} canDelete onDelete={() => undefined} />,
  );
  const table = screen.getByRole('table', { name: 'Comparación de precios con la competencia' });
  const rows = within(table).getAllByRole('row').slice(1);
  const namesakes = rows.filter((r) =>
    within(r).queryByText('ESTACIONES DE SERVICIO S.A. DE C.V.'),
  );
  expect(namesakes.map((r) => within(r).getByText(/^PL\//).textContent)).toEqual([
    'PL/1418/EXP/ES/2015',
    'PL/7461/EXP/ES/2015',
  ]);

  const unregistered = rows.find((r) => within(r).queryByText('La nueva de la 57'))!;
  expect(within(unregistered).getByText('PL/99999/EXP/ES/2099')).toBeInTheDocument();
  expect(within(unregistered).getByText('Sin precios publicados')).toBeInTheDocument();
  expect(within(unregistered).queryByText('—')).not.toBeInTheDocument();
  // A competitor with prices keeps its figures.
  expect(within(namesakes[1]!).getByText('20.29')).toBeInTheDocument();
  expect(within(namesakes[1]!).queryByText('Sin precios publicados')).not.toBeInTheDocument();
});
