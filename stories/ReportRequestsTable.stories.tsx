import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ReportRequestsTable } from '@/features/reports/components/ReportRequestsTable';
import { reportRequest, reportsState } from '../tests/support/msw/reportsHandlers';

const meta = {
  title: 'Reports/ReportRequestsTable',
  component: ReportRequestsTable,
  args: {
    caption: 'Mis solicitudes',
    reports: [
      reportRequest({ id: 3, status: 'rendering', file_name: null, deliveries: [] }),
      reportRequest({ id: 4, status: 'queued', file_name: null }),
      ...reportsState().requests,
    ],
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReportRequestsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {};
export const Busy: Story = { args: { busy: [1, 2] } };
export const Empty: Story = { args: { reports: [] } };
