import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Alert } from '@/components/Alert';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Los precios se actualizan cada mañana a las 6:00.' },
  argTypes: {
    severity: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { severity: 'info' } };
export const Success: Story = {
  args: { severity: 'success', children: 'Contraseña actualizada correctamente' },
};
export const Warning: Story = {
  args: {
    severity: 'warning',
    title: 'Atención',
    children: 'El nombre y el alias no se pueden cambiar después de crear el proveedor.',
  },
};
export const WithError: Story = {
  args: {
    severity: 'error',
    children: 'Error al cargar los reportes: Network Error',
    actionLabel: 'Reintentar',
    onAction: fn(),
  },
};
export const Dismissible: Story = { args: { severity: 'info', onClose: fn() } };
export const LongText: Story = {
  args: { severity: 'warning', title: LONG_TEXT, children: LONG_TEXT, onClose: fn() },
};
export const HtmlMetacharacters: Story = {
  args: { severity: 'error', title: HTML_TEXT, children: HTML_TEXT },
};

export const AllSeverities: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} severity="error" actionLabel="Reintentar" onAction={fn()}>
        Error: sin conexión con el servidor
      </Alert>
      <Alert {...args} severity="warning">
        La descarga tardará unos minutos.
      </Alert>
      <Alert {...args} severity="info">
        Te avisaremos por correo cuando el reporte esté listo.
      </Alert>
      <Alert {...args} severity="success">
        Competencia agregada a &quot;Mi estación&quot;
      </Alert>
    </div>
  ),
};
