import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FORM_ERROR } from 'final-form';
import { fn } from 'storybook/test';
import { PanelForm } from '@/features/panels/components/PanelForm';
import { newPanelValues, validatePanel } from '@/features/panels/model/panelForm';
import { demoPanelCameras } from '../tests/support/msw/panelsHandlers';

const meta = {
  title: 'Panels/PanelForm',
  component: PanelForm,
  args: {
    mode: 'create',
    initialValues: newPanelValues(1),
    customerName: 'Gasolinera Demo S.A. de C.V.',
    picker: {
      cameras: demoPanelCameras,
      stations: [
        { value: '1', label: 'Estación Centro' },
        { value: '2', label: 'Estación Valle' },
      ],
      station: 'all',
      onStationChange: fn(),
      search: '',
      onSearchChange: fn(),
    },
    validate: validatePanel,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof PanelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user of one customer: the client is fixed. */
export const Create: Story = {};
/** Administrators choose the client first. */
export const AdminCreate: Story = {
  args: {
    initialValues: newPanelValues(),
    customers: [
      { value: '1', label: 'Gasolinera Demo' },
      { value: '2', label: 'Grupo Norte' },
    ],
    customerName: undefined,
  },
};
export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      customer_id: '1',
      title: 'Monitoreo de islas',
      name: 'Islas Centro',
      columns: '3',
      cameras: demoPanelCameras.slice(0, 3),
    },
  },
};
export const ServerRefused: Story = {
  args: { onSubmit: fn(async () => ({ [FORM_ERROR]: 'Error de servidor' })) },
};
