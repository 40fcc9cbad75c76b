// Report requests, their files and deliveries, and the WhatsApp status webhook. (Being built:
// each operation below is replaced by its real handler.)
import { HttpError } from '../../errors';
import { webhookHandlers } from './webhookHandlers';

const pending = async (): Promise<never> => {
  throw new HttpError(503, 'Los reportes aún no están disponibles', 'not_ready');
};

export const handlers = {
  createGeneratedReport: pending,
  listGeneratedReports: pending,
  getGeneratedReport: pending,
  getGeneratedReportDownload: pending,
  retryGeneratedReport: pending,
  ...webhookHandlers,
};
