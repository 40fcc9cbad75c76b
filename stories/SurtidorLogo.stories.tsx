import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SurtidorLogo } from '@/features/auth/components/SurtidorLogo';

const meta = {
  title: 'Auth/SurtidorLogo',
  component: SurtidorLogo,
  args: { size: 48, withWordmark: true },
} satisfies Meta<typeof SurtidorLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWordmark: Story = {};
export const MarkOnly: Story = { args: { withWordmark: false } };
export const Small: Story = { args: { size: 28 } };
export const Large: Story = { args: { size: 72 } };
