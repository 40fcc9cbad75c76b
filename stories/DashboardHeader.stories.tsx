import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DashboardHeader } from '@/features/dashboard/components/DashboardHeader';

const meta = {
  title: 'Dashboard/DashboardHeader',
  component: DashboardHeader,
  args: { status: 'ready', canAddCompetitor: true, onAddCompetitor: fn(), onDownload: fn() },
} satisfies Meta<typeof DashboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const WithoutCompetitorRole: Story = { args: { canAddCompetitor: false } };
export const Loading: Story = { args: { status: 'loading' } };
export const PricesFailed: Story = { args: { status: 'error' } };
