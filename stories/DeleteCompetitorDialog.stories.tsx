import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DeleteCompetitorDialog } from '@/features/dashboard/components/DeleteCompetitorDialog';

const meta = {
  title: 'Dashboard/DeleteCompetitorDialog',
  component: DeleteCompetitorDialog,
  args: { open: true, pending: false, onCancel: fn(), onAccept: fn() },
} satisfies Meta<typeof DeleteCompetitorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
/** While deleting: no cancel or close, Escape does nothing. */
export const Pending: Story = { args: { pending: true } };
