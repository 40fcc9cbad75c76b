import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PreviewTable } from '@/features/ticketsUpload/components/PreviewTable';
import { previewRows } from '@/features/ticketsUpload/model/previewRows';
import { autoMatchColumns, emptyColumns } from '@/features/ticketsUpload/model/ticketRules';
import { englishSheet, ticketSheet, TICKET_HEADERS } from './TicketsUploadFixtures';

const withErrors = previewRows(ticketSheet, 1, autoMatchColumns(TICKET_HEADERS));
const english = previewRows(englishSheet, 2, autoMatchColumns(englishSheet.rows[1] as string[]));

const meta = {
  title: 'TicketsUpload/PreviewTable',
  component: PreviewTable,
  args: { ...withErrors, truncated: false },
} satisfies Meta<typeof PreviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BadCells: Story = {};
export const AllValidAndTruncated: Story = { args: { ...english, truncated: true } };
export const NoColumnsMapped: Story = {
  args: previewRows(ticketSheet, 1, emptyColumns()),
};
export const NoDataRows: Story = { args: { ...withErrors, rows: [], rowsWithErrors: 0 } };
