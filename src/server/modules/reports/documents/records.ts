// The report documents' typed records: price records by brand (the station and its
// competitors grouped by brand, each fuel's price averaged over the period) and volumetric
// data by date (the liters sold each day by product, from the sales tickets).
import type { Kysely } from 'kysely';
import type { ReportPriceRecord, ReportVolumetricRecord } from '@/api/generated/reports.gen';
import type { Database, FuelType } from '../../../db/schema';
import { round2, type PriceData, type PriceLine } from './prices';
import type { DayFacts } from './queries';

/** The registry brand of each place (one statement; places without a brand are left out). */
export async function readPlaceBrands(
  db: Kysely<Database>,
  placeIds: number[],
): Promise<Map<number, string>> {
  if (placeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cre_places')
    .select(['place_id', 'brand'])
    .where('place_id', 'in', placeIds)
    .where('brand', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.place_id, r.brand!]));
}

/** The place ids of the station's and its competitors' price lines. */
export const pricePlaceIds = (data: PriceData): number[] =>
  [data.own, ...data.rivals]
    .map((line) => line.source.placeId)
    .filter((id): id is number => id !== null);

const clean = (brand: string | null | undefined) => {
  const trimmed = brand?.trim();
  return trimmed ? trimmed : null;
};

/**
 * One record per brand among the station and its competitors, over the days of `data` from
 * `start` on: each fuel's price is the mean of the prices in force on each of those days at
 * each station of the brand (2 decimals), null when there is none. The station's brand is
 * `ownBrand` (the station's own) or else its place's registry brand.
 */
export function priceRecords(
  data: PriceData,
  start: string,
  ownBrand: string | null,
  placeBrands: Map<number, string>,
): ReportPriceRecord[] {
  const from = data.days.findIndex((day) => day >= start);
  const brandOf = (line: PriceLine) =>
    clean(line === data.own ? ownBrand : null) ??
    clean(line.source.placeId === null ? null : placeBrands.get(line.source.placeId));
  const groups = new Map<string, { brand: string | null; own: boolean; lines: PriceLine[] }>();
  for (const line of [data.own, ...data.rivals]) {
    const brand = brandOf(line);
    const key = brand === null ? '' : brand.toLocaleUpperCase('es-MX');
    const group = groups.get(key) ?? { brand, own: false, lines: [] };
    group.lines.push(line);
    group.own ||= line === data.own;
    groups.set(key, group);
  }
  const average = (lines: PriceLine[], fuel: FuelType) => {
    if (from < 0) return null;
    const values = lines.flatMap((line) =>
      line.daily[fuel].slice(from).filter((v): v is number => v !== null && v !== undefined),
    );
    return values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null;
  };
  return [...groups.values()]
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        Number(a.brand === null) - Number(b.brand === null) ||
        (a.brand ?? '').localeCompare(b.brand ?? '', 'es'),
    )
    .map((group) => ({
      brand: group.brand,
      regular_price: average(group.lines, 'regular'),
      premium_price: average(group.lines, 'premium'),
      diesel_price: average(group.lines, 'diesel'),
      stations: group.lines.length,
      own: group.own,
    }));
}

/** One record per day: liters by product, 0 for a product not sold, null on a day without tickets. */
export function volumetricData(days: DayFacts[]): ReportVolumetricRecord[] {
  return days.map((d) => {
    const liters = (i: number) => (d.tickets === 0 ? null : round2(d.litersByProduct[i] ?? 0));
    return { date: d.day, regular: liters(0), premium: liters(1), diesel: liters(2) };
  });
}
