import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AssetsTable } from '@/features/assets/components/AssetsTable';

const meta = {
  title: 'Assets/AssetsTable',
  component: AssetsTable,
  args: {
    rows: [
      { id: 1, name: 'Dispensario 1', camera: 'Isla 1 norte', station: 'Servicio Lomas' },
      { id: 2, name: 'Tanque diésel', camera: null, station: 'Servicio Aguascalientes' },
    ],
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AssetsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assets: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los activos', onRetry: fn() } },
};
