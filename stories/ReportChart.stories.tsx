import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReportChart } from '@/features/reports/components/ReportChart';
import { sampleReportDocument } from '../tests/support/reportDocuments';

const weekly = sampleReportDocument('weekly');
const sensitivity = sampleReportDocument('traffic_sensitivity');

const meta = {
  title: 'Reports/ReportChart',
  component: ReportChart,
  args: { chart: weekly.charts[0]! },
} satisfies Meta<typeof ReportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Series: Story = {};
export const Scatter: Story = {
  args: { chart: sensitivity.charts.find((chart) => chart.points) ?? sensitivity.charts[0]! },
};
export const Print: Story = { args: { print: true } };
