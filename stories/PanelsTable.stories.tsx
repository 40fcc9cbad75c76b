import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PanelsEmpty } from '@/features/panels/components/PanelsEmpty';
import { PanelsTable } from '@/features/panels/components/PanelsTable';

const meta = {
  title: 'Panels/PanelsTable',
  component: PanelsTable,
  args: {
    rows: [
      {
        id: 1,
        title: 'Monitoreo de islas',
        name: 'Islas Centro',
        customer: 'Gasolinera Demo',
        cameraCount: 3,
      },
      {
        id: 2,
        title: 'Valle completo',
        name: 'Valle completo',
        customer: 'Gasolinera Demo',
        cameraCount: 2,
      },
    ],
    canManage: true,
    empty: <PanelsEmpty canManage searching={false} onCreate={fn()} />,
    onOpen: fn(),
    onShare: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof PanelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panels: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'Error de servidor', onRetry: fn() } },
};
