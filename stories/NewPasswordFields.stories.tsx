import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form } from 'react-final-form';
import { NewPasswordFields, type NewPasswordFieldsProps } from '@/components/NewPasswordFields';
import { evaluatePasswordForm } from '@/lib/passwordForm';

const TEXTS = {
  password: 'Nueva contraseña',
  confirm: 'Confirmar contraseña',
  common: 'Esa contraseña es muy común; elige otra',
  weak: 'La contraseña es débil',
  mismatch: 'Las contraseñas no coinciden',
};

/** The fields inside a final-form form, evaluated as the forms do. */
function Fields({
  password,
  confirmation,
  common = false,
  strengthFrame,
}: {
  password: string;
  confirmation: string;
  common?: boolean;
  strengthFrame?: NewPasswordFieldsProps['strengthFrame'];
}) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={{ password, confirmation }}
      render={({ values }) => (
        <form style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
          <NewPasswordFields
            evaluation={evaluatePasswordForm({
              password: values.password ?? '',
              confirmation: values.confirmation ?? '',
              saving: false,
              passwordTouched: true,
              common,
            })}
            texts={TEXTS}
            disabled={false}
            strengthFrame={strengthFrame}
          />
        </form>
      )}
    />
  );
}

const meta = {
  title: 'Components/NewPasswordFields',
  component: Fields,
  args: { password: '', confirmation: '' },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Weak: Story = { args: { password: 'abcdefgh', confirmation: '' } };
export const Mismatch: Story = { args: { password: 'Nueva#2026', confirmation: 'Nueva#2025' } };
export const Common: Story = {
  args: { password: 'Password1!', confirmation: 'Password1!', common: true },
};
export const OnAPanel: Story = {
  args: { password: 'Nueva#2026', confirmation: 'Nueva#2026', strengthFrame: 'panel' },
};
