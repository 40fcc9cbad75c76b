// A period's figures from its day rows: sums first, ratios last (never an average of averages).
import type { DayFacts } from './queries';

export interface Totals {
  arrivals: number;
  attended: number;
  wait: number | null;
  prompt: number | null;
  serviceGas: number | null;
  serviceDiesel: number | null;
  passes: number | null;
  entries: number | null;
  conversion: number | null;
  tickets: number;
  /** The sales figures are null when the period has no tickets. */
  liters: number | null;
  amount: number | null;
  cash: number | null;
  credit: number | null;
  other: number | null;
  averageTicket: number | null;
}

export const round1 = (v: number) => Math.round(v * 10) / 10;
const ratio = (a: number, b: number, scale = 1) => (b > 0 ? round1((scale * a) / b) : null);
const money = (v: number) => Math.round(v * 100) / 100;

export function totalsOf(days: DayFacts[]): Totals {
  const sum = (pick: (d: DayFacts) => number) => days.reduce((acc, d) => acc + pick(d), 0);
  const traffic = days.filter((d) => d.passes !== null || d.entries !== null);
  const passes = traffic.length ? traffic.reduce((a, d) => a + (d.passes ?? 0), 0) : null;
  const entries = traffic.length ? traffic.reduce((a, d) => a + (d.entries ?? 0), 0) : null;
  const tickets = sum((d) => d.tickets);
  const amount = sum((d) => d.amount);
  const cash = sum((d) => d.cash);
  const credit = sum((d) => d.credit);
  const has = tickets > 0;
  return {
    arrivals: sum((d) => d.arrivals),
    attended: sum((d) => d.attended),
    wait: ratio(
      sum((d) => d.waitSum),
      sum((d) => d.attended),
    ),
    prompt: ratio(
      sum((d) => d.timely),
      sum((d) => d.arrivals),
      100,
    ),
    serviceGas: ratio(
      sum((d) => d.gasSeconds),
      sum((d) => d.gasServices),
    ),
    serviceDiesel: ratio(
      sum((d) => d.dieselSeconds),
      sum((d) => d.dieselServices),
    ),
    passes,
    entries,
    conversion: passes !== null && entries !== null ? ratio(entries, passes, 100) : null,
    tickets,
    liters: has ? money(sum((d) => d.liters)) : null,
    amount: has ? money(amount) : null,
    cash: has ? money(cash) : null,
    credit: has ? money(credit) : null,
    other: has ? money(amount - cash - credit) : null,
    averageTicket: has ? money(amount / tickets) : null,
  };
}

/** One day's conversion (percent), null without passes. */
export const dayConversion = (d: DayFacts): number | null =>
  d.passes && d.entries !== null ? ratio(d.entries, d.passes, 100) : null;
