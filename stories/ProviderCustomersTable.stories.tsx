import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ProviderCustomersTable } from '@/features/provider/components/ProviderCustomersTable';

const meta = {
  title: 'Provider/ProviderCustomersTable',
  component: ProviderCustomersTable,
  args: {
    rows: [
      {
        id: 2,
        name: 'Combustibles del Bajío',
        legal_name: 'Combustibles del Bajío Demo S.A. de C.V.',
        city: 'Querétaro',
        station_count: 1,
      },
      {
        id: 1,
        name: 'Grupo Surtidor Demo',
        legal_name: 'Grupo Surtidor Demo S.A. de C.V.',
        city: 'Aguascalientes',
        station_count: 5,
      },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof ProviderCustomersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customers: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], error: 'No se pudo cargar la información' } };
