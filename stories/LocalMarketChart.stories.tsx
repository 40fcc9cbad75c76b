import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LocalMarketChart } from '@/features/dashboard/components/LocalMarketChart';
import { fixtureLocalMarket } from './DashboardFixtures';

const market = fixtureLocalMarket();

const labels = {
  own: 'Mi estación',
  competitor: 'Competencia',
  station: 'Estación del regulador',
  untrusted: 'Sin precio confiable',
  permit: 'Permiso',
  distance: 'Distancia',
  fuel: 'Regular',
  noPrice: 'Sin precio publicado',
  flags: {
    placeholder: 'Precio de relleno',
    stale: 'Precio sin actualizar',
    conflict: 'Precio en conflicto',
  },
};

const meta = {
  title: 'Dashboard/LocalMarketChart',
  component: LocalMarketChart,
  args: {
    center: market.center!,
    radiusKm: market.radius_km,
    stations: market.stations,
    fuel: 'regular',
    labels,
    'aria-label': 'Mapa de 13 estaciones a 2 km, coloreadas por precio de Regular',
  },
} satisfies Meta<typeof LocalMarketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real stations within 2 km of place 13292 (Chalco), 2026-08-08, by regular price. */
export const Regular: Story = {};
export const Premium: Story = { args: { fuel: 'premium', labels: { ...labels, fuel: 'Premium' } } };
export const Diesel: Story = { args: { fuel: 'diesel', labels: { ...labels, fuel: 'Diesel' } } };
