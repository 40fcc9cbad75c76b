import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GeneratedReportsTable } from '@/features/reports/components/GeneratedReportsTable';
import { generatedReport, reportsState } from '../tests/support/msw/reportsHandlers';

const meta = {
  title: 'Reports/GeneratedReportsTable',
  component: GeneratedReportsTable,
  args: {
    caption: 'Mis solicitudes',
    reports: [
      generatedReport({ id: 3, status: 'rendering', file_name: null, deliveries: [] }),
      generatedReport({ id: 4, status: 'queued', file_name: null }),
      ...reportsState().requests,
    ],
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GeneratedReportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {};
export const Busy: Story = { args: { busy: [1, 2] } };
export const Empty: Story = { args: { reports: [] } };
