import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MonthCalendar } from '@/features/compliance/components/MonthCalendar';
import { complianceMonth } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/MonthCalendar',
  component: MonthCalendar,
  args: { days: complianceMonth().days, monthName: 'noviembre de 2026', onSelect: fn() },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const DayPicked: Story = { args: { selected: '2026-11-09' } };
