// Uploads as the history table and the result panel show them.
import type { TicketUpload, TicketUploadResult, TicketUploadStatus } from '@/api/tickets';

export interface UploadRow {
  id: number;
  fileName: string;
  station: string | null;
  uploadedBy: string;
  createdAt: string;
  status: TicketUploadStatus;
  imported: number | null;
  rowsRead: number | null;
  skipped: number | null;
}

export function uploadRowOf(upload: TicketUpload): UploadRow {
  return {
    id: upload.id,
    fileName: upload.file_name,
    station: upload.gas_station_name,
    uploadedBy: upload.uploaded_by,
    createdAt: upload.created_at,
    status: upload.status,
    imported: upload.result?.imported ?? null,
    rowsRead: upload.result?.rows_read ?? null,
    skipped: upload.result?.skipped ?? null,
  };
}

/** '2026-03-01T15:04:00Z' -> '01/03/2026 09:04' in the browser's zone. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

/** An upload's outcome as the result panel shows it. */
export interface UploadOutcome {
  id: number;
  fileName: string;
  status: TicketUploadStatus;
  /** Why it could not be processed (Spanish). */
  error: string | null;
  result: TicketUploadResult | null;
}

export function uploadOutcomeOf(upload: TicketUpload): UploadOutcome {
  return {
    id: upload.id,
    fileName: upload.file_name,
    status: upload.status,
    error: upload.error,
    result: upload.result,
  };
}
