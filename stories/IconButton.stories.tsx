import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { IconButton } from '@/components/IconButton';
import { iconNames } from '@/components/Icon';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'download', 'aria-label': 'Descargar', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['default', 'primary', 'danger', 'contained'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = {
  args: { variant: 'primary', icon: 'edit', 'aria-label': 'Editar' },
};
export const Danger: Story = {
  args: { variant: 'danger', icon: 'delete', 'aria-label': 'Eliminar' },
};
export const Contained: Story = {
  args: { variant: 'contained', icon: 'plus', 'aria-label': 'Agregar' },
};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <IconButton key={size} {...args} size={size} aria-label={`Descargar (${size})`} />
      ))}
    </div>
  ),
};
