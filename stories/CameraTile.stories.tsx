import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CameraTile } from '@/features/panels/components/CameraTile';
import { PlayerSurface } from '@/features/panels/components/PlayerSurface';
import { demoPanelCameras } from '../tests/support/msw/videoHandlers';

const camera = demoPanelCameras()[0]!;

const meta = {
  title: 'Panels/CameraTile',
  component: CameraTile,
  args: {
    name: camera.name,
    station: camera.gas_station?.name ?? null,
    status: 'connecting',
    children: <PlayerSurface view="connecting" name={camera.name} />,
    onShare: fn(),
    onFullscreen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CameraTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {};
export const Live: Story = {
  args: { status: 'live', children: <PlayerSurface view="live" name={camera.name} /> },
};
export const WithoutSource: Story = {
  args: {
    status: 'offline',
    station: null,
    children: <PlayerSurface view="noSource" name={camera.name} />,
  },
};
export const PublicPage: Story = { args: { onShare: undefined } };
