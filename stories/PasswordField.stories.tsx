import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PasswordField } from '@/components/PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Nueva contraseña', required: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'Secreta#2025' } };
export const WithError: Story = {
  args: { label: 'Confirmar contraseña', defaultValue: 'x', error: 'Las contraseñas no coinciden' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Secreta#2025' } };
