// Sample ticket spreadsheets as the preview reader gives them and sample uploads, shared by the
// stories, the MSW handlers and the component tests: Spanish headers the auto-match recognises,
// good rows and a few bad cells.
import type { TicketUpload, TicketUploadResult } from '@/api/tickets';
import type { PreviewSheet } from '@/features/ticketsUpload/model/previewTypes';

export const TICKET_HEADERS = [
  'Fecha y hora',
  'Bomba',
  'Producto',
  'Importe',
  'Litros',
  'Precio',
  'Forma de pago',
  'Despachador',
  'Folio',
];

export const ticketSheet: PreviewSheet = {
  sheetName: 'Tickets',
  date1904: false,
  truncated: false,
  rows: [
    TICKET_HEADERS,
    [46027.34375, 1, 'Magna', 500, 21.5, 23.25, 'Efectivo', 'Luis', 'A-1001'],
    [46027.5, 2, 'Premium', 650.4, 25.2, 25.81, 'Tarjeta', 'María', 'A-1002'],
    ['05/01/2026 09:40', 0, 'Diésel', 'abc', 30, 26.1, 'Crédito', 'Luis', 'A-1003'],
    ['2026-01-05 10:05', 3, 'Magna', 300, 12.9, 23.25, 'Cheque', null, 'A-1004'],
  ],
};

/** A layout with a title row above the headers and English names; no product column. */
export const englishSheet: PreviewSheet = {
  sheetName: 'Sales',
  date1904: false,
  truncated: true,
  rows: [
    ['Sales export — January', null, null, null, null, null, null],
    ['Date', 'Pump', 'Amount', 'Volume', 'Unit price', 'Payment method', 'Ticket'],
    ['2026-01-05 08:15:00', 1, 500, 21.5, 23.25, 'cash', 'T-1'],
    ['2026-01-05 08:20:00', 2, 320, 13.8, 23.19, 'card', 'T-2'],
  ],
};

export const TICKET_STATIONS: Record<number, string> = {
  1: 'Estación Centro',
  2: 'Estación Valle',
  3: 'Estación Aeropuerto',
};

export const PROCESSED_RESULT: TicketUploadResult = {
  rows_read: 120,
  imported: 112,
  updated: 2,
  duplicated: 3,
  skipped: 3,
  already_imported_at: null,
  skips: [
    { row: 14, field: 'pump', message: 'La bomba debe ser un número entero mayor que 0' },
    { row: 57, field: 'date_time', message: 'La fecha y hora no es válida' },
    { row: 98, field: 'amount', message: 'La celda está vacía' },
  ],
};

export function ticketUpload(overrides: Partial<TicketUpload> = {}): TicketUpload {
  return {
    id: 1,
    file_name: 'tickets-enero.xlsx',
    size: 48_213,
    status: 'processed',
    gas_station_id: 1,
    gas_station_name: TICKET_STATIONS[1]!,
    uploaded_by: 'Ana Administradora',
    created_at: '2026-02-03T16:20:00.000Z',
    processed_at: '2026-02-03T16:21:10.000Z',
    error: null,
    result: PROCESSED_RESULT,
    ...overrides,
  };
}
