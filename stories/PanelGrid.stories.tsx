import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PanelGrid } from '@/features/panels/components/PanelGrid';
import { demoPanelCameras } from '../tests/support/msw/panelsHandlers';

const meta = {
  title: 'Panels/PanelGrid',
  component: PanelGrid,
  args: {
    cameras: demoPanelCameras.slice(0, 3),
    columns: 2,
    max: 16,
    dragging: null,
    onMove: fn(),
    onRemove: fn(),
    onDrop: fn(),
    onTileDragStart: fn(),
    onDragEnd: fn(),
    announcement: '',
  },
} satisfies Meta<typeof PanelGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPerRow: Story = {};
export const FourPerRow: Story = { args: { cameras: demoPanelCameras, columns: 4 } };
export const Empty: Story = { args: { cameras: [] } };
export const WithError: Story = {
  args: { error: 'Un panel tiene como máximo 16 cámaras' },
};
