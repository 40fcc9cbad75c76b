import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Icon } from '@/components/Icon';
import { TextField } from '@/components/TextField';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Apodo de la competencia',
    placeholder: 'Ej. Pemex Centro',
    maxLength: 100,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = {
  args: { required: true, label: 'Permiso de la CRE', placeholder: 'PS-XXXXXX' },
};
export const WithHelper: Story = { args: { helperText: 'Máximo 100 caracteres.' } };
export const WithError: Story = {
  args: { label: 'Correo', defaultValue: 'ana@', error: 'El correo no es válido' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Gasolinera del Norte' } };
export const Small: Story = { args: { size: 'small' } };
export const Numeric: Story = {
  args: { label: 'Teléfono', inputMode: 'numeric', maxLength: 10, placeholder: '10 dígitos' },
};
export const WithAdornment: Story = {
  args: { label: 'Precio', startAdornment: <Icon name="gas-station" size={18} /> },
};
export const LongText: Story = {
  args: { label: LONG_TEXT, defaultValue: LONG_TEXT, helperText: LONG_TEXT, fullWidth: true },
};
export const HtmlMetacharacters: Story = {
  args: { label: HTML_TEXT, defaultValue: HTML_TEXT, helperText: HTML_TEXT },
};
