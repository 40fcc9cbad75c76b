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

/** Type the current password, then a new one that meets three or four requirements twice. */
export const Saves: Story = {};
export const Fails: Story = {
  args: { onSubmit: fn(async () => 'Ocurrió un error al cambiar la contraseña') },
};
/** The current password was wrong. */
export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(async () => 'La contraseña actual no es correcta') },
};
