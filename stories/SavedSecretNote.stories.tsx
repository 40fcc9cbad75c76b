import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SavedSecretNote } from '@/features/volumetric/components/systemForm/SavedSecretNote';
import { inFinalForm } from './FinalFormDecorator';

const meta = {
  title: 'Volumetric/SystemForm/SavedSecretNote',
  component: SavedSecretNote,
  args: { name: 'token_body' },
} satisfies Meta<typeof SavedSecretNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = { decorators: [inFinalForm({ token_body_kept: true })] };
export const ToBeCleared: Story = { decorators: [inFinalForm({ token_body_kept: false })] };
