import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SuppliersTable } from '@/features/volumetric/components/SuppliersTable';

const meta = {
  title: 'Volumetric/SuppliersTable',
  component: SuppliersTable,
  args: {
    rows: [
      {
        id: 1,
        name: 'Controles MX',
        alias: 'cmx',
        systems_count: 2,
        stations_count: 2,
        created_at: '2026-01-15T16:30:00.000Z',
      },
      {
        id: 2,
        name: 'Volumétricos del Bajío',
        alias: 'vbajio',
        systems_count: 0,
        stations_count: 0,
        created_at: '2026-02-10T12:00:00.000Z',
      },
    ],
    onOpen: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof SuppliersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suppliers: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() } },
};
