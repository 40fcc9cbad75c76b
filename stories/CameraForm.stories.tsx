import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CameraForm } from '@/features/cameras/components/CameraForm';
import { validateCamera } from '@/features/cameras/model/cameraForm';

const meta = {
  title: 'Cameras/CameraForm',
  component: CameraForm,
  args: {
    customers: [{ value: '1', label: 'Grupo Surtidor Demo' }],
    stations: [{ value: '1', label: 'Servicio Lomas', customerId: '1' }],
    validate: validateCamera,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof CameraForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
/** Editing a camera with a stored source: empty fields keep it, 'Quitar' removes it. */
export const EditWithSource: Story = {
  args: {
    mode: 'edit',
    initialValues: { customer_id: '1', gas_station_id: '1', name: 'Isla 1 norte', serial: 'HK-1' },
    hasSource: true,
    hasSubstream: false,
  },
};
