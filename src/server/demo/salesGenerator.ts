// DEMO DATA GENERATOR — not measured data. Produces plausible sales tickets for a station,
// deterministic for a given seed and time span: sales follow the same daily curve as the
// camera traffic, most are regular gasoline, diesel loads are larger, prices are the station's
// (its regulator prices when known) with a few cents of daily drift.
import { formatIn, localDaysFrom } from '@/lib/dates/zonedTimes';
import type { TicketToStore } from '../modules/tickets';
import {
  HOURLY_TRAFFIC,
  TRAFFIC_TOTAL,
  hashKey,
  pick,
  seededRandom,
} from './serviceEventsGenerator';

/** Product codes of the tickets: 1 regular, 2 premium, 3 diesel. */
export const DEMO_PRODUCTS = { regular: 1, premium: 2, diesel: 3 } as const;
/** Payment codes: 1 cash, 2 credit, 3 other. */
const PAYMENTS = [
  ['1', 0.46],
  ['2', 0.44],
  ['3', 0.1],
] as const;
const PRODUCTS = [
  ['regular', 0.62],
  ['premium', 0.17],
  ['diesel', 0.21],
] as const;
/** Mean litres per sale. */
const MEAN_LITRES = { regular: 28, premium: 32, diesel: 55 } as const;
const EMPLOYEES = [
  'Juan Pérez',
  'María López',
  'Luis Hernández',
  'Ana Martínez',
  'Jorge Ruiz',
  'Rosa Díaz',
];

export interface DemoSalesProfile {
  key: string;
  zone: string;
  salesPerDay: number;
  pumps: number;
  /** Pesos per litre by product. */
  prices: Record<keyof typeof DEMO_PRODUCTS, number>;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function generateSalesTickets(options: {
  seed: number;
  station: DemoSalesProfile;
  from: Date;
  to: Date;
}): TicketToStore[] {
  const { station } = options;
  const random = seededRandom((options.seed ^ hashKey(`sales|${station.key}`)) >>> 0);
  const tickets: TicketToStore[] = [];
  const start = options.from.getTime();
  const end = options.to.getTime();
  let n = 0;
  for (const day of localDaysFrom(options.from, station.zone)) {
    if (day.start >= end) break;
    const weekday = day.weekday >= 6 ? 0.9 : 1;
    const daySales = station.salesPerDay * weekday * (0.85 + 0.3 * random());
    // A few cents up or down each day, like a station following its market.
    const drift = 1 + (random() - 0.5) * 0.01;
    for (let hour = 0; hour < 24; hour++) {
      const hourStart = day.start + hour * 3_600_000;
      const count = Math.floor((daySales * HOURLY_TRAFFIC[hour]!) / TRAFFIC_TOTAL + random());
      const shift = EMPLOYEES[(Math.floor(hour / 8) + day.dayOfMonth) % EMPLOYEES.length]!;
      for (let i = 0; i < count; i++) {
        const seconds = Math.floor(random() * 3600);
        const ms = hourStart + seconds * 1000;
        const product = pick(random, PRODUCTS);
        const payment = Number(pick(random, PAYMENTS));
        const pump = 1 + Math.floor(random() * station.pumps);
        // Log-normal litres, at least 3.
        const u = Math.max(random(), 1e-9);
        const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
        const volume = round(Math.max(3, MEAN_LITRES[product] * Math.exp(0.45 * normal - 0.1)), 3);
        if (ms < start || ms >= end) continue;
        n += 1;
        const price = round(station.prices[product] * drift, 2);
        tickets.push({
          folio: `DEMO-${station.key}-${n}`,
          sold_at: new Date(ms).toISOString(),
          local_time: formatIn(ms, station.zone, 'yyyy-MM-dd HH:mm:ss'),
          employee: shift,
          pump,
          product: DEMO_PRODUCTS[product],
          payment_type: payment,
          volume,
          price,
          amount: round(volume * price, 2),
        });
      }
    }
  }
  return tickets;
}
