import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ReportView } from '@/features/reports/components/ReportView';
import {
  sampleReportDocument,
  sampleReportWithoutSales,
  sampleReportWithRecords,
} from '../tests/support/reportDocuments';

const meta = {
  title: 'Reports/ReportView',
  component: ReportView,
  args: { document: sampleReportDocument('weekly') },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const Monthly: Story = { args: { document: sampleReportDocument('monthly') } };
export const Price: Story = { args: { document: sampleReportDocument('price') } };
export const TrafficSensitivity: Story = {
  args: { document: sampleReportDocument('traffic_sensitivity') },
};
/** With the price records by brand and the liters sold by day. */
export const WithRecords: Story = { args: { document: sampleReportWithRecords('monthly') } };
export const PriceWithRecords: Story = { args: { document: sampleReportWithRecords('price') } };
export const WithoutSales: Story = { args: { document: sampleReportWithoutSales() } };
export const Print: Story = { args: { document: sampleReportDocument('price'), print: true } };
export const Loading: Story = { args: { document: undefined, loading: true } };
export const Empty: Story = { args: { document: undefined } };
export const Failed: Story = {
  args: { document: undefined, error: 'Falla del servidor', onRetry: fn() },
};
