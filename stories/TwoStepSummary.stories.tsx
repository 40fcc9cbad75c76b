import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TwoStepSummary } from '@/features/profile/components/TwoStepSummary';

const meta = {
  title: 'Profile/TwoStepSummary',
  component: TwoStepSummary,
  args: {
    status: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 },
    onEnable: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof TwoStepSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = {
  args: {
    status: {
      enabled: true,
      enabled_at: '2026-11-20T16:05:00Z',
      required: false,
      recovery_codes_left: 8,
    },
  },
};
export const Required: Story = {
  args: {
    status: {
      enabled: true,
      enabled_at: '2026-11-20T16:05:00Z',
      required: true,
      recovery_codes_left: 10,
    },
  },
};
