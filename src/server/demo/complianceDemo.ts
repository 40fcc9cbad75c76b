// The compliance part of the demo: for the first two stations of the main customer, the SAT
// daily reports of the last complete month and its monthly report (satReports.ts), each day's
// deliveries the litres of the station's demo sales tickets, received through the product's
// intake (compliance's receiveReports, as an upload of a .zip would be: validated by the SAT's
// schemas, checked to be the station's, stored with its facts and checked), with five faults
// built in: a missing day, a 0.8 % balance gap without its event 7 and a continuity break at
// the first station; an expired calibration and a receipt's CFDI short of its volume at the
// second. Then a rule per compliance alert kind, owned by the demo administrator (the kinds are
// administrators'), whose alerts are replayed over that history. Runs after the rest of the
// demo is committed: the intake takes its own transaction.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import JSZip from 'jszip';
import { daysThrough, firstOfMonth, lastOfMonth, todayIn } from '@/lib/dates/calendarDates';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { replayIntoAlerts } from '../modules/alerts';
import { receiveReports } from '../modules/compliance';
import { dailyTicketLitres } from '../modules/tickets';
import { createStorage, type ObjectStorage } from '../storage';
import { DEMO_CUSTOMERS } from './demoDataSet';
import { stationMonthReports, type MonthFaults } from './satReports';

/** The faults of each demo station's month, by the month's first day. */
export function demoMonthFaults(first: string): [MonthFaults, MonthFaults] {
  const day = (n: number) => `${first.slice(0, 8)}${String(n).padStart(2, '0')}`;
  return [
    {
      missingDay: day(12),
      balanceGap: { day: day(8), product: 1, share: 0.008 },
      continuityBreak: { day: day(20), product: 3, litres: 180 },
    },
    {
      expiredCalibration: { product: 2, until: day(15) },
      cfdiShortfall: { day: day(18), product: 3, litres: 400 },
    },
  ];
}

export const DEMO_COMPLIANCE_RULES = [
  {
    name: 'Falta un reporte diario del SAT a las 12:00',
    condition_kind: 'compliance_report_missing' as const,
    parameters: { hours: 12 },
    severity: 'critical' as const,
  },
  {
    name: 'Diferencias de volumen en los reportes del SAT',
    condition_kind: 'compliance_mismatch' as const,
    parameters: {},
    severity: 'warning' as const,
  },
  {
    name: 'Reporte mensual del SAT por vencer',
    condition_kind: 'compliance_monthly_due' as const,
    parameters: {},
    severity: 'warning' as const,
  },
];

export interface ComplianceDemoSummary {
  month: string;
  stations: number[];
  files: number;
  alerts: number;
}

export async function loadComplianceDemo(
  db: Kysely<Database>,
  storage: ObjectStorage = createStorage(loadConfig().storage, randomBytes(32).toString('hex')),
  now: Date = new Date(),
): Promise<ComplianceDemoSummary> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'rfc'])
    .where('legal_name', '=', DEMO_CUSTOMERS[0]!.legal_name)
    .executeTakeFirstOrThrow();
  const stations = await db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'time_zone'])
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .limit(2)
    .execute();
  const first = firstOfMonth(todayIn(stations[0]?.time_zone, now), -1);
  const month = first.slice(0, 7);
  const faults = demoMonthFaults(first);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.surtidor.mx')
    .executeTakeFirst();
  let files = 0;
  for (const [index, station] of stations.entries()) {
    const days = daysThrough(first, lastOfMonth(first));
    const tickets = await dailyTicketLitres(
      db,
      station.id,
      first,
      lastOfMonth(first),
      station.time_zone,
    );
    const reports = stationMonthReports({
      identity: {
        rfc: customer.rfc!,
        permit: station.permission!,
        installationKey: `EDS-${String(station.id).padStart(4, '0')}`,
        description: `Estación de servicio ${station.name}`,
      },
      month,
      days,
      sold: new Map(tickets.map((t) => [`${t.day}|${t.product}`, t.litres])),
      faults: faults[index],
    });
    const zip = new JSZip();
    for (const r of [...reports.daily, reports.monthly]) {
      zip.file(r.name, JSON.stringify(r.json, null, 2));
    }
    const result = await receiveReports(
      db,
      storage,
      {
        stationId: station.id,
        name: `SAT_${month}_${station.id}.zip`,
        bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
        month,
        source: 'upload',
        receivedBy: admin?.id ?? null,
      },
      { today: todayIn(station.time_zone, now) },
    );
    if (!result.ok) {
      throw new Error(
        `The demo's SAT reports were refused: ${result.refused.map((r) => `${r.name}: ${r.message}`).join('; ')}`,
      );
    }
    files += result.files.length;
  }
  let alerts = 0;
  if (stations.length > 0) {
    for (const rule of DEMO_COMPLIANCE_RULES) {
      const row = await db
        .insertInto('alert_rules')
        .values({
          customer_id: customer.id,
          owner_id: admin?.id ?? null,
          name: rule.name,
          condition_kind: rule.condition_kind,
          parameters: JSON.stringify(rule.parameters),
          severity: rule.severity,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('alert_rule_stations')
        .values(stations.map((s) => ({ rule_id: row.id, gas_station_id: s.id })))
        .execute();
      alerts += await replayIntoAlerts(db, row.id);
    }
  }
  return { month, stations: stations.map((s) => s.id), files, alerts };
}
