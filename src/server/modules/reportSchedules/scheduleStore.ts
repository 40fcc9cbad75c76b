// Report schedules (the spec's report configurations) of one owner (a station or a user):
// created with defaults the first time they are read, listed in the order of the report types,
// and saved with their contacts in one transaction with the job schedule they drive
// (configSchedules.ts).
import { sql, type Kysely } from 'kysely';
import type { ReportSchedule, ReportScheduleInput } from '@/api/generated/reportSchedules.gen';
import type { Database, ReportType } from '../../db/schema';
import { HttpError, type FieldError } from '../../errors';
import { defaultSchedule, REPORT_TYPE_ORDER } from './reportDefaults';
import { syncReportSchedules } from './configSchedules';

export type Owner = { kind: 'station'; id: number } | { kind: 'user'; id: number };

const ownerColumn = (owner: Owner) => (owner.kind === 'station' ? 'gas_station_id' : 'user_id');

export async function ensureDefaults(db: Kysely<Database>, owner: Owner): Promise<void> {
  await db
    .insertInto('report_configurations')
    .values(
      REPORT_TYPE_ORDER.map((type) => ({
        [ownerColumn(owner)]: owner.id,
        report_type: type,
        ...defaultSchedule(type),
      })),
    )
    .onConflict((oc) => oc.columns([ownerColumn(owner), 'report_type']).doNothing())
    .execute();
}

type ScheduleRow = {
  id: number;
  report_type: ReportType;
  enabled: boolean;
  periodicity: ReportSchedule['periodicity'];
  weekday: number | null;
  day_of_month: number | null;
  send_time: string;
  channel: ReportSchedule['channel'];
  updated_at: Date;
};

async function withContacts(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  isAllowed: (type: ReportType) => boolean,
): Promise<ReportSchedule[]> {
  const links =
    rows.length === 0
      ? []
      : await db
          .selectFrom('report_configuration_contacts')
          .select(['report_configuration_id', 'contact_id'])
          .where(
            'report_configuration_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('contact_id')
          .execute();
  return rows.map((r) => ({
    ...r,
    contact_ids: links.filter((l) => l.report_configuration_id === r.id).map((l) => l.contact_id),
    allowed: isAllowed(r.report_type),
    updated_at: r.updated_at.toISOString(),
  }));
}

const SCHEDULE_COLUMNS = [
  'id',
  'report_type',
  'enabled',
  'periodicity',
  'weekday',
  'day_of_month',
  'send_time',
  'channel',
  'updated_at',
] as const;

export async function listSchedules(
  db: Kysely<Database>,
  owner: Owner,
  isAllowed: (type: ReportType) => boolean,
): Promise<ReportSchedule[]> {
  await ensureDefaults(db, owner);
  const rows = await db
    .selectFrom('report_configurations')
    .select(SCHEDULE_COLUMNS)
    .where(ownerColumn(owner), '=', owner.id)
    .execute();
  rows.sort(
    (a, b) => REPORT_TYPE_ORDER.indexOf(a.report_type) - REPORT_TYPE_ORDER.indexOf(b.report_type),
  );
  return withContacts(db, rows, isAllowed);
}

export async function findOwner(
  db: Kysely<Database>,
  id: number,
): Promise<{ owner: Owner; reportType: ReportType } | null> {
  const row = await db
    .selectFrom('report_configurations')
    .select(['gas_station_id', 'user_id', 'report_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const owner: Owner =
    row.gas_station_id !== null
      ? { kind: 'station', id: row.gas_station_id }
      : { kind: 'user', id: row.user_id! };
  return { owner, reportType: row.report_type };
}

/** The schedule fields the periodicity does not use are cleared; the one it uses is required. */
function normalizedSchedule(input: ReportScheduleInput): {
  weekday: number | null;
  day_of_month: number | null;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const weekday = input.periodicity === 'weekly' ? (input.weekday ?? null) : null;
  const day = input.periodicity === 'monthly' ? (input.day_of_month ?? null) : null;
  if (input.periodicity === 'weekly' && weekday === null) {
    errors.push({ field: 'body.weekday', rule: 'required', message: 'Elige el día de la semana' });
  }
  if (input.periodicity === 'monthly' && day === null) {
    errors.push({ field: 'body.day_of_month', rule: 'required', message: 'Elige el día del mes' });
  }
  return { weekday, day_of_month: day, errors };
}

/**
 * Checks the contacts against the owner (`contactsOf` gives those the owner may use) and the
 * channel, then saves. Throws 400 with per-field errors.
 */
export async function saveSchedule(
  db: Kysely<Database>,
  id: number,
  input: ReportScheduleInput,
  contactsOf: () => Promise<{ id: number; email: string | null; telephone: string | null }[]>,
  isAllowed: (type: ReportType) => boolean,
): Promise<ReportSchedule> {
  const schedule = normalizedSchedule(input);
  const errors = [...schedule.errors];
  const contactIds = input.contact_ids ?? [];
  const usable = new Map((await contactsOf()).map((c) => [c.id, c]));
  const unknown = contactIds.filter((c) => !usable.has(c));
  if (unknown.length > 0) {
    errors.push({
      field: 'body.contact_ids',
      rule: 'contactAccess',
      message: 'Un contacto elegido no tiene acceso a esta gasolinera',
    });
  } else {
    const unreachable = contactIds.filter((c) =>
      input.channel === 'email' ? !usable.get(c)!.email : !usable.get(c)!.telephone,
    );
    if (unreachable.length > 0) {
      errors.push({
        field: 'body.contact_ids',
        rule: 'channel',
        message:
          input.channel === 'email'
            ? 'Un contacto elegido no tiene correo'
            : 'Un contacto elegido no tiene teléfono para WhatsApp',
      });
    }
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);

  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('report_configurations')
      .set({
        enabled: input.enabled,
        periodicity: input.periodicity,
        weekday: schedule.weekday,
        day_of_month: schedule.day_of_month,
        send_time: input.send_time,
        channel: input.channel,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(SCHEDULE_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('report_configuration_contacts')
      .where('report_configuration_id', '=', id)
      .execute();
    if (contactIds.length > 0) {
      await trx
        .insertInto('report_configuration_contacts')
        .values(contactIds.map((contact_id) => ({ report_configuration_id: id, contact_id })))
        .execute();
    }
    // Its schedule in the job mechanism follows: a new cadence fires next at its first
    // occurrence from now, a disabled configuration has none.
    await syncReportSchedules(trx, { configurationIds: [id] });
    const [saved] = await withContacts(trx, [row], isAllowed);
    return saved!;
  });
}

export async function stationExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const station = await db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return station !== undefined;
}

/** The contacts that may receive a station's reports: those given the station. */
export function contactsOfStation(db: Kysely<Database>, stationId: number) {
  return db
    .selectFrom('contacts as c')
    .innerJoin('contact_gas_stations as cg', 'cg.contact_id', 'c.id')
    .select(['c.id', 'c.email', 'c.telephone'])
    .where('cg.gas_station_id', '=', stationId)
    .execute();
}

/** The contacts that may receive a user's reports: their customer's (none without one). */
export function contactsOfCustomer(db: Kysely<Database>, customerId: number | null) {
  return customerId === null
    ? Promise.resolve([])
    : db
        .selectFrom('contacts')
        .select(['id', 'email', 'telephone'])
        .where('customer_id', '=', customerId)
        .execute();
}
