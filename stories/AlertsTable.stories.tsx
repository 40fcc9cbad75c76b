import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AlertsTable } from '@/features/alerts/components/AlertsTable';
import { demoAlerts } from '../tests/support/msw/alertsHandlers';

const meta = {
  title: 'Alerts/AlertsTable',
  component: AlertsTable,
  args: {
    rows: demoAlerts,
    onOpen: fn(),
    onAcknowledge: fn(),
    pagination: {
      page: 0,
      pageSize: 25,
      count: demoAlerts.length,
      pageSizeOptions: [10, 25, 50],
      onPageChange: fn(),
      onPageSizeChange: fn(),
    },
  },
} satisfies Meta<typeof AlertsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alerts: Story = {};
export const Silenced: Story = {
  args: { rows: demoAlerts.map((a) => ({ ...a, silenced: a.state === 'open' })) },
};
export const Acknowledging: Story = { args: { acknowledging: [14] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() } },
};
