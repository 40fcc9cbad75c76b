import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GasStationForm } from '@/features/gasStations/components/GasStationForm';
import { timeZoneOptions } from '@/features/gasStations/model/pickers';
import { emptyStationValues, validateStation } from '@/features/gasStations/model/stationForm';

const registryStation = {
  name: 'SERVICIOS GUZMAN, S. A.',
  brand: null,
  address: null,
  latitude: 21.8912,
  longitude: -102.3011,
  prices: { regular: 21.49, premium: 23.29, diesel: 22.79, price_date: '2022-01-13' },
  registered_as: null,
};

const meta = {
  title: 'GasStations/GasStationForm',
  component: GasStationForm,
  args: {
    mode: 'create',
    initialValues: emptyStationValues(),
    customers: [{ value: '1', label: 'Grupo Surtidor Demo' }],
    states: [
      { value: 'Aguascalientes', label: 'Aguascalientes' },
      { value: 'Querétaro', label: 'Querétaro' },
    ],
    cities: [
      { value: 'Aguascalientes', label: 'Aguascalientes' },
      { value: 'Jesús María', label: 'Jesús María' },
    ],
    timeZones: timeZoneOptions,
    validate: validateStation,
    registry: { status: 'idle' },
    onLookup: fn(),
    onStateChange: fn(),
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof GasStationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const RegistryFound: Story = {
  args: {
    initialValues: { ...emptyStationValues(), permission: 'PL/8543/EXP/ES/2015' },
    registry: { status: 'found', station: registryStation },
  },
};
export const RegistryNoMatch: Story = {
  args: {
    initialValues: { ...emptyStationValues(), permission: 'PS-123456' },
    registry: { status: 'notFound' },
  },
};
export const RegistryLooking: Story = { args: { registry: { status: 'loading' } } };
export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      customer_id: '1',
      name: 'Servicio Lomas',
      brand: 'Pemex',
      address: 'Av. Las Américas 1201',
      state: 'Aguascalientes',
      city: 'Aguascalientes',
      bombs: '8',
      permission: 'PL/1404/EXP/ES/2015',
      time_zone: 'America/Mexico_City',
      shifts: [
        { starts_at: '06:00', ends_at: '14:00' },
        { starts_at: '14:00', ends_at: '22:00' },
        {},
        {},
      ],
    },
  },
};
export const ServerRefusal: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...emptyStationValues(1),
      name: 'Servicio Lomas',
      brand: 'Pemex',
      address: 'Av. 1',
      state: 'Aguascalientes',
      city: 'Aguascalientes',
      bombs: '8',
      permission: 'PL/1600/EXP/ES/2015',
    },
    onSubmit: fn(async () => ({ permission: 'Ya existe una gasolinera con ese permiso' })),
  },
};
