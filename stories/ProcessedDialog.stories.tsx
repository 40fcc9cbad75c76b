import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ProcessedDialog } from '@/features/ticketsUpload/components/ProcessedDialog';

const meta = {
  title: 'TicketsUpload/ProcessedDialog',
  component: ProcessedDialog,
  args: { open: true, onUploadAnother: fn(), onClose: fn() },
} satisfies Meta<typeof ProcessedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
