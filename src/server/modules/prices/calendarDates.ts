// Plain 'YYYY-MM-DD' calendar arithmetic (no time zones involved: these are regulator dates).
const DAY_MS = 86_400_000;

const toUtc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const firstOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export function lastOfMonth(date: string): string {
  const year = +date.slice(0, 4);
  const month = +date.slice(5, 7);
  return fromUtc(Date.UTC(year, month, 0));
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

export function addMonths(date: string, months: number): string {
  const year = +date.slice(0, 4);
  const month = +date.slice(5, 7) - 1 + months;
  return fromUtc(Date.UTC(year, month, 1));
}
