import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ListLimitNote } from '@/features/panels/components/ListLimitNote';

const meta = {
  title: 'Panels/ListLimitNote',
  component: ListLimitNote,
  args: { shown: 50, total: 134 },
} satisfies Meta<typeof ListLimitNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreThanShown: Story = {};
/** Everything fits: nothing is drawn. */
export const AllShown: Story = { args: { shown: 12, total: 12 } };
