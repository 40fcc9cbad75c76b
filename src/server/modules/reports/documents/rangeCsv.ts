// The CSV data download: one row per local day (UTF-8 with BOM, commas, CRLF, Spanish header).
// Written by the one CSV writer (src/lib/csv.ts), which guards formula cells.
import type { Kysely } from 'kysely';
import type { ReportStation } from '@/api/generated/reports.gen';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { Database } from '../../../db/schema';
import { DEFAULT_PROMPT_SERVICE_SECONDS } from '../../serviceMetrics';
import { fuelStats, readPrices, round2 } from './prices';
import { readDayFacts } from './queries';
import { dayConversion, round1 } from './totals';

const HEADER = [
  'Fecha',
  'Estación',
  'Precio regular',
  'Precio premium',
  'Precio diésel',
  'Promedio regular competencia',
  'Llegadas',
  'Atendidos',
  'Espera promedio (s)',
  'Servicio promedio (s)',
  'Pasaron',
  'Entraron',
  'Conversión (%)',
  'Tickets',
  'Litros',
  'Ventas',
  'Contado',
  'Crédito',
];

export async function rangeCsv(
  db: Kysely<Database>,
  station: ReportStation,
  start: string,
  end: string,
): Promise<string> {
  const [facts, prices] = await Promise.all([
    readDayFacts(db, station.id, station.time_zone, start, end, DEFAULT_PROMPT_SERVICE_SECONDS),
    readPrices(db, station.id, start, end),
  ]);
  const rows: CsvValue[][] = [HEADER];
  facts.forEach((d, i) => {
    const regular = fuelStats(prices, 'regular', i);
    const served = d.gasServices + d.dieselServices;
    rows.push([
      d.day,
      station.name,
      regular.own,
      prices.own.daily.premium[i] ?? null,
      prices.own.daily.diesel[i] ?? null,
      regular.avg,
      d.arrivals,
      d.attended,
      d.attended ? round1(d.waitSum / d.attended) : null,
      served ? round1((d.gasSeconds + d.dieselSeconds) / served) : null,
      d.passes,
      d.entries,
      dayConversion(d),
      d.tickets,
      round2(d.liters),
      round2(d.amount),
      round2(d.cash),
      round2(d.credit),
    ]);
  });
  return toCsv(rows);
}
