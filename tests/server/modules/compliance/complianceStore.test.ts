// The compliance store's start-up realignment: months checked under another
// COMPLIANCE_MONTHLY_DUE_DAY get the due date the setting now gives, on both databases.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { alignMonthlyDueDates } from '@/server/modules/compliance/complianceStore';
import { monthlyDueDate } from '@/server/modules/compliance/monthChecks';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
});
afterAll(() => database?.close());

const month = (stationId: number, first: string, dueDate: string) => ({
  gas_station_id: stationId,
  month: first,
  checked_at: new Date(),
  checked_on: first,
  days_due: 0,
  days_received: 0,
  days_with_findings: 0,
  days_missing: 0,
  findings: 0,
  high: 0,
  medium: 0,
  low: 0,
  monthly_state: 'missing' as const,
  due_date: dueDate,
});

it('moves the stored due dates to the due day now set, and only those that differ', async () => {
  const customer = await db
    .insertInto('customers')
    .values({ name: 'Gas Norte', legal_name: 'Gas Norte SA de CV' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const station = await db
    .insertInto('gas_stations')
    .values({ name: 'Gas Norte', permission: 'PL/40001/EXP/ES/2016', customer_id: customer.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('compliance_months')
    .values([
      month(station.id, '2026-03-01', monthlyDueDate('2026-03', 3)),
      month(station.id, '2026-12-01', monthlyDueDate('2026-12', 3)),
    ])
    .execute();
  const dueDates = async () =>
    (
      await db
        .selectFrom('compliance_months')
        .select((eb) => eb.cast<string>('due_date', 'text').as('due'))
        .where('gas_station_id', '=', station.id)
        .orderBy('month')
        .execute()
    ).map((row) => row.due);

  expect(await alignMonthlyDueDates(db, 3)).toBe(0);
  expect(await dueDates()).toEqual(['2026-05-03', '2027-02-03']);
  expect(await alignMonthlyDueDates(db, 17)).toBe(2);
  expect(await dueDates()).toEqual([monthlyDueDate('2026-03', 17), monthlyDueDate('2026-12', 17)]);
  expect(await dueDates()).toEqual(['2026-05-17', '2027-02-17']);
});
