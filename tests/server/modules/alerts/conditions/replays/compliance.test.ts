// The SAT compliance conditions' replay: the 30 days up to today, each evaluated at its end
// (today: now) over the stations' rows read once, so each day sees only the reports received by
// then; null for stations that never sent a report. Nothing is written.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { addDays, todayIn } from '@/lib/dates/calendarDates';
import { PREVIEW_DAYS, replayCompliance } from '@/server/modules/alerts/conditions/replays';
import { complianceReportMissing } from '@/server/modules/alerts/conditions/compliance';
import type { Evaluator } from '@/server/modules/alerts/conditions/types';
import { freshTestDatabase, type TestDatabase } from '../../../../../support/databaseTemplates';

const ZONE = 'UTC';
let database: TestDatabase;
let db: Kysely<Database>;
let station: number;
let quiet: number;
const today = todayIn(ZONE);

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Repeticion SAT', legal_name: 'Repeticion SAT SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const insert = async (name: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({
          customer_id: customer,
          name,
          permission: `PL/${name}/EXP/ES/2026`,
          time_zone: ZONE,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  station = await insert('ConReportes');
  quiet = await insert('SinReportes');
  // Reports of every day from 40 days ago to 11 days ago, each received at 01:00 the day after;
  // then nothing until 5 days ago, whose report came 2 days ago.
  const days = Array.from({ length: 30 }, (_, i) => addDays(today, -40 + i));
  for (const day of [...days, addDays(today, -5)]) {
    const received =
      day === addDays(today, -5)
        ? new Date(`${addDays(today, -2)}T01:00:00Z`)
        : new Date(`${addDays(day, 1)}T01:00:00Z`);
    await db
      .insertInto('compliance_files')
      .values({
        gas_station_id: station,
        kind: 'daily',
        day,
        month: `${day.slice(0, 7)}-01`,
        name: `D_${day}.json`,
        sha256: day,
        size: 1,
        storage_key: `k/${day}`,
        source: 'upload',
        received_at: received,
      })
      .execute();
  }
});
afterAll(() => database.close());

it('evaluates the end of each of the 30 days to today, over the reports received by then', async () => {
  const seen: { now: Date; stations: readonly number[] }[] = [];
  const spy: Evaluator<'compliance'> = (parameters, stationIds, rows, now) => {
    seen.push({ now, stations: stationIds });
    return complianceReportMissing.evaluate(parameters, stationIds, rows, now);
  };
  const before = Date.now();
  const replay = await replayCompliance(db, { hours: 2 }, [station], spy);
  expect(replay).not.toBeNull();
  if (replay === null) return;
  expect(replay.to).toBe(today);
  expect(replay.from).toBe(addDays(today, -(PREVIEW_DAYS - 1)));
  expect(replay.evaluations.map((e) => e.day)).toEqual(
    Array.from({ length: PREVIEW_DAYS + 1 }, (_, i) => addDays(today, -PREVIEW_DAYS + i)),
  );
  // Each day at its end (UTC); today at now.
  expect(seen[0]!.now.toISOString()).toBe(`${addDays(today, -PREVIEW_DAYS + 1)}T00:00:00.000Z`);
  expect(seen.at(-1)!.now.getTime()).toBeGreaterThanOrEqual(before);
  expect(seen.every((s) => s.stations.length === 1 && s.stations[0] === station)).toBe(true);
  const byDay = new Map(replay.evaluations.map((e) => [e.day, e.firings.map((f) => f.subjectKey)]));
  // Up to 11 days ago every report came at 01:00, within 2 hours of the day's end: nothing.
  expect(byDay.get(addDays(today, -11))).toEqual([]);
  // At the end of 4 days ago, 10..5 days ago are missing (5 days ago's came 2 days ago)...
  expect(byDay.get(addDays(today, -4))).toEqual(
    [-10, -9, -8, -7, -6, -5].map((d) => `day:${addDays(today, d)}`),
  );
  // ...and at the end of 2 days ago it is in.
  expect(byDay.get(addDays(today, -2))).not.toContain(`day:${addDays(today, -5)}`);
});

it('answers null for stations that never sent a report', async () => {
  expect(
    await replayCompliance(db, { hours: 2 }, [quiet], complianceReportMissing.evaluate),
  ).toBeNull();
});
