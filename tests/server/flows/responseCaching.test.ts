// What caches and the public may keep: API answers are no-store (the login answer carries the
// token) unless their handler chose otherwise, and the client's source maps are not published.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/testServer';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-client-'));
let server: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><body>app</body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'main.3f2a9c1b7d.js'), 'console.log(1);\n');
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'main.3f2a9c1b7d.js.map'),
    JSON.stringify({ version: 3, sources: ['webpack://surtidor/src/app/main.tsx'] }),
  );
  server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('API answers', () => {
  it('are no-store: the login answer, data, errors and unknown paths', async () => {
    const login = await server.post('/api/login', {
      username: 'editor@demo.surtidor.mx',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().token as string;
    for (const url of ['/api/user_profile', '/api/gas_stations', '/api/health', '/api/no-existe']) {
      const res = await server.get(url, token);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const refused = await server.get('/api/user_profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the built client', () => {
  it('serves the bundle but not its source map', async () => {
    const bundle = await server.inject({ method: 'GET', url: '/assets/main.3f2a9c1b7d.js' });
    expect(bundle.statusCode).toBe(200);
    for (const accept of ['*/*', 'application/json']) {
      const map = await server.inject({
        method: 'GET',
        url: '/assets/main.3f2a9c1b7d.js.map',
        headers: { accept },
      });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('webpack://');
    }
  });
});
