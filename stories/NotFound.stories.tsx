import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NotFound } from '@/features/shell/components/NotFound';

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  args: { onGoHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PlainLink: Story = { args: { onGoHome: undefined, homeHref: '/home' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
