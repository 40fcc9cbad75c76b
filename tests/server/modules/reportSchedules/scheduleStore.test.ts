// The report schedules' store: an owner's schedules are made with their defaults the first time
// they are read (once, even read twice at once), listed in the order of the report types with
// their contacts; saving clears the fields the periodicity does not use, refuses a contact the
// owner may not use or cannot reach on the channel, and keeps the job schedule in step.
import type { Kysely } from 'kysely';
import type { ReportScheduleInput } from '@/api/generated/reportSchedules.gen';
import type { Database, ReportType } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import { REPORT_TYPE_ORDER } from '@/server/modules/reportSchedules/reportDefaults';
import {
  contactsOfCustomer,
  contactsOfStation,
  findOwner,
  listSchedules,
  saveSchedule,
  type Owner,
} from '@/server/modules/reportSchedules/scheduleStore';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let db: Kysely<Database>;
let customer: number;
let station: number;
let user: number;
/** Contacts of the customer: given the station with e-mail, given it with telephone only, not given it. */
let withMail: number;
let phoneOnly: number;
let elsewhere: number;

const allowed = (type: ReportType) => type !== 'traffic_sensitivity';
const weekly: ReportScheduleInput = {
  enabled: true,
  periodicity: 'weekly',
  weekday: 3,
  day_of_month: 15,
  send_time: '07:30',
  channel: 'email',
  contact_ids: [],
};

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Programas', legal_name: 'Programas SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  station = (
    await db
      .insertInto('gas_stations')
      .values({ customer_id: customer, name: 'Centro', permission: 'PL/77/EXP/ES/2026' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  user = (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        name: 'Usuaria',
        username: 'usuaria-programas',
        email: 'usuaria@programas.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const contact = async (name: string, email: string | null, telephone: string | null) =>
    (
      await db
        .insertInto('contacts')
        .values({ customer_id: customer, name, email, telephone })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  withMail = await contact('Correo', 'correo@programas.mx', null);
  phoneOnly = await contact('Teléfono', null, '5512345678');
  elsewhere = await contact('Otra', 'otra@programas.mx', '5587654321');
  await db
    .insertInto('contact_gas_stations')
    .values([
      { contact_id: withMail, gas_station_id: station },
      { contact_id: phoneOnly, gas_station_id: station },
    ])
    .execute();
});
afterAll(() => s.close());

const byNumber = (a: number, b: number) => a - b;
const stationOwner = (): Owner => ({ kind: 'station', id: station });

it('makes an owner’s schedules with their defaults once, in the order of the report types', async () => {
  const [first, second] = await Promise.all([
    listSchedules(db, stationOwner(), allowed),
    listSchedules(db, stationOwner(), allowed),
  ]);
  expect(first!.map((r) => r.report_type)).toEqual([...REPORT_TYPE_ORDER]);
  expect(second!.map((r) => r.id)).toEqual(first!.map((r) => r.id));
  const count = await db
    .selectFrom('report_configurations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('gas_station_id', '=', station)
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(REPORT_TYPE_ORDER.length);
  const byType = new Map(first!.map((r) => [r.report_type, r]));
  expect(byType.get('monthly')).toMatchObject({
    periodicity: 'monthly',
    day_of_month: 1,
    weekday: null,
  });
  expect(byType.get('daily')).toMatchObject({
    periodicity: 'daily',
    day_of_month: null,
    weekday: null,
  });
  expect(byType.get('traffic_sensitivity')!.allowed).toBe(false);
  expect(byType.get('weekly')!.allowed).toBe(true);
  // A user's are their own.
  const mine = await listSchedules(db, { kind: 'user', id: user }, allowed);
  expect(mine.map((r) => r.id).some((id) => byType.get('weekly')!.id === id)).toBe(false);
  expect(await findOwner(db, mine[0]!.id)).toEqual({
    owner: { kind: 'user', id: user },
    reportType: mine[0]!.report_type,
  });
  expect(await findOwner(db, byType.get('weekly')!.id)).toEqual({
    owner: { kind: 'station', id: station },
    reportType: 'weekly',
  });
  expect(await findOwner(db, 999_999)).toBeNull();
});

describe('saving a schedule', () => {
  let id: number;
  const contactsOf = () => contactsOfStation(db, station);
  const refusal = async (input: ReportScheduleInput) => {
    const error = await saveSchedule(db, id, input, contactsOf, allowed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  };
  const jobSchedule = () =>
    db
      .selectFrom('job_schedules')
      .select(['key', 'enabled'])
      .where('report_configuration_id', '=', id)
      .execute();
  beforeAll(async () => {
    id = (await listSchedules(db, stationOwner(), allowed)).find(
      (r) => r.report_type === 'weekly',
    )!.id;
  });

  it('clears what the periodicity does not use and keeps its contacts and job schedule', async () => {
    const saved = await saveSchedule(
      db,
      id,
      { ...weekly, contact_ids: [withMail] },
      contactsOf,
      allowed,
    );
    expect(saved).toMatchObject({
      id,
      periodicity: 'weekly',
      weekday: 3,
      day_of_month: null,
      send_time: '07:30',
      contact_ids: [withMail],
    });
    expect(await jobSchedule()).toEqual([{ key: `config:${id}`, enabled: true }]);
    const monthly = await saveSchedule(
      db,
      id,
      { ...weekly, periodicity: 'monthly', channel: 'whatsapp', contact_ids: [phoneOnly] },
      contactsOf,
      allowed,
    );
    expect(monthly).toMatchObject({ weekday: null, day_of_month: 15, contact_ids: [phoneOnly] });
    // Disabled: no job schedule left.
    await saveSchedule(db, id, { ...weekly, enabled: false }, contactsOf, allowed);
    expect(await jobSchedule()).toEqual([]);
  });

  it('refuses a missing day, a contact not given the station, or one not reachable', async () => {
    expect(await refusal({ ...weekly, weekday: null })).toBe('Elige el día de la semana');
    expect(await refusal({ ...weekly, periodicity: 'monthly', day_of_month: null })).toBe(
      'Elige el día del mes',
    );
    expect(await refusal({ ...weekly, contact_ids: [elsewhere] })).toBe(
      'Un contacto elegido no tiene acceso a esta gasolinera',
    );
    expect(await refusal({ ...weekly, contact_ids: [phoneOnly] })).toBe(
      'Un contacto elegido no tiene correo',
    );
    expect(await refusal({ ...weekly, channel: 'whatsapp', contact_ids: [withMail] })).toBe(
      'Un contacto elegido no tiene teléfono para WhatsApp',
    );
    // Nothing was saved.
    const [row] = (await listSchedules(db, stationOwner(), allowed)).filter((r) => r.id === id);
    expect(row!.enabled).toBe(false);
  });
});

it('offers a station’s contacts to its schedules, and a customer’s to its users', async () => {
  expect((await contactsOfStation(db, station)).map((c) => c.id).sort(byNumber)).toEqual(
    [withMail, phoneOnly].sort(byNumber),
  );
  expect((await contactsOfCustomer(db, customer)).map((c) => c.id).sort(byNumber)).toEqual(
    [withMail, phoneOnly, elsewhere].sort(byNumber),
  );
  expect(await contactsOfCustomer(db, null)).toEqual([]);
});
