import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PriceHistoryCard } from '@/features/dashboard/components/PriceHistoryCard';
import { fixtureMonthly } from './DashboardFixtures';

const monthly = fixtureMonthly();

const meta = {
  title: 'Dashboard/PriceHistoryCard',
  component: PriceHistoryCard,
  args: {
    state: { status: 'ready', lines: monthly.line_list, points: monthly.chart_data.regular },
    fuels: monthly.fuel_list,
    fuel: 'regular',
    onFuelChange: fn(),
    months: monthly.dates,
    month: monthly.default_current_date,
    onMonthChange: fn(),
    myStationPrefix: 'Mi estación: ',
  },
} satisfies Meta<typeof PriceHistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Diesel: Story = {
  args: {
    fuel: 'diesel',
    state: { status: 'ready', lines: monthly.line_list, points: monthly.chart_data.diesel },
  },
};
export const RowHighlighted: Story = { args: { emphasizedKey: 'rival-12' } };
export const NoPrices: Story = {
  args: { state: { status: 'ready', lines: monthly.line_list, points: [] } },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' } } };
