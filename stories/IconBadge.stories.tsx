import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconBadge } from '@/components/IconBadge';

const meta = {
  title: 'Components/IconBadge',
  component: IconBadge,
  args: { icon: 'gas-station' },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Station: Story = {};
export const Camera: Story = { args: { icon: 'camera' } };
