import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProviderStationsTable } from '@/features/provider/components/ProviderStationsTable';

const meta = {
  title: 'Provider/ProviderStationsTable',
  component: ProviderStationsTable,
  args: {
    rows: [
      {
        id: 6,
        name: 'Estación Bajío',
        permission: 'PL/9000/EXP/ES/2016',
        city: 'Querétaro',
        address: null,
      },
    ],
  },
} satisfies Meta<typeof ProviderStationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stations: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], error: 'No se pudo cargar la información' } };
