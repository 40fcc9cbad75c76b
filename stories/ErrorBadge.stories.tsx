import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ErrorBadge } from '@/features/volumetric/components/ErrorBadge';

const meta = {
  title: 'Volumetric/ErrorBadge',
  component: ErrorBadge,
  args: { label: 'Error', message: 'El proveedor respondió 503', when: '10/02/2026, 05:00' },
} satisfies Meta<typeof ErrorBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTime: Story = {};
export const MessageOnly: Story = { args: { when: undefined } };
