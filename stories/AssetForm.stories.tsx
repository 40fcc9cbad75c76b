import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AssetForm } from '@/features/assets/components/AssetForm';
import { validateAsset } from '@/features/assets/model/assetForm';

const meta = {
  title: 'Assets/AssetForm',
  component: AssetForm,
  args: {
    mode: 'create',
    initialValues: {},
    stations: [{ value: '1', label: 'Servicio Lomas', customerId: '1' }],
    cameras: [{ value: '1', label: 'Isla 1 norte', customerId: '1' }],
    validate: validateAsset,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: { name: 'Dispensario 1', gas_station_id: '1', camera_id: '1' },
  },
};
