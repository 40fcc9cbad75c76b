import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SsoProvidersTable } from '@/features/sso/components/SsoProvidersTable';
import { ssoState } from '../tests/support/msw/ssoHandlers';

const meta = {
  title: 'Sso/SsoProvidersTable',
  component: SsoProvidersTable,
  args: {
    providers: ssoState().providers,
    loading: false,
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SsoProvidersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {};
export const Loading: Story = { args: { providers: [], loading: true } };
export const Empty: Story = { args: { providers: [] } };
