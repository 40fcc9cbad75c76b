// A test server for the report documents' tests, which insert their own stations, prices and
// sales: the Editor's session and user (to give the stations to), and local times in the
// stations' zone.
import { DateTime } from 'luxon';
import { startTestServer, type TestServer } from '../../../support/testServer';

export const TZ = 'America/Mexico_City';

/** A local wall-clock time at the station as a UTC instant (Mexico City is UTC-6). */
export const at = (local: string) => DateTime.fromISO(local, { zone: TZ }).toUTC().toJSDate();

export interface ReportsServer {
  server: TestServer;
  /** The Editor's session token. */
  editor: string;
  /** The Editor's user row: its stations are given to this id, inside its customer. */
  user: { id: number; customerId: number };
}

export async function startReportsServer(): Promise<ReportsServer> {
  const server = await startTestServer();
  const editor = await server.login('editor');
  const user = await server.db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  return { server, editor, user: { id: user.id, customerId: user.customer_id! } };
}

/** A sales ticket of an uploaded file, sold at `local` station time on pump 1. */
export const uploadedTicket = (
  gasStationId: number,
  folio: string,
  local: string,
  product: number,
  payment: number,
  liters: number,
  amount: number,
) => ({
  gas_station_id: gasStationId,
  source: 'upload' as const,
  origin: 'upload',
  folio,
  sold_at: at(local),
  local_time: local.replace('T', ' '),
  pump: 1,
  product,
  payment_type: payment,
  volume: liters,
  price: amount / liters,
  amount,
});
