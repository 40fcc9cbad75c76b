import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { HTML_TEXT } from './StoryFixtures';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(),
    submitting: false,
    errorMessage: null,
    onDismissError: fn(),
    externalProvider: null,
    onForgotPassword: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    initialValues: { username: 'editor@demo.surtidor.mx', password: 'Demo#2026!', remember: true },
  },
};
export const Submitting: Story = {
  args: { submitting: true, initialValues: { username: 'editor', password: 'Demo#2026!' } },
};
export const WrongPassword: Story = { args: { errorMessage: 'Usuario o contraseña incorrecta' } };
export const NetworkError: Story = {
  args: { errorMessage: 'Error en comunicación con el servidor' },
};
export const TooManyAttempts: Story = {
  args: { errorMessage: 'Demasiados intentos fallidos. Espera un momento e inténtalo de nuevo.' },
};
export const WithExternalProvider: Story = {
  args: { externalProvider: { name: 'Microsoft', url: 'https://login.example.com/start' } },
};
export const HtmlInMessage: Story = { args: { errorMessage: HTML_TEXT } };
