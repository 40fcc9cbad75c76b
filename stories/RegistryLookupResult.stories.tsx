import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RegistryLookupResult } from '@/features/gasStations/components/RegistryLookupResult';

const station = {
  name: 'SERVICIOS GUZMAN, S. A.',
  brand: null,
  address: null,
  latitude: 21.8912,
  longitude: -102.3011,
  prices: { regular: 21.49, premium: 23.29, diesel: 22.79, price_date: '2022-01-13' },
  registered_as: null,
};

const meta = {
  title: 'GasStations/RegistryLookupResult',
  component: RegistryLookupResult,
  args: { lookup: { status: 'found', station }, onUse: fn() },
} satisfies Meta<typeof RegistryLookupResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {};
export const AlreadyRegistered: Story = {
  args: {
    lookup: {
      status: 'found',
      station: { ...station, registered_as: { id: 1, name: 'Servicio Lomas' } },
    },
  },
};
export const WithoutPrices: Story = {
  args: {
    lookup: {
      status: 'found',
      station: {
        ...station,
        prices: { regular: null, premium: null, diesel: null, price_date: null },
      },
    },
  },
};
export const NoMatch: Story = { args: { lookup: { status: 'notFound' } } };
export const Looking: Story = { args: { lookup: { status: 'loading' } } };
export const Failed: Story = {
  args: { lookup: { status: 'error', message: 'No se pudo consultar el registro' } },
};
