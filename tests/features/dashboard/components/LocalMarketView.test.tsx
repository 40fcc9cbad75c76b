// 'Mercado local' lists the stations nearest first with their prices (flagged ones marked), the
// own price's rank per fuel, offers 'Agregar como competencia' only on stations that are not
// competitors yet and only to who may add them, and says why there is no chart.
import { screen, within } from '@testing-library/react';
import { LocalMarketView } from '@/features/dashboard/components/LocalMarketView';
import { fixtureLocalMarket } from '../../../../stories/DashboardFixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsLine', () => ({}));
jest.mock('@/components/echartsVisualMap', () => ({}));

const market = fixtureLocalMarket();
const props = {
  stations: market.stations,
  ranks: market.ranks,
  center: market.center,
  date: market.date,
  radiusKm: 2,
  onRadiusChange: () => undefined,
  fuel: 'regular' as const,
  onFuelChange: () => undefined,
  canAdd: true,
  onAdd: jest.fn(),
};

it('lists the stations with their prices, marks the flagged one, and adds a station', async () => {
  const onAdd = jest.fn();
  const { user } = renderWithProviders(<LocalMarketView {...props} onAdd={onAdd} />);
  const table = screen.getByRole('table', {
    name: 'Estaciones del regulador a 2 km de mi estación',
  });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(13);
  expect(rows[0]).toHaveTextContent('Mi estación: GASOLINERIA EL AGUILA SA DE CV');
  expect(within(rows[0]!).getByRole('img', { name: /^Precio de relleno/ })).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  // 26614 is already a competitor: no button.
  expect(rows[4]).toHaveTextContent('SERVICIO NITRAM GAS SA DE CV');
  expect(within(rows[4]!).queryByRole('button')).toBeNull();
  expect(within(rows[4]!).getByText('Competencia')).toBeInTheDocument();
  await user.click(
    within(rows[1]!).getByRole('button', {
      name: 'Agregar como competencia: GRUPO SURCOS LARGOS S DE RL DE CV',
    }),
  );
  expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ place_id: 6967 }));
  const ranks = screen.getByRole('list', { name: 'Posición de mi precio en el mercado local' });
  expect(
    within(ranks)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Regular · 23.9911.º de 13Percentil 100 · mín. 22.95, mediana 22.99, máx. 23.99',
    'Premium · 0.01Sin posición: Precio de relleno12 precios confiables, de 26.95 a 28.99',
    'Diesel · 27.209.º de 9Percentil 100 · mín. 26.80, mediana 26.99, máx. 27.20',
  ]);
});

it('offers no add button to who may not add, and says why there is no chart', () => {
  renderWithProviders(<LocalMarketView {...props} canAdd={false} center={null} stations={[]} />);
  expect(screen.queryByRole('button', { name: /como competencia/ })).toBeNull();
  expect(
    screen.getByText('La estación no tiene coordenadas: no se puede trazar su mercado local.'),
  ).toBeInTheDocument();
  expect(screen.getByText('No hay estaciones del regulador a 2 km.')).toBeInTheDocument();
});

it('shows the failure in place', () => {
  renderWithProviders(
    <LocalMarketView {...props} stations={[]} ranks={[]} errorMessage="Sin conexión" />,
  );
  expect(screen.getByText('Error: Sin conexión')).toBeInTheDocument();
});
