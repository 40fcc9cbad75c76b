import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UploadResult } from '@/features/ticketsUpload/components/UploadResult';
import { uploadOutcomeOf } from '@/features/ticketsUpload/model/uploadRows';
import { PROCESSED_RESULT, ticketUpload } from './TicketsUploadFixtures';

const meta = {
  title: 'TicketsUpload/UploadResult',
  component: UploadResult,
  args: { outcome: uploadOutcomeOf(ticketUpload()), onDownloadErrors: fn() },
} satisfies Meta<typeof UploadResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processed: Story = {};
export const Running: Story = {
  args: { outcome: uploadOutcomeOf(ticketUpload({ status: 'processing', result: null })) },
};
export const AlreadyImported: Story = {
  args: {
    outcome: uploadOutcomeOf(
      ticketUpload({
        result: {
          ...PROCESSED_RESULT,
          imported: 0,
          updated: 0,
          duplicated: 120,
          skipped: 0,
          skips: [],
          already_imported_at: '2026-01-31T18:00:00.000Z',
        },
      }),
    ),
  },
};
export const Failed: Story = {
  args: {
    outcome: uploadOutcomeOf(
      ticketUpload({
        status: 'failed',
        error: 'La hoja no tiene renglones de datos',
        result: null,
      }),
    ),
  },
};
export const Downloading: Story = { args: { downloading: true } };
