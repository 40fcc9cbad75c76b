import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MonthlyReportStatus } from '@/features/compliance/components/MonthlyReportStatus';
import { complianceMonth, complianceSummary } from '../tests/support/msw/complianceHandlers';

const month = complianceMonth();

const meta = {
  title: 'Compliance/MonthlyReportStatus',
  component: MonthlyReportStatus,
  args: { monthly: month.monthly, summary: month.summary },
} satisfies Meta<typeof MonthlyReportStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotReceived: Story = {};
export const Overdue: Story = {
  args: { monthly: { ...month.monthly, days_left: -2, overdue: true } },
};
export const Clean: Story = {
  args: {
    monthly: {
      ...month.monthly,
      state: 'clean',
      file_id: 12,
      received_at: '2026-12-02T16:00:00.000Z',
      days_left: 3,
    },
    summary: complianceSummary({
      findings: 0,
      days_with_findings: 0,
      by_severity: { high: 0, medium: 0, low: 0 },
      monthly_state: 'clean',
    }),
  },
};
