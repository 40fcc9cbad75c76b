import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { EmailForm } from '@/features/profile/components/EmailForm';

const meta = {
  title: 'Profile/EmailForm',
  component: EmailForm,
  args: {
    currentEmail: 'editor@demo.surtidor.mx',
    onSubmit: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type another e-mail and save: it succeeds after a short wait. */
export const Saves: Story = {
  args: {
    onSubmit: fn(
      () => new Promise<string | null>((resolve) => setTimeout(() => resolve(null), 800)),
    ),
  },
};
/** Saving answers with the server's conflict message. */
export const EmailTaken: Story = {
  args: { onSubmit: fn(async () => 'El correo ya está registrado') },
};
/** Type another e-mail: the password field appears; saving answers that it is wrong. */
export const WrongPassword: Story = {
  args: { onSubmit: fn(async () => 'La contraseña actual no es correcta') },
};
