import { Settings } from 'luxon';
import { sessionDate } from '@/features/profile/model/sessionDates';

const systemZone = Settings.defaultZone;
// The browser's clock: a user in central Mexico (UTC-6 all year).
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

describe('sessionDate', () => {
  it('writes an instant on the browser clock: day, short month, year and time', () => {
    expect(sessionDate('2026-11-29T15:41:00Z', 'es')).toBe('29 nov 2026, 09:41');
    // Past midnight in UTC is still the evening before in Mexico.
    expect(sessionDate('2026-03-02T02:05:00Z', 'es-MX')).toBe('1 mar 2026, 20:05');
  });

  it('writes the month in English for any English interface, Spanish otherwise', () => {
    expect(sessionDate('2026-11-29T15:41:00Z', 'en')).toBe('29 Nov 2026, 09:41');
    expect(sessionDate('2026-11-29T15:41:00Z', 'en-GB')).toBe('29 Nov 2026, 09:41');
    expect(sessionDate('2026-01-05T15:41:00Z', 'fr')).toBe('5 ene 2026, 09:41');
  });

  it('writes nothing for a value that is not an instant', () => {
    expect(sessionDate('ayer', 'es')).toBe('');
  });
});
