import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PanelCards } from '@/features/panels/components/PanelCards';
import { PanelsEmpty } from '@/features/panels/components/PanelsEmpty';

const meta = {
  title: 'Panels/PanelCards',
  component: PanelCards,
  args: {
    panels: [
      {
        id: 1,
        title: 'Monitoreo de islas',
        name: 'Islas Centro',
        customer: 'Gasolinera Demo',
        cameraCount: 3,
      },
      {
        id: 2,
        title: 'Estación Valle',
        name: 'Valle completo',
        customer: 'Gasolinera Demo',
        cameraCount: 2,
      },
      { id: 3, title: 'Accesos', name: 'Accesos', customer: 'Grupo Norte', cameraCount: 1 },
    ],
    canManage: true,
    empty: <PanelsEmpty canManage searching={false} onCreate={fn()} />,
    hrefOf: (id: number) => `/panel-detail/${id}`,
    onOpen: fn(),
    onShare: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof PanelCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {};
/** Users who only watch: open and share. */
export const Viewer: Story = { args: { canManage: false } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { panels: [] } };
export const Failed: Story = {
  args: { panels: [], error: { message: 'Error de servidor', onRetry: fn() } },
};
