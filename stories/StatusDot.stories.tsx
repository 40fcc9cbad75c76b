import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusDot } from '@/components/StatusDot';

const meta = {
  title: 'Components/StatusDot',
  component: StatusDot,
  args: { tone: 'success', children: 'En vivo' },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Warning: Story = { args: { tone: 'warning', children: 'Conectando' } };
export const Failed: Story = { args: { tone: 'error', children: 'Error' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Sin señal' } };
