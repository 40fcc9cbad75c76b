import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '@/components/Button';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Agregar competencia', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };
export const Text: Story = {
  args: { variant: 'text', children: 'Reintentar', startIcon: 'retry' },
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Eliminar', startIcon: 'delete' },
};
export const WithIcons: Story = { args: { startIcon: 'plus', endIcon: 'chevron-down' } };
export const Loading: Story = { args: { loading: true, children: 'Agregar' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Guardar e iniciar sesión' } };
export const LongText: Story = { args: { children: LONG_TEXT }, parameters: { layout: 'padded' } };
export const HtmlMetacharacters: Story = { args: { children: HTML_TEXT } };

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'secondary', 'text', 'danger'] as const).map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} · {size}
            </Button>
          ))}
          <Button {...args} variant={variant} loading>
            Cargando
          </Button>
          <Button {...args} variant={variant} disabled>
            Deshabilitado
          </Button>
        </div>
      ))}
    </div>
  ),
};
