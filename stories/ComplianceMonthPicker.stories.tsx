import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MonthPicker } from '@/features/compliance/components/MonthPicker';

const meta = {
  title: 'Compliance/MonthPicker',
  component: MonthPicker,
  args: { month: '2026-10', latest: '2026-11', onChange: fn() },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PastMonth: Story = {};
export const CurrentMonth: Story = { args: { month: '2026-11' } };
