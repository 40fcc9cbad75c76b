// POST /api/service_events with traffic events (vehicle_pass, vehicle_entry): stored once per
// camera and id, counted per local day of the station and vehicle class, refused whole.
import { DateTime } from 'luxon';
import type { CameraEvent } from '@/api/generated/serviceEvents.gen';
import { newCameraKey } from '@/server/access/cameraKeys';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let cameraKey: string;
let cameraId: number;
let stationId: number;
const ZONE = 'America/Tijuana';
/** A day well inside the 400-day limit, at the station's local time. */
const day = DateTime.now().setZone(ZONE).startOf('day').minus({ days: 20 });
const DAY = day.toISODate()!;
const NEXT_DAY = day.plus({ days: 1 }).toISODate()!;
const local = (hours: number, minutes = 0) => day.plus({ hours, minutes }).toUTC().toISO()!;

const send = (events: unknown[], key = cameraKey) =>
  server.inject({
    method: 'POST',
    url: '/api/service_events',
    headers: { 'x-camera-key': key },
    payload: { events },
  });

const stats = () =>
  server.db
    .selectFrom('traffic_daily_stats')
    .select(['day', 'vehicle_class', 'passes', 'entries'])
    .where('gas_station_id', '=', stationId)
    .orderBy('day')
    .orderBy('vehicle_class')
    .execute();
const storedEvents = () =>
  server.db
    .selectFrom('traffic_events')
    .select(['event_key', 'type', 'vehicle_class', 'vehicle_key', 'gas_station_id'])
    .where('camera_id', '=', cameraId)
    .orderBy('event_key')
    .execute();
const dayText = (d: unknown) =>
  d instanceof Date ? DateTime.fromJSDate(d).toISODate() : String(d).slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const station = await server.db
    .insertInto('gas_stations')
    .values({
      customer_id: 1,
      name: 'Estación Tijuana',
      permission: 'PL/99999/EXP/ES/2020',
      time_zone: ZONE,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  const key = newCameraKey();
  cameraKey = key.key;
  const camera = await server.db
    .insertInto('cameras')
    .values({
      customer_id: 1,
      gas_station_id: stationId,
      name: 'Cámara de calle',
      key_hash: key.keyHash,
      key_last4: key.keyLast4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  cameraId = camera.id;
});
afterAll(async () => {
  await server.close();
});

describe('traffic events', () => {
  it('refuses a malformed batch whole, naming the bad event, and writes nothing', async () => {
    const good: CameraEvent[] = [
      { id: 'g1', type: 'vehicle_pass', occurred_at: local(10), vehicle_class: 'autos' },
      { id: 'g2', type: 'vehicle_entry', occurred_at: local(10, 1), vehicle_class: 'autos' },
      { id: 'g3', visit_id: 'gv', type: 'vehicle_arrival', occurred_at: local(10, 1) },
    ];
    const cases: [unknown, number, string, string][] = [
      // A pass or entry needs its class; the message is the traffic event's, not the visit's.
      [
        { id: 'x', type: 'vehicle_pass', occurred_at: local(11) },
        400,
        'body.events[3].vehicle_class',
        'required',
      ],
      [
        { id: 'x', type: 'vehicle_entry', occurred_at: local(11), vehicle_class: 'tractores' },
        400,
        'body.events[3].vehicle_class',
        'enum',
      ],
      // Traffic has no visit.
      [
        {
          id: 'x',
          visit_id: 'v',
          type: 'vehicle_entry',
          occurred_at: local(11),
          vehicle_class: 'autos',
        },
        400,
        'body.events[3].visit_id',
        'additionalProperties',
      ],
      // Keys: 8..128 characters of a hex or base64url hash, never free text like a plate.
      [
        {
          id: 'x',
          type: 'vehicle_entry',
          occurred_at: local(11),
          vehicle_class: 'autos',
          vehicle_key: 'abc123',
        },
        400,
        'body.events[3].vehicle_key',
        'minLength',
      ],
      [
        {
          id: 'x',
          type: 'vehicle_entry',
          occurred_at: local(11),
          vehicle_class: 'autos',
          vehicle_key: 'ABC 123 A',
        },
        400,
        'body.events[3].vehicle_key',
        'pattern',
      ],
      [
        {
          id: 'x',
          type: 'vehicle_entry',
          occurred_at: local(11),
          vehicle_class: 'autos',
          vehicle_key: 'f'.repeat(129),
        },
        400,
        'body.events[3].vehicle_key',
        'maxLength',
      ],
      // Only entries carry a key.
      [
        {
          id: 'x',
          type: 'vehicle_pass',
          occurred_at: local(11),
          vehicle_class: 'autos',
          vehicle_key: 'a1b2c3d4e5f6',
        },
        422,
        'body.events[3].vehicle_key',
        'entryOnly',
      ],
      [
        {
          id: 'x',
          type: 'vehicle_pass',
          occurred_at: DateTime.now().plus({ hours: 1 }).toISO(),
          vehicle_class: 'motos',
        },
        422,
        'body.events[3].occurred_at',
        'notFuture',
      ],
      [
        {
          id: 'x',
          type: 'vehicle_pass',
          occurred_at: DateTime.now().minus({ days: 401 }).toISO(),
          vehicle_class: 'motos',
        },
        422,
        'body.events[3].occurred_at',
        'maxAge',
      ],
      [
        { id: 'x', type: 'vehicle_parked', occurred_at: local(11), vehicle_class: 'autos' },
        400,
        'body.events[3].type',
        'enum',
      ],
    ];
    for (const [bad, status, field, rule] of cases) {
      const res = await send([...good, bad]);
      expect(res.statusCode).toBe(status);
      const body = res.json() as { message: string; errors: { field: string; rule: string }[] };
      expect(body.errors).toContainEqual(expect.objectContaining({ field, rule }));
      // Only the bad event is named: no noise from the other kind of event's schema.
      expect(body.errors.every((e) => e.field.startsWith('body.events[3]'))).toBe(true);
    }
    expect(await storedEvents()).toEqual([]);
    expect(await stats()).toEqual([]);
    const visits = await server.db
      .selectFrom('service_events')
      .select('id')
      .where('camera_id', '=', cameraId)
      .execute();
    expect(visits).toEqual([]);
  });

  it('refuses the whole mixed batch when a visit goes backwards', async () => {
    const res = await send([
      { id: 'p1', type: 'vehicle_pass', occurred_at: local(9), vehicle_class: 'autos' },
      { id: 'b-s', visit_id: 'b', type: 'attention_start', occurred_at: local(9, 10) },
      { id: 'b-a', visit_id: 'b', type: 'vehicle_arrival', occurred_at: local(9, 20) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(await storedEvents()).toEqual([]);
    expect(await stats()).toEqual([]);
  });

  it('stores passes and entries and counts them in the station’s local day', async () => {
    const events: CameraEvent[] = [
      { id: 't1', type: 'vehicle_pass', occurred_at: local(8), vehicle_class: 'autos' },
      { id: 't2', type: 'vehicle_pass', occurred_at: local(8, 5), vehicle_class: 'autos' },
      { id: 't3', type: 'vehicle_pass', occurred_at: local(9), vehicle_class: 'camiones' },
      {
        id: 't4',
        type: 'vehicle_entry',
        occurred_at: local(8, 6),
        vehicle_class: 'autos',
        vehicle_key: 'a1b2c3d4e5f60718',
      },
      // 23:30 in Tijuana is the next day in UTC, but counts for this local day.
      { id: 't5', type: 'vehicle_pass', occurred_at: local(23, 30), vehicle_class: 'motos' },
      {
        id: 't6',
        type: 'vehicle_entry',
        occurred_at: local(23, 30),
        vehicle_class: 'motos',
        vehicle_key: 'Zm9vYmFyX2Jhei0xMjM',
      },
      // Just after local midnight: the next day.
      { id: 't7', type: 'vehicle_pass', occurred_at: local(24, 10), vehicle_class: 'autos' },
      // A service event in the same batch still makes its visit.
      {
        id: 's1',
        visit_id: 'sv',
        type: 'vehicle_arrival',
        occurred_at: local(8, 6),
        vehicle_class: 'autos',
      },
    ];
    expect(DateTime.fromISO(local(23, 30)).toUTC().toISODate()).toBe(NEXT_DAY);
    const res = await send(events);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 8, duplicates: 0, visits: 1, passes: 5, entries: 2 });

    const stored = await storedEvents();
    expect(stored).toHaveLength(7);
    expect(stored.find((e) => e.event_key === 't4')).toMatchObject({
      type: 'vehicle_entry',
      vehicle_class: 'autos',
      vehicle_key: 'a1b2c3d4e5f60718',
      gas_station_id: stationId,
    });
    expect(stored.find((e) => e.event_key === 't1')?.vehicle_key).toBeNull();
    expect((await stats()).map((s) => ({ ...s, day: dayText(s.day) }))).toEqual([
      { day: DAY, vehicle_class: 'autos', passes: 2, entries: 1 },
      { day: DAY, vehicle_class: 'camiones', passes: 1, entries: 0 },
      { day: DAY, vehicle_class: 'motos', passes: 1, entries: 1 },
      { day: NEXT_DAY, vehicle_class: 'autos', passes: 1, entries: 0 },
    ]);
  });

  it('counts a repeated id once, within a batch and across batches', async () => {
    const again = await send([
      { id: 't1', type: 'vehicle_pass', occurred_at: local(8), vehicle_class: 'autos' },
      { id: 't4', type: 'vehicle_entry', occurred_at: local(8, 6), vehicle_class: 'autos' },
      { id: 't8', type: 'vehicle_entry', occurred_at: local(12), vehicle_class: 'autos' },
      { id: 't8', type: 'vehicle_entry', occurred_at: local(12), vehicle_class: 'autos' },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: 1, duplicates: 3, visits: 0, passes: 0, entries: 1 });
    expect((await stats()).map((s) => ({ ...s, day: dayText(s.day) }))[0]).toEqual({
      day: DAY,
      vehicle_class: 'autos',
      passes: 2,
      entries: 2,
    });
    expect(await storedEvents()).toHaveLength(8);

    // One id used twice in a batch with different contents is refused.
    const clash = await send([
      { id: 't9', type: 'vehicle_pass', occurred_at: local(13), vehicle_class: 'autos' },
      { id: 't9', type: 'vehicle_entry', occurred_at: local(13), vehicle_class: 'autos' },
    ]);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors[0]).toMatchObject({ field: 'body.events[1].id', rule: 'unique' });
  });

  it('takes a batch of 1,000 traffic events', async () => {
    const events: CameraEvent[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `bulk-${i}`,
      type: i % 4 === 0 ? 'vehicle_entry' : 'vehicle_pass',
      occurred_at: day
        .plus({ days: 2, seconds: i * 30 })
        .toUTC()
        .toISO()!,
      vehicle_class: i % 10 === 0 ? 'camiones' : 'autos',
    }));
    const res = await send(events);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1000, passes: 750, entries: 250 });
    const bulkDay = day.plus({ days: 2 }).toISODate()!;
    const rows = (await stats()).filter((s) => dayText(s.day) === bulkDay);
    expect(rows.reduce((n, r) => n + r.passes + r.entries, 0)).toBe(1000);
    expect(rows.find((r) => r.vehicle_class === 'camiones')).toMatchObject({
      passes: 50,
      entries: 50,
    });
  });

  it('refuses traffic from a camera without a station', async () => {
    const loose = newCameraKey();
    await server.db
      .insertInto('cameras')
      .values({
        customer_id: 1,
        name: 'Suelta',
        key_hash: loose.keyHash,
        key_last4: loose.keyLast4,
      })
      .execute();
    const res = await send(
      [{ id: 'l1', type: 'vehicle_pass', occurred_at: local(8), vehicle_class: 'autos' }],
      loose.key,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La cámara no está asignada a una estación');
    const stored = await server.db
      .selectFrom('traffic_events')
      .select('id')
      .where('event_key', '=', 'l1')
      .execute();
    expect(stored).toEqual([]);
  });
});
