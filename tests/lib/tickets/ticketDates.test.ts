// Ticket dates: Excel serials of both systems, exceljs Dates, text formats, and the station's
// zone (with and without daylight saving).
import {
  excelSerialToWallClock,
  formatWallClock,
  toTicketDateTime,
  wallClockInZone,
} from '@/lib/tickets/ticketDates';

const MEXICO = { timeZone: 'America/Mexico_City' };
const TIJUANA = { timeZone: 'America/Tijuana' };

const serialText = (serial: number, date1904 = false) => {
  const clock = excelSerialToWallClock(serial, date1904);
  return clock && formatWallClock(clock);
};

describe('Excel serials', () => {
  it('reads the 1900 system around the fictitious 1900-02-29', () => {
    expect(serialText(1)).toBe('1900-01-01 00:00:00');
    expect(serialText(59)).toBe('1900-02-28 00:00:00');
    expect(serialText(60)).toBeNull();
    expect(serialText(61)).toBe('1900-03-01 00:00:00');
    expect(serialText(45366.6875)).toBe('2024-03-15 16:30:00');
  });

  it('reads the same serial four years and a day later in the 1904 system', () => {
    expect(serialText(0, true)).toBe('1904-01-01 00:00:00');
    expect(serialText(43904.6875, true)).toBe('2024-03-15 16:30:00');
    expect(serialText(43904.6875, false)).toBe('2020-03-14 16:30:00');
    expect(serialText(60, true)).toBe('1904-03-01 00:00:00');
  });

  it('rounds to the second and carries a rounded midnight into the next day', () => {
    expect(serialText(45366 + 0.99999999)).toBe('2024-03-16 00:00:00');
    expect(serialText(45366 + 1 / 86400 + 1e-9)).toBe('2024-03-15 00:00:01');
  });

  it('has no date for serials before day 1 or not finite', () => {
    expect(serialText(0.5)).toBeNull();
    expect(serialText(-1, true)).toBeNull();
    expect(serialText(Number.NaN)).toBeNull();
  });

  it('turns a serial with a time into the instant in the station zone', () => {
    expect(toTicketDateTime(45366.6875, MEXICO)).toEqual({
      ok: true,
      value: { instant: '2024-03-15T22:30:00.000Z', local: '2024-03-15 16:30:00' },
    });
    expect(toTicketDateTime(43904.6875, { ...MEXICO, date1904: true })).toMatchObject({
      ok: true,
      value: { local: '2024-03-15 16:30:00' },
    });
  });

  it('keeps a whole serial as midnight with a warning; rejects the leap-bug day and old years', () => {
    // 45366 is 2024-03-15: a sale at 00:00:00 and a date without time look alike.
    expect(toTicketDateTime(45366, MEXICO)).toEqual({
      ok: true,
      value: { instant: '2024-03-15T06:00:00.000Z', local: '2024-03-15 00:00:00' },
      warning: expect.stringContaining('se registró a las 00:00:00'),
    });
    expect(toTicketDateTime(60.5, MEXICO)).toEqual({
      ok: false,
      message: expect.stringContaining('no es una fecha válida'),
    });
    expect(toTicketDateTime(61.5, MEXICO)).toEqual({
      ok: false,
      message: expect.stringContaining('fuera del rango'),
    });
  });
});

describe('Date objects', () => {
  it('reads the UTC fields of an exceljs Date as the station wall clock', () => {
    const date = new Date(Date.UTC(2024, 2, 15, 16, 30, 0));
    expect(toTicketDateTime(date, MEXICO)).toEqual({
      ok: true,
      value: { instant: '2024-03-15T22:30:00.000Z', local: '2024-03-15 16:30:00' },
    });
    expect(toTicketDateTime({ date: date.toISOString() }, MEXICO)).toEqual(
      toTicketDateTime(date, MEXICO),
    );
    // The server's reader writes the wall clock without a 'Z': never read in the process's zone.
    expect(toTicketDateTime({ date: '2024-03-15T16:30:00' }, MEXICO)).toEqual(
      toTicketDateTime(date, MEXICO),
    );
  });

  it('rejects an invalid Date', () => {
    expect(toTicketDateTime(new Date(Number.NaN), MEXICO).ok).toBe(false);
    expect(toTicketDateTime({ date: 'nonsense' }, MEXICO).ok).toBe(false);
  });
});

describe('text', () => {
  it.each([
    ['2024-03-15 16:30:00'],
    ['2024-03-15T16:30:00'],
    ['2024-03-15 16:30'],
    ['2024/03/15 16:30:00'],
    ['15/03/2024 16:30'],
    ['15/03/2024 16:30:00'],
    ['15-03-2024 16:30:00'],
    ['  2024-3-15 16:30:00.000  '],
  ])('reads %p', (text) => {
    expect(toTicketDateTime(text, MEXICO)).toEqual({
      ok: true,
      value: { instant: '2024-03-15T22:30:00.000Z', local: '2024-03-15 16:30:00' },
    });
  });

  it('takes an explicit offset as the instant and gives the station wall clock', () => {
    expect(toTicketDateTime('2024-03-15T22:30:00Z', MEXICO)).toEqual({
      ok: true,
      value: { instant: '2024-03-15T22:30:00.000Z', local: '2024-03-15 16:30:00' },
    });
    expect(toTicketDateTime('2024-03-15T16:30:00-06:00', TIJUANA)).toMatchObject({
      ok: true,
      value: { instant: '2024-03-15T22:30:00.000Z', local: '2024-03-15 15:30:00' },
    });
  });

  it.each([
    ['', 'Falta la fecha'],
    ['2024-03-15', 'no incluye la hora'],
    ['15/03/2024', 'no incluye la hora'],
    ['2024-02-30 10:00:00', 'no existe'],
    ['2024-03-15 24:00:00', 'no existe'],
    ['2023-02-29T10:00:00Z', 'no existe'],
    ['ayer a las 10', 'no es una fecha y hora válida'],
    ['1999-12-31 23:59:59', 'fuera del rango'],
    // A real day of year 10 (Date.UTC read it as 1910 and called it non-existent).
    ['0010-03-15 10:00:00', 'fuera del rango'],
    ['0004-02-29 10:00:00', 'fuera del rango'],
  ])('rejects %p', (text, reason) => {
    expect(toTicketDateTime(text, MEXICO)).toEqual({
      ok: false,
      message: expect.stringContaining(reason),
    });
  });

  it('rejects other carriers and a missing value', () => {
    expect(toTicketDateTime(null, MEXICO).ok).toBe(false);
    expect(toTicketDateTime(undefined, MEXICO).ok).toBe(false);
    expect(toTicketDateTime(true, MEXICO).ok).toBe(false);
    expect(toTicketDateTime({ year: 2024 }, MEXICO).ok).toBe(false);
  });
});

describe('time zones', () => {
  it('Mexico City keeps UTC-6 all year since 2023', () => {
    const summer = toTicketDateTime('2023-07-01 12:00:00', MEXICO);
    expect(summer).toMatchObject({ value: { instant: '2023-07-01T18:00:00.000Z' } });
    // 2022 still had summer time (UTC-5) until the last Sunday of October.
    expect(toTicketDateTime('2022-07-01 12:00:00', MEXICO)).toMatchObject({
      value: { instant: '2022-07-01T17:00:00.000Z' },
    });
  });

  it('Tijuana follows US daylight saving', () => {
    expect(toTicketDateTime('2024-01-15 12:00:00', TIJUANA)).toMatchObject({
      value: { instant: '2024-01-15T20:00:00.000Z' },
    });
    expect(toTicketDateTime('2024-07-15 12:00:00', TIJUANA)).toMatchObject({
      value: { instant: '2024-07-15T19:00:00.000Z' },
    });
  });

  it('moves a time in the spring-forward gap ahead by the gap, with a warning', () => {
    const result = toTicketDateTime('2024-03-10 02:30:00', TIJUANA);
    expect(result).toEqual({
      ok: true,
      value: { instant: '2024-03-10T10:30:00.000Z', local: '2024-03-10 03:30:00' },
      warning: expect.stringContaining('no existe en America/Tijuana'),
    });
  });

  it('takes the first occurrence of a repeated hour', () => {
    expect(toTicketDateTime('2024-11-03 01:30:00', TIJUANA)).toEqual({
      ok: true,
      value: { instant: '2024-11-03T08:30:00.000Z', local: '2024-11-03 01:30:00' },
    });
  });

  it('rejects an unknown zone', () => {
    const clock = { year: 2024, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    expect(wallClockInZone(clock, 'Mars/Olympus')).toEqual({
      ok: false,
      message: expect.stringContaining('zona horaria'),
    });
  });
});

describe('the offsets kept per local hour', () => {
  it('places every minute around the daylight-saving changes as luxon does, warm or cold', () => {
    const days = [
      [2024, 3, 10],
      [2024, 11, 3],
    ] as const;
    for (const [year, month, day] of days) {
      for (let hour = 0; hour < 4; hour++) {
        for (const minute of [0, 29, 59]) {
          const clock = { year, month, day, hour, minute, second: 30 };
          const cold = wallClockInZone(clock, TIJUANA.timeZone);
          const warm = wallClockInZone(clock, TIJUANA.timeZone);
          expect(warm).toEqual(cold);
          const other = wallClockInZone({ ...clock, second: 31 }, TIJUANA.timeZone);
          if (other.ok && cold.ok) {
            expect(Date.parse(other.value.instant) - Date.parse(cold.value.instant)).toBe(1000);
          }
        }
      }
    }
    expect(
      wallClockInZone(
        { year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0 },
        TIJUANA.timeZone,
      ),
    ).toMatchObject({
      ok: true,
      value: { instant: '2024-11-03T08:30:00.000Z' },
    });
    expect(
      wallClockInZone(
        { year: 2024, month: 11, day: 3, hour: 3, minute: 30, second: 0 },
        TIJUANA.timeZone,
      ),
    ).toMatchObject({
      ok: true,
      value: { instant: '2024-11-03T11:30:00.000Z', local: '2024-11-03 03:30:00' },
    });
  });

  it('keeps one zone apart from another', () => {
    const clock = { year: 2026, month: 1, day: 5, hour: 8, minute: 0, second: 0 };
    expect(wallClockInZone(clock, MEXICO.timeZone)).toMatchObject({
      value: { instant: '2026-01-05T14:00:00.000Z' },
    });
    expect(wallClockInZone(clock, TIJUANA.timeZone)).toMatchObject({
      value: { instant: '2026-01-05T16:00:00.000Z' },
    });
  });
});
