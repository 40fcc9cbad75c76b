import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton } from '@/components/Skeleton';
import { formatMinutesSeconds, formatSecondsSuffix } from '@/components/chartFormat';
import { LazyComposedChart } from '@/features/dashboard/components/LazyComposedChart';

const meta = {
  title: 'Dashboard/LazyComposedChart',
  component: LazyComposedChart,
  args: {
    fallback: <Skeleton variant="chart" height={200} />,
    'aria-label': 'Inmediatez por estación',
    height: 200,
    xKey: 'name',
    data: [
      { name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV', value: 43.2, goal: 60 },
      { name: 'GASOLINERA ASTRA SA DE CV', value: 71, goal: 60 },
    ],
    series: [
      { key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' },
      { key: 'goal', name: 'Objetivo', type: 'marker', color: '#ED6C02' },
    ],
    yAxis: { min: 0, formatValue: formatMinutesSeconds },
    formatValue: formatSecondsSuffix,
  },
} satisfies Meta<typeof LazyComposedChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's skeleton shows until the chart's code has loaded, then the chart. */
export const Loaded: Story = {};
