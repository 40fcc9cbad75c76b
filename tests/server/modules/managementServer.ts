// Test server for the management API tests: the demo data set, and a throw-away DATA_DIR so the
// mail outbox (and stored photos) of one test file never mix with another's or the project's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer, type TestServerOptions } from '../../support/testServer';

export interface ManagementServer extends TestServer {
  dataDir: string;
  /** Signs in the demo accounts by name (admin, editor, visor, sinpermisos, proveedor, bajio). */
  tokens: Record<DemoName, string>;
}

export type DemoName =
  'admin' | 'editor' | 'visor' | 'sinpermisos' | 'proveedor' | 'bajio' | 'nuevo';
const NAMES: DemoName[] = [
  'admin',
  'editor',
  'visor',
  'sinpermisos',
  'proveedor',
  'bajio',
  'nuevo',
];

/** An unregistered real permit of the fixture near Aguascalientes (place 9320, 1 km from station 1). */
export const FREE_PERMIT = 'PL/8543/EXP/ES/2015';

/** A new station of customer 1 at FREE_PERMIT, for POST /api/gas_stations (and PUT). */
export function stationInput(overrides: Record<string, unknown> = {}) {
  return {
    customer_id: 1,
    name: 'Servicios Guzmán Norte',
    brand: 'Pemex',
    address: 'Av. Aguascalientes Norte 1201',
    city: 'aguascalientes',
    state: 'Aguascalientes',
    bombs: 8,
    permission: FREE_PERMIT,
    ...overrides,
  };
}

export async function startManagementServer(
  options: TestServerOptions = {},
): Promise<ManagementServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-mgmt-'));
  const server = await startTestServer({
    ...options,
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://surtidor.example', ...options.env },
  });
  const tokens = {} as Record<DemoName, string>;
  for (const name of NAMES) tokens[name] = await server.login(`${name}@demo.surtidor.mx`);
  return {
    ...server,
    dataDir,
    tokens,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
