import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CameraKeyDialog } from '@/features/cameras/components/CameraKeyDialog';

const meta = {
  title: 'Cameras/CameraKeyDialog',
  component: CameraKeyDialog,
  args: {
    open: true,
    cameraName: 'Isla 1 norte',
    cameraKey: 'cam_Zx8y7w6v5u4t3s2r1q0pONMLKJIHGFED',
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CameraKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewKey: Story = {};
export const Copied: Story = { args: { copied: true } };
