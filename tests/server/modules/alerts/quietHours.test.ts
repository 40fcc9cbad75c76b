// Quiet hours on the station's wall clock: a window across midnight, one within a day, and the
// clock changes of a zone that keeps daylight saving time (America/Tijuana, 2026: spring
// forward on 8 March at 02:00, fall back on 1 November at 02:00).
import { noticeTime, quietHoursEnd } from '@/server/modules/alerts/quietHours';

const MX = 'America/Mexico_City'; // UTC-6 all year since 2022
const TIJUANA = 'America/Tijuana';
const night = { start: '22:00', end: '07:00' };

it('holds a notice inside a window across midnight until its end, local time', () => {
  // 23:30 local on 10 June -> 07:00 local on 11 June.
  expect(quietHoursEnd(new Date('2026-06-11T05:30:00Z'), MX, night)?.toISOString()).toBe(
    '2026-06-11T13:00:00.000Z',
  );
  // 03:00 local -> 07:00 the same day.
  expect(quietHoursEnd(new Date('2026-06-11T09:00:00Z'), MX, night)?.toISOString()).toBe(
    '2026-06-11T13:00:00.000Z',
  );
  // The start is inside, the end outside.
  expect(quietHoursEnd(new Date('2026-06-11T04:00:00Z'), MX, night)).not.toBeNull();
  expect(quietHoursEnd(new Date('2026-06-11T13:00:00Z'), MX, night)).toBeNull();
  expect(quietHoursEnd(new Date('2026-06-11T18:00:00Z'), MX, night)).toBeNull();
});

it('holds a notice inside a window within one day', () => {
  const lunch = { start: '14:00', end: '16:30' };
  expect(quietHoursEnd(new Date('2026-06-11T20:15:00Z'), MX, lunch)?.toISOString()).toBe(
    '2026-06-11T22:30:00.000Z',
  );
  expect(quietHoursEnd(new Date('2026-06-11T19:59:00Z'), MX, lunch)).toBeNull();
});

it('ends at the local time across a spring-forward night (one hour shorter)', () => {
  // 23:00 PST on 7 March = 07:00Z on 8 March; 07:00 PDT on 8 March = 14:00Z.
  expect(quietHoursEnd(new Date('2026-03-08T07:00:00Z'), TIJUANA, night)?.toISOString()).toBe(
    '2026-03-08T14:00:00.000Z',
  );
  // An end the clock skips (02:30) is the first instant after the gap, 03:30 PDT.
  expect(
    quietHoursEnd(new Date('2026-03-08T07:00:00Z'), TIJUANA, {
      start: '22:00',
      end: '02:30',
    })?.toISOString(),
  ).toBe('2026-03-08T10:30:00.000Z');
});

it('ends at the local time across a fall-back night (one hour longer)', () => {
  // 23:00 PDT on 31 October = 06:00Z on 1 November; 07:00 PST = 15:00Z.
  expect(quietHoursEnd(new Date('2026-11-01T06:00:00Z'), TIJUANA, night)?.toISOString()).toBe(
    '2026-11-01T15:00:00.000Z',
  );
});

it('sends critical notices at once and anything outside quiet hours at once', () => {
  const at = new Date('2026-06-11T05:30:00Z');
  expect(noticeTime(at, MX, night, 'critical')).toBe(at);
  expect(noticeTime(at, MX, null, 'warning')).toBe(at);
  expect(noticeTime(at, MX, night, 'info').toISOString()).toBe('2026-06-11T13:00:00.000Z');
});
