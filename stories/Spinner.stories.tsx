import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from '@/components/Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Centered: Story = {
  args: { centered: true, size: 'large', label: 'Cargando reportes…' },
};
export const CustomColour: Story = { args: { color: '#F44336', size: 32 } };
