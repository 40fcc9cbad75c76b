// The CSV data download: one row per local day (UTF-8 with BOM, commas, CRLF, Spanish header).
// Cells that a spreadsheet would read as a formula are prefixed with a quote.
import type { Kysely } from 'kysely';
import type { ReportStation } from '@/api/generated/reports.gen';
import type { Database } from '../../../db/schema';
import { DEFAULT_PROMPT_SERVICE_SECONDS } from '../../serviceMetrics/metricDefinitions';
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

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  const lines = [HEADER.map(csvCell).join(',')];
  facts.forEach((d, i) => {
    const regular = fuelStats(prices, 'regular', i);
    const served = d.gasServices + d.dieselServices;
    lines.push(
      [
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
      ]
        .map(csvCell)
        .join(','),
    );
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
