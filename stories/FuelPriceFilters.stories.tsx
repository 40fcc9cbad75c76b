import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FuelPriceFilters } from '@/features/dashboard/components/FuelPriceFilters';
import { fixtureDates, fixtureStations } from './DashboardFixtures';

const meta = {
  title: 'Dashboard/FuelPriceFilters',
  component: FuelPriceFilters,
  args: {
    dates: fixtureDates,
    date: fixtureDates[0]!,
    onDateChange: fn(),
    stations: fixtureStations,
    stationId: 1,
    onStationChange: fn(),
  },
} satisfies Meta<typeof FuelPriceFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {};
export const NoDates: Story = { args: { dates: [], date: null } };
export const Loading: Story = { args: { loading: true } };
