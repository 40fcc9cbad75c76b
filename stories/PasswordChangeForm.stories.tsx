import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PasswordChangeForm } from '@/features/profile/components/PasswordChangeForm';

const meta = {
  title: 'Profile/PasswordChangeForm',
  component: PasswordChangeForm,
  args: {
    onSubmit: fn(
      () => new Promise<string | null>((resolve) => setTimeout(() => resolve(null), 800)),
    ),
  },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a password that meets three or four requirements twice and save. */
export const Saves: Story = {};
export const Fails: Story = {
  args: { onSubmit: fn(async () => 'Ocurrió un error al cambiar la contraseña') },
};
