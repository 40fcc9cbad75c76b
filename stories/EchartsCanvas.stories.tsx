import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EchartsCanvas } from '@/components/EchartsCanvas';

const days = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];

const meta = {
  title: 'Components/EchartsCanvas',
  component: EchartsCanvas,
  args: {
    'aria-label': 'Vehículos por día',
    height: 240,
    width: 800,
    option: {
      grid: { left: 40, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      tooltip: { trigger: 'axis' },
      series: [{ type: 'bar', data: [120, 132, 101, 134, 190, 230, 210], color: '#388994' }],
    },
  },
} satisfies Meta<typeof EchartsCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {};

/** A chart needing the line series waits for their code, its place held at its height. */
export const WithLines: Story = {
  args: {
    parts: ['line'],
    option: {
      grid: { left: 40, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      series: [
        { type: 'line', data: [23.5, 23.6, 23.6, 23.9, 23.8, 23.99, 23.99], color: '#7B61FF' },
      ],
    },
  },
};
