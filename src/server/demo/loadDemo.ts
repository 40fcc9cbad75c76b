// Loads the demo data set (demoDataSet.ts) and the CRE fixtures in one transaction: all of it
// or nothing. The stations' registry is the January 2022 places fixture; their prices, and
// their competitors' (the stations around them), are the real 75-day history (2026-05-25 to
// 2026-08-08) of those places, one row per day. The files demo's archived reports keep the
// January 2022 prices. main.ts calls it on first start of an empty embedded database; the CLI's
// seed-demo calls it for any database. The SAT compliance month (complianceDemo.ts) is received
// after that transaction, through the intake's own (as an upload).
import type { Kysely } from 'kysely';
import { ROLE, type Database } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { loadCreHistory, syncPlaces } from '../modules/prices';
import { lockStations, rebuildStations } from '../modules/serviceFacts';
import { openCreHistoryFixture, readCreFixture } from './creFixture';
import type { ObjectStorage } from '../storage';
import { loadAlertsDemo } from './alertsDemo';
import { loadComplianceDemo } from './complianceDemo';
import { loadFilesDemo } from './filesDemo';
import { loadManagementDemo } from './managementDemo';
import { loadSalesDemo } from './salesDemo';
import { loadDashboardDemo } from './serviceEventsDemo';
import { loadVideoDemo } from './videoDemo';
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_STATIONS,
  DEMO_USERS,
  usernameOf,
} from './demoDataSet';

const DEMO_BRANDS = ['Pemex', 'BP', 'Shell', 'G500'] as const;

export interface DemoSummary {
  customers: number;
  stations: { id: number; name: string; permission: string; city: string; customer: string }[];
  users: string[];
  crePlaces: number;
  crePrices: number;
}

export class DemoAlreadyLoadedError extends Error {
  constructor() {
    super('The demo data set is already loaded in this database');
    this.name = 'DemoAlreadyLoadedError';
  }
}

export async function isDemoLoaded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('legal_name', '=', DEMO_CUSTOMERS[0]!.legal_name)
    .executeTakeFirst();
  return row !== undefined;
}

/** `storage`: where the demo's documents go (default: the configured storage). */
export async function loadDemo(
  db: Kysely<Database>,
  options: { storage?: ObjectStorage } = {},
): Promise<DemoSummary> {
  if (await isDemoLoaded(db)) throw new DemoAlreadyLoadedError();
  // Read and hash before the transaction: on PGlite a transaction holds the only connection.
  const fixture = await readCreFixture();
  // All demo accounts share one password, so one hash (one scrypt run) serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const placeById = new Map(fixture.places.map((p) => [p.placeId, p]));

  const summary = await db.transaction().execute(async (trx) => {
    await syncPlaces(trx, fixture.places, { keepExisting: true });
    const history = await loadCreHistory(trx, openCreHistoryFixture(), { keepExisting: true });

    const customerIds = new Map<string, number>();
    for (const c of DEMO_CUSTOMERS) {
      const row = await trx
        .insertInto('customers')
        .values({
          legal_name: c.legal_name,
          name: c.name,
          rfc: c.rfc,
          city: c.city,
          state: c.state,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customerIds.set(c.key, row.id);
    }

    const stations: DemoSummary['stations'] = [];
    const stationsByCustomer = new Map<string, number[]>();
    for (const [index, s] of DEMO_STATIONS.entries()) {
      const place = placeById.get(s.crePlaceId);
      if (!place) throw new Error(`Demo station ${s.crePlaceId} is not in the CRE fixture`);
      const customerId = customerIds.get(s.customer)!;
      const row = await trx
        .insertInto('gas_stations')
        .values({
          customer_id: customerId,
          name: place.name ?? place.permit,
          permission: place.permit,
          cre_place_id: place.placeId,
          // The regulator's feed has no street for these places: the city stands in for it.
          address: place.address ?? `${s.city}, ${s.state}`,
          // Complete like a station registered through the form, so every tab of its detail
          // (which saves the whole station) can be saved as it is.
          brand: DEMO_BRANDS[index % DEMO_BRANDS.length]!,
          bombs: 8,
          city: s.city,
          state: s.state,
          latitude: place.latitude,
          longitude: place.longitude,
          customer_gas_station_id: s.customerGasStationId,
        })
        .returning(['id', 'name', 'permission'])
        .executeTakeFirstOrThrow();
      stations.push({ ...row, city: s.city, customer: s.customer });
      stationsByCustomer.set(s.customer, [...(stationsByCustomer.get(s.customer) ?? []), row.id]);
    }

    for (const u of DEMO_USERS) {
      const user = await trx
        .insertInto('users')
        .values({
          email: u.email,
          username: usernameOf(u.email),
          name: u.name,
          password_hash: passwordHash,
          user_role_id: u.roleId,
          customer_id: u.customer ? customerIds.get(u.customer)! : null,
          must_change_password: u.mustChangePassword ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (u.permissions) {
        const flags = Object.fromEntries(u.permissions.map((f) => [f, true]));
        await trx
          .insertInto('user_permissions')
          .values({ user_id: user.id, ...flags })
          .execute();
      }
      // Admins see every station without links; others only what they are linked to.
      if (u.customerStations && u.customer && u.roleId !== ROLE.Admin) {
        const ids = stationsByCustomer.get(u.customer) ?? [];
        if (ids.length > 0) {
          await trx
            .insertInto('user_gas_stations')
            .values(ids.map((gas_station_id) => ({ user_id: user.id, gas_station_id })))
            .execute();
        }
      }
    }

    await loadDashboardDemo(trx);
    await loadFilesDemo(trx, fixture.prices, options.storage);
    await loadManagementDemo(trx);
    await loadSalesDemo(trx);
    await loadVideoDemo(trx);
    // The demo writes raw rows in bulk; its stations' rollups are counted once, at the end.
    const demoStations = (await trx.selectFrom('gas_stations').select('id').execute()).map(
      (r) => r.id,
    );
    await lockStations(trx, demoStations);
    await rebuildStations(trx, demoStations);
    await loadAlertsDemo(trx);
    return {
      customers: DEMO_CUSTOMERS.length,
      stations,
      users: DEMO_USERS.map((u) => u.email),
      crePlaces: fixture.places.length + history.stations.inserted,
      crePrices: history.prices.inserted,
    };
  });
  await loadComplianceDemo(db, options.storage);
  return summary;
}
