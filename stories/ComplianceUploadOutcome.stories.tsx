import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UploadOutcome } from '@/features/compliance/components/UploadOutcome';
import { demoUploadRefused, demoUploadResult } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/UploadOutcome',
  component: UploadOutcome,
  args: { onDismiss: fn() },
} satisfies Meta<typeof UploadOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = { args: { received: demoUploadResult.files } };
export const Refused: Story = {
  args: { refused: { message: demoUploadRefused.message, files: demoUploadRefused.files } },
};
