import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn, userEvent, within } from 'storybook/test';
import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm';

// Saving and a failed save come from submitting, as in the app (the form's submit error).
const submit = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Guardar e iniciar sesión' }),
  );
};

const meta = {
  title: 'Auth/NewPasswordForm',
  component: NewPasswordForm,
  args: { onSubmit: fn(async (): Promise<string | null> => null), successMessage: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Weak: Story = {
  args: { initialValues: { password: 'abcdefgh', confirmation: 'abcdefgh' } },
};
export const Medium: Story = { args: { initialValues: { password: 'Abcdefgh' } } };
export const Mismatch: Story = {
  args: { initialValues: { password: 'Nueva#2026', confirmation: 'Nueva#2025' } },
};
export const ReadyToSave: Story = {
  args: { initialValues: { password: 'Nueva#2026', confirmation: 'Nueva#2026' } },
};
export const Saving: Story = {
  args: {
    onSubmit: fn(() => new Promise<string | null>(() => {})),
    initialValues: { password: 'Nueva#2026', confirmation: 'Nueva#2026' },
  },
  play: submit,
};
export const Saved: Story = {
  args: {
    successMessage: 'Contraseña actualizada correctamente',
    initialValues: { password: 'Nueva#2026', confirmation: 'Nueva#2026' },
  },
};
export const Failed: Story = {
  args: {
    onSubmit: fn(async (): Promise<string | null> => 'Ocurrió un error al cambiar la contraseña'),
    initialValues: { password: 'Nueva#2026', confirmation: 'Nueva#2026' },
  },
  play: submit,
};
/** A very common password: refused whatever its strength. */
export const CommonPassword: Story = {
  args: { initialValues: { password: 'Password1!', confirmation: 'Password1!' } },
};
