import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TimeLeft } from '@/features/panels/components/TimeLeft';

const meta = {
  title: 'Panels/TimeLeft',
  component: TimeLeft,
  args: { seconds: 8 * 3600 - 1 },
} satisfies Meta<typeof TimeLeft>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {};
export const Minutes: Story = { args: { seconds: 125 } };
export const Labelled: Story = { args: { labelled: true } };
export const Expired: Story = { args: { seconds: 0 } };
