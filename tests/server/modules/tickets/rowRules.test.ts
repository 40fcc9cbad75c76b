// The row rules on their own: dates in every form operators' files carry, products, payments,
// amounts typed as text, and the folio derived for rows without one.
import { validateRow, type Cell, type RowMapping } from '@/server/modules/tickets/rowRules';

const mapping: RowMapping = {
  columns: {
    date_time: 0,
    pump: 1,
    product: 2,
    volume: 3,
    price: 4,
    amount: 5,
    payment_type: 6,
    employee: 7,
    folio: null,
  },
};
const ZONE = 'America/Mexico_City';

const row = (date: Cell, overrides: Partial<Record<number, Cell>> = {}): Cell[] => {
  const cells: Cell[] = [date, 2, 'Magna', 20, 23.5, 470, 'Efectivo', 'Ana'];
  for (const [i, v] of Object.entries(overrides)) cells[Number(i)] = v as Cell;
  return cells;
};

const ticketOf = (cells: Cell[], date1904 = false, zone = ZONE) => {
  const outcome = validateRow(cells, mapping, zone, date1904);
  if ('errors' in outcome) throw new Error(JSON.stringify(outcome.errors));
  return outcome.ticket;
};
const errorsOf = (cells: Cell[], date1904 = false) => {
  const outcome = validateRow(cells, mapping, ZONE, date1904);
  return 'errors' in outcome ? outcome.errors : [];
};

describe('dates', () => {
  it('reads 1900-system serials, with the time of day to the second', () => {
    // 46083 = 2026-03-02; .5 = noon.
    expect(ticketOf(row(46083.5))).toMatchObject({
      local_time: '2026-03-02 12:00:00',
      sold_at: '2026-03-02T18:00:00.000Z',
    });
  });

  it('refuses the fictitious 29/02/1900 and years no ticket can have; a whole serial is midnight', () => {
    expect(errorsOf(row(60.5))[0]).toMatchObject({
      field: 'date_time',
      message: expect.stringContaining('29/02/1900'),
    });
    expect(ticketOf(row(46083)).local_time).toBe('2026-03-02 00:00:00');
    for (const old of [1.5, 59.5, 61.5]) {
      expect(errorsOf(row(old))[0]?.message).toContain('fuera del rango');
    }
  });

  it('reads 1904-system serials', () => {
    expect(ticketOf(row(46083.5 - 1462), true).local_time).toBe('2026-03-02 12:00:00');
    expect(errorsOf(row(0.25), true)[0]?.message).toContain('fuera del rango');
  });

  it('reads date cells and text in the station time zone', () => {
    expect(ticketOf(row({ date: '2026-03-02T08:05:00' })).sold_at).toBe('2026-03-02T14:05:00.000Z');
    expect(ticketOf(row('2026-03-02 08:05:07')).local_time).toBe('2026-03-02 08:05:07');
    expect(ticketOf(row('02/03/2026 08:05')).local_time).toBe('2026-03-02 08:05:00');
    expect(ticketOf(row('2026-03-02 08:05:00'), false, 'America/Tijuana').sold_at).toBe(
      '2026-03-02T16:05:00.000Z',
    );
  });

  it('refuses what is not a date', () => {
    for (const bad of ['ayer', '31/02/2026 10:00', -3, 'x'] as Cell[]) {
      expect(errorsOf(row(bad)).map((e) => e.field)).toContain('date_time');
    }
    expect(errorsOf(row(null))).toEqual([{ field: 'date_time', message: 'Falta la fecha' }]);
  });
});

describe('codes and numbers', () => {
  it('maps product names and codes', () => {
    expect(ticketOf(row('2026-03-02 08:05:00', { 2: 'Regular' })).product).toBe(1);
    expect(ticketOf(row('2026-03-02 08:05:00', { 2: 'PREMIUM' })).product).toBe(2);
    expect(ticketOf(row('2026-03-02 08:05:00', { 2: 'Diésel' })).product).toBe(3);
    expect(ticketOf(row('2026-03-02 08:05:00', { 2: 4 })).product).toBe(4);
    expect(errorsOf(row('2026-03-02 08:05:00', { 2: 'Gas LP' }))[0]?.field).toBe('product');
  });

  it('maps payment names and codes; vouchers and the like are "other"', () => {
    const pay = (v: Cell) => ticketOf(row('2026-03-02 08:05:00', { 6: v })).payment_type;
    expect(pay('Efectivo')).toBe(1);
    expect(pay('Crédito')).toBe(2);
    expect(pay('tarjeta')).toBe(2);
    expect(pay('Vale')).toBe(3);
    expect(pay(5)).toBe(5);
    expect(pay(null)).toBe(3);
    expect(errorsOf(row('2026-03-02 08:05:00', { 6: 0 }))[0]?.field).toBe('payment_type');
  });

  it('reads amounts typed as text and refuses negative ones', () => {
    expect(ticketOf(row('2026-03-02 08:05:00', { 5: '$ 1,234.50' })).amount).toBe(1234.5);
    expect(errorsOf(row('2026-03-02 08:05:00', { 5: -1 }))[0]).toEqual({
      field: 'amount',
      message: 'El importe no puede ser negativo',
    });
    expect(errorsOf(row('2026-03-02 08:05:00', { 3: 'mucho' }))[0]?.field).toBe('volume');
  });

  it('wants a pump of 1 or more', () => {
    expect(errorsOf(row('2026-03-02 08:05:00', { 1: 0 }))[0]?.field).toBe('pump');
    expect(errorsOf(row('2026-03-02 08:05:00', { 1: 1.5 }))[0]?.field).toBe('pump');
    expect(ticketOf(row('2026-03-02 08:05:00', { 1: '7' })).pump).toBe(7);
  });
});

describe('folio', () => {
  it('derives the same folio from the same values, another from other values', () => {
    const a = ticketOf(row('2026-03-02 08:05:00'));
    const b = ticketOf(row({ date: '2026-03-02T08:05:00' }));
    const c = ticketOf(row('2026-03-02 08:05:00', { 5: 471 }));
    expect(a.folio).toMatch(/^x[0-9a-f]{24}$/);
    expect(b.folio).toBe(a.folio);
    expect(c.folio).not.toBe(a.folio);
  });

  it('keeps a folio the file has', () => {
    const withFolio = { columns: { ...mapping.columns, folio: 8 } };
    const outcome = validateRow([...row('2026-03-02 08:05:00'), ' A-17 '], withFolio, ZONE, false);
    expect(outcome).toMatchObject({ ticket: { folio: 'A-17' } });
  });
});
