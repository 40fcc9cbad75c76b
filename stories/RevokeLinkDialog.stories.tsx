import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RevokeLinkDialog } from '@/features/panels/components/RevokeLinkDialog';

const meta = {
  title: 'Panels/RevokeLinkDialog',
  component: RevokeLinkDialog,
  args: { open: true, name: 'Isla 1', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof RevokeLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CameraLink: Story = {};
export const PanelLink: Story = { args: { name: 'Todo el panel' } };
export const Revoking: Story = { args: { pending: true } };
