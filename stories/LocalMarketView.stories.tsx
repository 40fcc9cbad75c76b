import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LocalMarketView } from '@/features/dashboard/components/LocalMarketView';
import { fixtureLocalMarket } from './DashboardFixtures';

const market = fixtureLocalMarket();

const meta = {
  title: 'Dashboard/LocalMarketView',
  component: LocalMarketView,
  args: {
    stations: market.stations,
    ranks: market.ranks,
    center: market.center,
    date: market.date,
    radiusKm: market.radius_km,
    onRadiusChange: fn(),
    fuel: 'regular',
    onFuelChange: fn(),
    canAdd: true,
    onAdd: fn(),
  },
} satisfies Meta<typeof LocalMarketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The real market within 2 km of a station near Chalco on 2026-08-08: its own premium is a
 * placeholder (no rank), one neighbour is already a competitor.
 */
export const Regular: Story = {};
export const PremiumWithPlaceholder: Story = { args: { fuel: 'premium' } };
export const ReadOnly: Story = { args: { canAdd: false } };
export const NoCoordinates: Story = {
  args: {
    center: null,
    stations: [],
    ranks: fixtureLocalMarket().ranks.map((r) => ({
      ...r,
      price: null,
      rank: null,
      percentile: null,
    })),
  },
};
export const NoStations: Story = { args: { stations: [] } };
export const Loading: Story = { args: { stations: [], ranks: [], loading: true } };
export const Failed: Story = {
  args: { stations: [], ranks: [], errorMessage: 'Error en servidor: Contacte a soporte' },
};
