import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FullscreenViewer } from '@/features/panels/components/FullscreenViewer';
import { PlayerSurface } from '@/features/panels/components/PlayerSurface';

const meta = {
  title: 'Panels/FullscreenViewer',
  component: FullscreenViewer,
  args: {
    name: 'Isla 1',
    station: 'Servicio Lomas',
    children: <PlayerSurface view="connecting" name="Isla 1" fill />,
    onClose: fn(),
  },
} satisfies Meta<typeof FullscreenViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {};
export const WithoutStation: Story = { args: { station: null } };
