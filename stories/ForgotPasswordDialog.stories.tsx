import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ForgotPasswordDialog } from '@/features/auth/components/ForgotPasswordDialog';

const meta = {
  title: 'Auth/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
