import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UploadArea } from '@/features/compliance/components/UploadArea';

const meta = {
  title: 'Compliance/UploadArea',
  component: UploadArea,
  args: { onFile: fn() },
} satisfies Meta<typeof UploadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Sending: Story = { args: { busy: true } };
