import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UploadStatusBadge } from '@/features/ticketsUpload/components/UploadStatusBadge';

const meta = {
  title: 'TicketsUpload/UploadStatusBadge',
  component: UploadStatusBadge,
  args: { status: 'processed' },
} satisfies Meta<typeof UploadStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploaded: Story = { args: { status: 'uploaded' } };
export const Queued: Story = { args: { status: 'queued' } };
export const Processing: Story = { args: { status: 'processing' } };
export const Processed: Story = {};
export const Failed: Story = { args: { status: 'failed' } };
