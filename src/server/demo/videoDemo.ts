// The video part of the demo (DEMO ONLY): every demo camera streams ffmpeg's generated test
// picture (testsrc://<camera name>, the name burned in), two more cameras of the main customer
// so its panels mix stations, and panels: two of the main customer (seen by the editor and by
// sinpermisos@, who has no permission object) and one of the Bajío customer.
// Runs inside loadDemo's transaction, after the dashboard demo created one camera per station.
import type { Kysely } from 'kysely';
import { hashToken } from '../access/tokens';
import type { Database } from '../db/schema';
import { demoCameraKey } from './serviceEventsDemo';

/** Extra cameras: the station's customer code, and the camera's place at the station. */
const EXTRA_CAMERAS = [
  { code: 'AGS-01', place: 'tienda' },
  { code: 'AGS-02', place: 'acceso' },
] as const;

/** Panels by customer code of their cameras' stations, cameras in grid order. */
const DEMO_PANELS = [
  {
    owner: 'editor@demo.surtidor.mx',
    title: 'Monitoreo de pistas',
    name: 'Pistas Aguascalientes',
    columns: 2,
    cameras: [
      'Cámara de pista AGS-01',
      'Cámara de pista AGS-02',
      'Cámara de pista AGS-03',
      'Cámara de tienda AGS-01',
    ],
  },
  {
    owner: 'editor@demo.surtidor.mx',
    title: 'Estaciones de Querétaro',
    name: 'Querétaro y accesos',
    columns: 3,
    cameras: ['Cámara de pista QRO-01', 'Cámara de pista QRO-02', 'Cámara de acceso AGS-02'],
  },
  {
    owner: 'bajio@demo.surtidor.mx',
    title: 'Bajío en vivo',
    name: 'Bajío',
    columns: 1,
    cameras: ['Cámara de pista BJ-01'],
  },
] as const;

export async function loadVideoDemo(trx: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const stations = await trx
    .selectFrom('gas_stations')
    .select(['id', 'customer_id', 'customer_gas_station_id'])
    .execute();
  const extras = EXTRA_CAMERAS.flatMap(({ code, place }) => {
    const station = stations.find((s) => s.customer_gas_station_id === code);
    if (!station) return [];
    const key = demoCameraKey(`${code}-${place}`);
    return [
      {
        customer_id: station.customer_id,
        gas_station_id: station.id,
        name: `Cámara de ${place} ${code}`,
        serial: `DEMO-${code}-${place.toUpperCase()}`,
        license: 'DEMO',
        key_hash: hashToken(key),
        key_last4: key.slice(-4),
        status_online: true,
        last_seen_at: now,
      },
    ];
  });
  if (extras.length > 0) await trx.insertInto('cameras').values(extras).execute();

  const cameras = await trx
    .selectFrom('cameras')
    .select(['id', 'name', 'customer_id'])
    .orderBy('id')
    .execute();
  for (const camera of cameras) {
    await trx
      .updateTable('cameras')
      .set({ source_url: `testsrc://${encodeURIComponent(camera.name)}` })
      .where('id', '=', camera.id)
      .execute();
  }

  const users = await trx.selectFrom('users').select(['id', 'email', 'customer_id']).execute();
  for (const panel of DEMO_PANELS) {
    const owner = users.find((u) => u.email === panel.owner);
    const ids = panel.cameras.flatMap((name) => {
      const camera = cameras.find((c) => c.name === name);
      return camera ? [camera] : [];
    });
    if (!owner?.customer_id || ids.length === 0) continue;
    const row = await trx
      .insertInto('panels')
      .values({
        customer_id: owner.customer_id,
        title: panel.title,
        name: panel.name,
        columns: panel.columns,
        created_by: owner.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('panel_cameras')
      .values(ids.map((c, position) => ({ panel_id: row.id, camera_id: c.id, position })))
      .execute();
  }
}
