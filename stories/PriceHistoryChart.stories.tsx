import type { Meta, StoryObj } from '@storybook/react-webpack5';
import PriceHistoryChart from '@/features/dashboard/components/PriceHistoryChart';
import { fixtureMonthly } from './DashboardFixtures';

const monthly = fixtureMonthly();
const money = (v: number) => `$${v.toFixed(2)}`;
const series = monthly.line_list.map((line) => ({
  key: line.key,
  name: line.is_own ? `Mi estación: ${line.name}` : line.name,
  type: 'line' as const,
  color: line.color,
}));

const meta = {
  title: 'Dashboard/PriceHistoryChart',
  component: PriceHistoryChart,
  args: {
    'aria-label': 'Histórico de precios de Regular',
    height: 280,
    xKey: 'date',
    data: monthly.chart_data.regular.map((p) => ({ date: p.date, ...p.prices })),
    series,
    yAxis: { scale: true, formatValue: money },
    formatValue: money,
  },
} satisfies Meta<typeof PriceHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const OwnLineEmphasized: Story = {
  args: { series: series.map((s, i) => (i === 0 ? { ...s, emphasized: true } : s)) },
};
/** A month of daily prices: more points than fit, so the range brush appears. */
export const FullMonth: Story = {
  args: {
    data: Array.from({ length: 31 }, (_, i) => ({
      date: `2022-01-${String(i + 1).padStart(2, '0')}`,
      [series[0]!.key]: 20.19 - (i > 20 ? 0.2 : 0),
      [series[1]!.key]: 20.39 + (i % 7 === 0 ? 0.05 : 0),
    })),
    series: series.slice(0, 2),
  },
};
