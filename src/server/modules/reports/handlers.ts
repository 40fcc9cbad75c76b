// Report documents, the CSV range and pdf tokens. (Being built: each operation below is
// replaced by its real handler.)
import { HttpError } from '../../errors';
import { createPdfToken } from './pdfTokenHandler';

const pending = async (): Promise<never> => {
  throw new HttpError(503, 'Los reportes aún no están disponibles', 'not_ready');
};

export const handlers = {
  getDailyReport: pending,
  getPriceReport: pending,
  getExecutiveReport: pending,
  getAnalyticReport: pending,
  getWeeklyReport: pending,
  getMonthlyReport: pending,
  getCustomerBehaviorReport: pending,
  getTrafficSensitivityReport: pending,
  downloadReportRange: pending,
  createPdfToken,
};
