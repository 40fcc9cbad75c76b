import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import {
  GasStationsTable,
  type GasStationRow,
} from '@/features/gasStations/components/GasStationsTable';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const rows: GasStationRow[] = [
  {
    id: 1,
    name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    brand: 'Pemex',
    city: 'Aguascalientes',
    state: 'Aguascalientes',
    address: 'Av. Las Américas 1201',
    permission: 'PL/1404/EXP/ES/2015',
  },
  {
    id: 2,
    name: 'Gasolinera Querétaro Centro',
    brand: null,
    city: 'Querétaro',
    state: 'Querétaro',
    address: null,
    permission: 'CNE/PL/164/EXP/ES/2025',
  },
  {
    id: 3,
    name: LONG_TEXT,
    brand: HTML_TEXT,
    city: 'Jesús María',
    state: 'Aguascalientes',
    address: LONG_TEXT,
    permission: 'PS-00A123',
  },
];

const meta = {
  title: 'GasStations/GasStationsTable',
  component: GasStationsTable,
  args: { rows, onOpen: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof GasStationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const NoSearchMatch: Story = { args: { rows: [], searching: true } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() } },
};
