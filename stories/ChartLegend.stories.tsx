import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChartLegend, type ChartLegendProps } from '@/components/ChartLegend';
import { useHiddenSeries } from '@/components/hooks/useHiddenSeries';

const series = [
  { key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' },
  { key: 'goal', name: 'Objetivo', type: 'marker', color: '#ED6C02' },
  { key: 'rival', name: 'Competencia', type: 'line', color: '#7B61FF' },
] as const;

const meta = {
  title: 'Components/ChartLegend',
  component: ChartLegend,
  args: { series: [...series], hidden: new Set<string>(), onToggle: () => {} },
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {};
export const OneHidden: Story = { args: { hidden: new Set(['goal']) } };
function ToggledLegend(props: ChartLegendProps) {
  const [hidden, toggle] = useHiddenSeries();
  return <ChartLegend {...props} hidden={hidden} onToggle={toggle} />;
}

/** Click a series to switch it off and on. */
export const Interactive: Story = { render: (args) => <ToggledLegend {...args} /> };
