import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ProviderTokenPanel } from '@/features/settings/components/ProviderTokenPanel';

const meta = {
  title: 'Settings/ProviderTokenPanel',
  component: ProviderTokenPanel,
  args: { state: { exists: false, last4: null, createdAt: null }, onGenerate: fn(), onCopy: fn() },
} satisfies Meta<typeof ProviderTokenPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoToken: Story = {};
export const HasToken: Story = {
  args: { state: { exists: true, last4: 'Xy9Q', createdAt: '2026-02-02T12:00:00.000Z' } },
};
export const JustGenerated: Story = {
  args: {
    state: { exists: true, last4: 'xxxx', createdAt: '2026-02-02T12:00:00.000Z' },
    newToken: 'sur_r4nd0mT0k3nV4lu3Sh0wn0nc3xxxxxxxxxxxxxxxxxxxx',
  },
};
export const Generating: Story = { args: { generating: true } };
export const Loading: Story = { args: { state: null, loading: true } };
export const Failed: Story = { args: { state: null, error: 'No se pudo consultar el token' } };
