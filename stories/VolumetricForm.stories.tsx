import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { VolumetricForm } from '@/features/gasStations/components/VolumetricForm';

const meta = {
  title: 'GasStations/VolumetricForm',
  component: VolumetricForm,
  args: {
    suppliers: [
      {
        id: 1,
        name: 'Controles Volumétricos MX',
        systems: [
          { id: 7, name: 'CV Cloud' },
          { id: 8, name: 'CV Local' },
        ],
      },
      { id: 2, name: 'Telemetría del Bajío', systems: [] },
    ],
    initialValues: {},
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof VolumetricForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlinked: Story = {};
export const Linked: Story = {
  args: {
    initialValues: { supplier_id: '1', volumetric_system_id: '7', volumetric_station_id: 'EST-77' },
  },
};
export const NoSuppliersYet: Story = { args: { suppliers: [] } };
