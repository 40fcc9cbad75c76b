import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Auth/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa con tu usuario o correo electrónico.',
    children: <p>Contenido del formulario</p>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFooter: Story = {
  args: { footer: '© 2026 Surtidor. Todos los derechos reservados.' },
};
export const WithoutSubtitle: Story = { args: { subtitle: undefined } };
export const LongTexts: Story = { args: { title: LONG_TEXT, subtitle: LONG_TEXT } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
