// The first start of the production server on an empty embedded database: a child process
// creates the database, migrates it and loads the demo (src/server/firstStart.ts), so the
// server's own memory never holds that work (done in the server, it peaked at 830 MB and left
// 150 MB behind for good). Linux only: reads /proc.
import fs from 'node:fs';
import { startProductionServer, type RunningServer } from '../../scripts/lib/productionServer';

let server: RunningServer;

// The demo load takes about 30 s idle and twice that beside another browser test.
beforeAll(async () => {
  server = await startProductionServer({ LOG_LEVEL: 'info' });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

function statusKb(field: string): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
}

it('is prepared by a child process: the demo is there, the server never grew for it', async () => {
  // The logger writes asynchronously: its line may follow the "listo" one.
  for (let i = 0; i < 50 && !server.logs().includes('Prepared by'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(server.logs()).toContain('Prepared by a child process (cli.js):');
  expect(server.logs()).toContain('Demo loaded: 7 users');
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.surtidor.mx', password: 'Demo#2026!' }),
  });
  expect(login.status).toBe(200);
  // The peak resident memory of the server process since it began: about 280 MB with the
  // preparation in a child, 830 MB when the server did it itself.
  expect(statusKb('VmHWM') / 1024).toBeLessThan(450);
});
