import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OperatorsTable } from '@/features/gasStations/components/OperatorsTable';

const meta = {
  title: 'GasStations/OperatorsTable',
  component: OperatorsTable,
  args: {
    rows: [
      { id: 1, name: 'Ana Administradora', email: 'admin@demo.surtidor.mx', role: 'Admin' },
      { id: 2, name: 'Eduardo Editor', email: 'editor@demo.surtidor.mx', role: 'Editor' },
      { id: 3, name: 'Valeria Visora', email: 'visor@demo.surtidor.mx', role: 'Visor' },
    ],
  },
} satisfies Meta<typeof OperatorsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operators: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los operadores', onRetry: fn() } },
};
