// The demo's reports tree (the files screen): for each customer, a folder per station with
// daily, weekly and monthly price reports (PDF, CSV, XLSX) made from real regulator prices
// (January 2022's fixture: archived reports; the database holds the later 75-day history) and
// each station's nearest real competitors, a summary at the top, and some empty folders; plus a 'default' folder (users without a customer, administrators) with the
// regulator's price snapshots. Called by loadDemo inside its transaction: the catalogue rows
// commit with the rest of the demo. Objects already in storage are kept as they are (the
// documents are deterministic), so a second database on the same storage loads quickly.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { defaultFilePrefix } from '@/lib/filePaths';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { catalogueTree, type FileEntry, storageKeyOf } from '../modules/files';
import type { CrePrice } from '../modules/prices';
import { createStorage, type ObjectStorage } from '../storage';
import { contentTypeOf } from '../storage/objectKeys';
import {
  FUELS,
  priceReportCsv,
  priceReportPdf,
  priceReportXlsx,
  snapshotCsv,
  spanishDate,
  type Fuel,
  type PriceReport,
  type StationPrices,
} from './filesDemoDocuments';

/** Competitors in the reports: the nearest ones within this distance. */
const COMPETITOR_RADIUS_KM = 8;
const MAX_COMPETITORS = 5;

export interface FilesDemoSummary {
  files: number;
  folders: number;
}

interface Place {
  placeId: number;
  name: string;
  permit: string;
  latitude: number | null;
  longitude: number | null;
}

function distanceKm(a: Place, b: Place): number {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) {
    return Number.POSITIVE_INFINITY;
  }
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A path segment from a station name ('/' would split it). */
const segment = (name: string) => name.replace(/[/\\]/g, '-').replace(/\s+/g, ' ').trim();

/** 7:00 in Mexico City (UTC-6) of a 'YYYY-MM-DD' day, when the daily report is issued. */
const morningOf = (date: string) => new Date(`${date}T13:00:00.000Z`);

interface PlannedFile {
  path: string;
  issuedAt: Date;
  build: () => Promise<Buffer> | Buffer;
}

export async function loadFilesDemo(
  trx: Kysely<Database>,
  /** The prices the reports show: the January 2022 fixture's (creFixture.ts). */
  reportPrices: CrePrice[],
  storage: ObjectStorage = createStorage(
    loadConfig().storage,
    // The demo only writes objects; it never signs URLs.
    randomBytes(32).toString('hex'),
  ),
): Promise<FilesDemoSummary> {
  const places = new Map<number, Place>(
    (
      await trx
        .selectFrom('cre_places')
        .select(['place_id', 'name', 'permit', 'latitude', 'longitude'])
        .execute()
    ).map((p) => [
      p.place_id,
      {
        placeId: p.place_id,
        name: p.name ?? p.permit,
        permit: p.permit,
        latitude: p.latitude,
        longitude: p.longitude,
      },
    ]),
  );
  const pricesByPlace = new Map<number, Map<string, Partial<Record<Fuel, number>>>>();
  // The archived reports are January 2022's: the database's prices are a later history.
  const allPrices = reportPrices
    .map((p) => ({ place_id: p.placeId, fuel: p.fuel, price_date: p.priceDate, price: p.price }))
    .sort(
      (a, b) =>
        a.price_date.localeCompare(b.price_date) ||
        a.place_id - b.place_id ||
        a.fuel.localeCompare(b.fuel),
    );
  for (const p of allPrices) {
    const byDate = pricesByPlace.get(p.place_id) ?? new Map();
    pricesByPlace.set(p.place_id, byDate);
    byDate.set(p.price_date, { ...byDate.get(p.price_date), [p.fuel]: p.price });
  }
  const dates = [...new Set(allPrices.map((p) => p.price_date))].sort();
  if (dates.length === 0) return { files: 0, folders: 0 };
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const monthName = spanishDate(first).replace(/^\d+ de /, ''); // 'enero de 2022'

  const stationPrices = (place: Place, from: Place): StationPrices => ({
    name: place.name,
    permit: place.permit,
    distanceKm: distanceKm(from, place) === Number.POSITIVE_INFINITY ? 0 : distanceKm(from, place),
    prices: pricesByPlace.get(place.placeId) ?? new Map(),
  });

  const stations = await trx
    .selectFrom('gas_stations as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select(['g.id', 'g.name', 'g.cre_place_id', 'g.customer_gas_station_id', 'c.legal_name'])
    .orderBy('g.id')
    .execute();

  const planned: PlannedFile[] = [];
  const emptyFolders: string[] = [];
  const summaries = new Map<string, PriceReport[]>();

  for (const station of stations) {
    const place = station.cre_place_id === null ? undefined : places.get(station.cre_place_id);
    if (!place) continue;
    const root = defaultFilePrefix(station.legal_name);
    const folder = `${root}${segment(`${station.customer_gas_station_id ?? station.id} ${station.name}`)}/`;
    const competitors = [...places.values()]
      .filter((p) => p.placeId !== place.placeId && pricesByPlace.has(p.placeId))
      .map((p) => ({ p, km: distanceKm(place, p) }))
      .filter(({ km }) => km <= COMPETITOR_RADIUS_KM)
      .sort((a, b) => a.km - b.km || a.p.placeId - b.p.placeId)
      .slice(0, MAX_COMPETITORS)
      .map(({ p }) => stationPrices(p, place));
    const report = (title: string, period: string, reportDates: string[], issuedAt: Date) => ({
      title,
      period,
      dates: reportDates,
      station: stationPrices(place, place),
      competitors,
      issuedAt,
    });

    for (const date of dates) {
      const daily = report('Reporte diario de precios', spanishDate(date), [date], morningOf(date));
      planned.push(
        {
          path: `${folder}Reportes diarios/Reporte diario ${date}.pdf`,
          issuedAt: daily.issuedAt,
          build: () => priceReportPdf(daily),
        },
        {
          path: `${folder}Reportes diarios/Precios de la competencia ${date}.csv`,
          issuedAt: daily.issuedAt,
          build: () => priceReportCsv(daily),
        },
      );
    }
    const weekEnd = new Date(morningOf(last).getTime() + 24 * 3600 * 1000);
    const weekly = report(
      'Reporte semanal de precios',
      `Del ${spanishDate(first)} al ${spanishDate(last)}`,
      dates,
      weekEnd,
    );
    planned.push(
      {
        path: `${folder}Reportes semanales/Reporte semanal ${first} a ${last}.pdf`,
        issuedAt: weekEnd,
        build: () => priceReportPdf(weekly),
      },
      {
        path: `${folder}Reportes semanales/Precios semana ${first} a ${last}.csv`,
        issuedAt: weekEnd,
        build: () => priceReportCsv(weekly),
      },
    );
    const monthEnd = new Date('2022-02-01T13:00:00.000Z');
    const monthly = report('Reporte mensual de precios', monthName, dates, monthEnd);
    planned.push(
      {
        path: `${folder}Reportes mensuales/Reporte mensual ${monthName}.pdf`,
        issuedAt: monthEnd,
        build: () => priceReportPdf(monthly),
      },
      {
        path: `${folder}Reportes mensuales/Precios ${monthName}.xlsx`,
        issuedAt: monthEnd,
        build: () => priceReportXlsx(monthly),
      },
    );
    emptyFolders.push(`${folder}Facturación/`, `${folder}Documentación técnica/`);
    summaries.set(root, [...(summaries.get(root) ?? []), monthly]);
  }

  for (const [root, reports] of summaries) {
    const issuedAt = new Date('2022-02-01T14:00:00.000Z');
    planned.push({
      path: `${root}Resumen de estaciones ${monthName}.csv`,
      issuedAt,
      build: () =>
        Buffer.concat(
          reports.map((r, i) => {
            const csv = priceReportCsv({ ...r, competitors: [] });
            // One header and one byte-order mark for the whole file.
            return i === 0
              ? csv
              : Buffer.from(csv.toString('utf8').split('\r\n').slice(1).join('\r\n'));
          }),
        ),
    });
  }

  // The regulator-wide folder: every price of each snapshot.
  const defaultRoot = defaultFilePrefix(null);
  for (const date of dates) {
    planned.push({
      path: `${defaultRoot}Precios CRE/Precios CRE ${date}.csv`,
      issuedAt: morningOf(date),
      build: () =>
        snapshotCsv(
          date,
          allPrices
            .filter((p) => p.price_date === date)
            .map((p) => ({
              permit: places.get(p.place_id)?.permit ?? String(p.place_id),
              name: places.get(p.place_id)?.name ?? '',
              fuel: p.fuel as Fuel,
              price: p.price,
            }))
            .filter((p) => FUELS.includes(p.fuel)),
        ),
    });
  }
  emptyFolders.push(`${defaultRoot}Por clasificar/`);

  const files: FileEntry[] = [];
  for (const file of planned) {
    const key = storageKeyOf(file.path);
    const info = (await storage.head(key)) ?? (await storage.put(key, await file.build()));
    files.push({
      path: file.path,
      size: info.size,
      contentType: contentTypeOf(file.path),
      lastModified: file.issuedAt,
    });
  }
  for (const folder of emptyFolders) await storage.createFolder(storageKeyOf(folder));
  const folderDate = morningOf(first);
  await catalogueTree(
    trx,
    files,
    emptyFolders.map((path) => ({ path, lastModified: folderDate })),
  );
  const folders = new Set(
    [...files.map((f) => f.path), ...emptyFolders].flatMap((p) => {
      const parts = p.split('/').filter(Boolean);
      const count = p.endsWith('/') ? parts.length : parts.length - 1;
      return parts.slice(0, count).map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
    }),
  );
  return { files: files.length, folders: folders.size };
}
