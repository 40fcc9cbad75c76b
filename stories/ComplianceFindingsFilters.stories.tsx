import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FindingsFilters } from '@/features/compliance/components/FindingsFilters';
import { complianceMonth } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/FindingsFilters',
  component: FindingsFilters,
  args: {
    value: { rule: null, day: null, severity: null },
    rules: ['coverage', 'dailyBalance', 'calibration'],
    days: complianceMonth().days.map((d) => d.day),
    onChange: fn(),
  },
} satisfies Meta<typeof FindingsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const Filtered: Story = {
  args: { value: { rule: 'dailyBalance', day: '2026-11-09', severity: 'high' } },
};
