// The cli never opens an embedded database a running server holds: PGlite takes no lock, and two
// processes writing one folder corrupt it. While the server runs, create-admin (like migrate and
// seed-demo) is refused in Spanish and writes nothing; once the server has stopped, the same
// command works (a clean stop leaves nothing behind that looks like a holder).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../scripts/lib/productionServer';
import { describeOnPglite } from '../support/databaseKind';
import { ADMIN_PASSWORD, buildScratchServer, call, createAdmin } from '../support/serverProcess';

jest.setTimeout(120_000);

const env = { DEMO_DATA: 'never', DATABASE_URL: '', LOG_LEVEL: 'warn' };

function createAdminAs(build: string, dataDir: string, email: string) {
  return spawnSync(
    process.execPath,
    [path.join(build, 'server/cli.js'), 'create-admin', '--email', email, '--name', 'Segunda'],
    {
      env: { ...process.env, ...env, DATA_DIR: dataDir, ADMIN_PASSWORD },
      encoding: 'utf8',
    },
  );
}

describeOnPglite('the cli on an embedded database', () => {
  let build: ReturnType<typeof buildScratchServer>;
  let dataDir: string;

  beforeAll(() => {
    build = buildScratchServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-cli-'));
    createAdmin(build.dir, { ...env, DATA_DIR: dataDir });
  });

  afterAll(() => {
    build?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to open the database while its server runs, and works once it stopped', async () => {
    const server = await startServerProcess({ build: build.dir, dataDir, env });
    try {
      const refused = createAdminAs(build.dir, dataDir, 'segunda@prueba.surtidor.mx');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`Un servidor está en marcha sobre ${dataDir}`);
      // The server is unharmed and nobody was added.
      const login = await call(`${server.url}/api/login`, {
        method: 'POST',
        body: { username: 'segunda@prueba.surtidor.mx', password: ADMIN_PASSWORD },
      });
      expect(login.status).toBe(401);
    } finally {
      await server.stop();
    }

    const done = createAdminAs(build.dir, dataDir, 'segunda@prueba.surtidor.mx');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
  });
});
