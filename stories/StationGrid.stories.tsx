import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { StationGrid } from '@/features/home/components/StationGrid';

const stations = [
  {
    id: 1,
    name: 'Estación Centro',
    permission: 'PL/10234/EXP/ES/2015',
    brand: 'Pemex',
    city: 'Monterrey',
    state: 'Nuevo León',
    address: null,
    customer_id: 1,
  },
  {
    id: 2,
    name: 'Estación Valle',
    permission: 'PL/20456/EXP/ES/2017',
    brand: 'G500',
    city: 'San Pedro Garza García',
    state: 'Nuevo León',
    address: null,
    customer_id: 1,
  },
  {
    id: 3,
    name: 'Estación Aeropuerto',
    permission: 'PL/30789/EXP/ES/2019',
    brand: null,
    city: null,
    state: null,
    address: null,
    customer_id: 1,
  },
];

const meta = {
  title: 'Home/StationGrid',
  component: StationGrid,
  args: { state: { status: 'ready', stations, total: stations.length } },
} satisfies Meta<typeof StationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const MoreThanShown: Story = { args: { state: { status: 'ready', stations, total: 40 } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: { status: 'ready', stations: [], total: 0 } } };
export const Failed: Story = {
  args: {
    state: { status: 'error', message: 'Error en comunicación con el servidor', onRetry: fn() },
  },
};
