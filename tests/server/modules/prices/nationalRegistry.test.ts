// Every installation knows the whole national registry: the start-up step imports the shipped
// places file into a registry that holds only the demo's two cities (once), so a real permit of
// any city resolves, is suggested while typing (permit prefix first, then nearest first) and is
// linked as a competitor with its registry place.
import type { GasStationRival } from '@/api/generated/rivals.gen';
import type { RivalCandidateList } from '@/api/generated/gasStations.gen';
import {
  ensureNationalRegistry,
  NATIONAL_REGISTRY_MIN_PLACES,
} from '@/server/modules/prices/nationalRegistry';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await server.login('editor');
});
afterAll(async () => {
  await server.close();
});

/** A real station of Monterrey, far from the demo's Aguascalientes and Querétaro. */
const MONTERREY = 'PL/3630/EXP/ES/2015';
/** Station 1 of the demo (Aguascalientes). */
const candidates = (search: string) =>
  server.get(
    `/api/gas_stations/rivals/city/${encodeURIComponent('PL/1404/EXP/ES/2015')}?items=10&search=${encodeURIComponent(search)}`,
    editor,
  );

it('loads the shipped places file once into the demo registry, then leaves it alone', async () => {
  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('cre_places')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count()).toBeLessThan(NATIONAL_REGISTRY_MIN_PLACES);
  const before = (await candidates(MONTERREY)).json() as RivalCandidateList;
  expect(before.items).toEqual([]);

  const summary = await ensureNationalRegistry(server.db);
  expect(summary?.stations?.read).toBe(12914);
  // ...and the demo's 2026 history slice brings 61 stations opened since January 2022.
  expect(await count()).toBe(12914 + 61);
  expect(await ensureNationalRegistry(server.db)).toBeNull();
});

it('suggests registry stations as the operator types: permit prefix first, then nearest', async () => {
  const byPermit = (await candidates('pl/3630')).json() as RivalCandidateList;
  expect(byPermit.items[0]).toMatchObject({ permit: MONTERREY });
  expect(byPermit.items[0]!.distance_km).toBeGreaterThan(400);

  const byName = (await candidates('servicio')).json() as RivalCandidateList;
  expect(byName.items).toHaveLength(10);
  const distances = byName.items.map((c) => c.distance_km!);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // The nearest "servicio" stations are the station's neighbours, not the first by name.
  expect(distances[0]).toBeLessThan(5);
});

it('adds a competitor by a real permit outside the demo cities, linked to its place', async () => {
  const place = await server.db
    .selectFrom('cre_places')
    .select('place_id')
    .where('permit', '=', MONTERREY)
    .executeTakeFirstOrThrow();
  const res = await server.post(
    '/api/gas_station_rivals',
    {
      gas_station_rivals: {
        gas_station_id: 1,
        permission: MONTERREY,
        name: 'Garage Monterrey',
        address: 'Monterrey, N.L.',
      },
    },
    editor,
  );
  expect(res.statusCode).toBe(201);
  expect((res.json() as GasStationRival).cre_place_id).toBe(place.place_id);
});
