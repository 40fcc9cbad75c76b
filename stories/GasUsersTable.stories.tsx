import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GasUsersTable } from '@/features/gasUsers/components/GasUsersTable';

const meta = {
  title: 'GasUsers/GasUsersTable',
  component: GasUsersTable,
  args: {
    rows: [
      {
        id: 1,
        email: 'admin@demo.surtidor.mx',
        name: 'Ana Administradora',
        role: 'Admin',
        stations: [],
      },
      {
        id: 2,
        email: 'editor@demo.surtidor.mx',
        name: 'Eduardo Editor',
        role: 'Editor',
        stations: ['Servicio Lomas', 'Servicio Aguascalientes'],
      },
      {
        id: 5,
        email: 'proveedor@demo.surtidor.mx',
        name: 'Pablo Proveedor',
        role: 'Proveedor',
        stations: [],
      },
    ],
    onEndSessions: fn(),
    onResetTwoStep: fn(),
  },
} satisfies Meta<typeof GasUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GasUsers: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los usuarios', onRetry: fn() } },
};
