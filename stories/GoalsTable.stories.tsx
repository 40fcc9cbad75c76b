import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GoalsTable } from '@/features/goals/components/GoalsTable';

const meta = {
  title: 'Goals/GoalsTable',
  component: GoalsTable,
  args: {
    rows: [
      {
        id: 1,
        metric: 'immeadiacy',
        customer: 'Grupo Surtidor Demo',
        stations: ['Servicio Lomas'],
        user: 'Eduardo Editor',
        quantity: 90,
        week: null,
        start_date: '2026-02-01',
        end_date: '2026-02-28',
      },
      {
        id: 2,
        metric: 'total_sales',
        customer: 'Grupo Surtidor Demo',
        stations: [],
        user: null,
        quantity: 1250000.5,
        week: '2026-W07',
        start_date: null,
        end_date: null,
      },
    ],
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof GoalsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goals: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar las metas', onRetry: fn() } },
};
