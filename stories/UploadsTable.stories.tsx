import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UploadsTable } from '@/features/ticketsUpload/components/UploadsTable';
import { uploadRowOf } from '@/features/ticketsUpload/model/uploadRows';
import { ticketUpload } from './TicketsUploadFixtures';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const rows = [
  ticketUpload({ id: 3, file_name: 'tickets-marzo.xlsx', status: 'processing', result: null }),
  ticketUpload(),
  ticketUpload({
    id: 2,
    file_name: 'tickets-valle.xlsx',
    gas_station_name: 'Estación Valle',
    status: 'failed',
    error: 'La hoja no tiene renglones de datos',
    result: null,
  }),
  ticketUpload({ id: 4, file_name: `${LONG_TEXT}.xlsx`, status: 'queued', result: null }),
  ticketUpload({ id: 5, file_name: `${HTML_TEXT}.xlsx`, status: 'uploaded', result: null }),
].map(uploadRowOf);

const meta = {
  title: 'TicketsUpload/UploadsTable',
  component: UploadsTable,
  args: { rows, onShowResult: fn() },
} satisfies Meta<typeof UploadsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const LoadFailed: Story = {
  args: {
    rows: [],
    error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() },
  },
};
