import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CamerasTable } from '@/features/cameras/components/CamerasTable';

const meta = {
  title: 'Cameras/CamerasTable',
  component: CamerasTable,
  args: {
    rows: [
      {
        id: 1,
        name: 'Isla 1 norte',
        keyLast4: 'x9Qa',
        serial: 'HK-2231-A',
        online: true,
        hasSource: true,
        license: 'LIC-9001',
        station: 'Servicio Lomas',
      },
      {
        id: 2,
        name: 'Isla 2 sur',
        keyLast4: 'p0Zt',
        serial: null,
        online: false,
        hasSource: false,
        license: null,
        station: null,
      },
    ],
  },
} satisfies Meta<typeof CamerasTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cameras: Story = {};
/** With the per-row menu's 'Editar'. */
export const Editable: Story = { args: { onEdit: fn() } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar las cámaras', onRetry: fn() } },
};
