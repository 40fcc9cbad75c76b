// The player's states without a stream: the <video> stays empty here.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlayerSurface } from '@/features/panels/components/PlayerSurface';
import { VIDEO_UNAVAILABLE } from '../tests/support/msw/videoHandlers';

const meta = {
  title: 'Panels/PlayerSurface',
  component: PlayerSurface,
  args: { view: 'connecting', name: 'Isla 1' },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {};
export const Reconnecting: Story = { args: { view: 'reconnecting' } };
export const Live: Story = { args: { view: 'live' } };
export const PausedOutOfView: Story = { args: { view: 'paused' } };
export const NoSource: Story = { args: { view: 'noSource' } };
export const VideoNotInstalled: Story = {
  args: { view: 'unavailable', message: VIDEO_UNAVAILABLE.message },
};
export const BrowserWithoutMse: Story = { args: { view: 'unsupported' } };
export const LinkEnded: Story = { args: { view: 'ended' } };
