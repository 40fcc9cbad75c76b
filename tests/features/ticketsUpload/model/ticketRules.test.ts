import { ticketSheet, TICKET_HEADERS } from '../../../../stories/TicketsUploadFixtures';
import { previewRows } from '@/features/ticketsUpload/model/previewRows';
import {
  autoMatchColumns,
  cellToLocalDateTime,
  headerSignature,
  validateTicket,
} from '@/features/ticketsUpload/model/ticketRules';
import { columnLetter } from '@/features/ticketsUpload/model/mappingForm';
import { headerSignature as sharedSignature } from '@/lib/tickets/ticketFields';

describe('ticket rules (the shared ones, as the upload screen uses them)', () => {
  it('matches Spanish and English header names to the ticket fields', () => {
    expect(autoMatchColumns(TICKET_HEADERS)).toEqual({
      date_time: 0,
      pump: 1,
      product: 2,
      amount: 3,
      volume: 4,
      price: 5,
      payment_type: 6,
      employee: 7,
      folio: 8,
    });
    expect(autoMatchColumns(['Date', 'Pump', 'Amount', 'Unit price', 'Whatever'])).toMatchObject({
      date_time: 0,
      pump: 1,
      amount: 2,
      price: 3,
      product: null,
      folio: null,
    });
  });

  it('keys a layout by its normalised header names', () => {
    expect(headerSignature(['Fecha y Hora ', 'BOMBA'])).toBe(
      headerSignature(['fecha y hora', 'bomba']),
    );
    expect(headerSignature(['Bomba', 'Fecha'])).not.toBe(headerSignature(['Fecha', 'Bomba']));
  });

  it('reads dates stored as dates, Excel serials (1900 and 1904) and day-first text', () => {
    expect(cellToLocalDateTime({ date: '2026-01-05T08:15:00' }, false)).toBe('2026-01-05 08:15:00');
    expect(cellToLocalDateTime(46027.5, false)).toBe('2026-01-05 12:00:00');
    expect(cellToLocalDateTime(46027.5 - 1462, true)).toBe('2026-01-05 12:00:00');
    expect(cellToLocalDateTime('05/01/2026 09:40', false)).toBe('2026-01-05 09:40:00');
    expect(cellToLocalDateTime('31/02/2026', false)).toBeNull();
    expect(cellToLocalDateTime('mañana', false)).toBeNull();
  });

  it('says what is wrong with each cell of a row', () => {
    const columns = autoMatchColumns(TICKET_HEADERS);
    expect(validateTicket(ticketSheet.rows[1]!, columns, { date1904: false })).toEqual([]);
    expect(validateTicket(ticketSheet.rows[3]!, columns, { date1904: false })).toEqual([
      { field: 'pump', message: 'La bomba debe ser un número entero mayor o igual a 1' },
      { field: 'amount', message: '«abc» no es un número' },
    ]);
    expect(validateTicket(ticketSheet.rows[4]!, columns, { date1904: false })).toEqual([
      {
        field: 'payment_type',
        message: expect.stringContaining('Forma de pago desconocida «Cheque»'),
      },
    ]);
  });

  it('keys layouts exactly as the shared rules do, an empty one included', () => {
    expect(headerSignature(TICKET_HEADERS)).toBe(sharedSignature(TICKET_HEADERS));
    expect(headerSignature(['Fecha', 'Bomba', '', ''])).toBe('fecha|bomba');
    expect(headerSignature(['', ''])).toBe('(sin encabezados)');
  });

  it('judges blank cells as the import does', () => {
    const columns = autoMatchColumns(TICKET_HEADERS);
    const sale = ['2026-01-05 10:05', 3, 'Magna', 300, 12.9, 23.25, 'Vale', null, null];
    expect(validateTicket(sale, columns, { date1904: false })).toEqual([]);
    const noPayment = sale.map((cell, index) => (index === 6 ? '' : cell));
    expect(validateTicket(noPayment, columns, { date1904: false })).toEqual([]);
    const noVolume = sale.map((cell, index) => (index === 4 ? null : cell));
    expect(validateTicket(noVolume, columns, { date1904: false })).toEqual([]);
    const noPump = sale.map((cell, index) => (index === 1 ? null : cell));
    expect(validateTicket(noPump, columns, { date1904: false })).toEqual([
      { field: 'pump', message: 'Falta la bomba' },
    ]);
  });

  it('builds the preview rows with their spreadsheet numbers and counts the bad ones', () => {
    const preview = previewRows(ticketSheet, 1, autoMatchColumns(TICKET_HEADERS));
    expect(preview.rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5]);
    expect(preview.rowsWithErrors).toBe(2);
  });

  it('names columns like the spreadsheet does', () => {
    expect([0, 2, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'C',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});
