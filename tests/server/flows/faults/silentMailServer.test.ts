// A mail server that accepts the connection and never answers (a tarpit, a firewall that drops
// the greeting): only the request that mails waits for it, up to SMTP_TIMEOUT_SECONDS, and is
// answered 502 with nothing changed; every other request goes on meanwhile, on both databases
// (PGlite has one connection: a transaction held open across the wait would stop them all).
import net from 'node:net';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { until } from '../../../support/until';

let silent: net.Server;
const sockets = new Set<net.Socket>();
let connections = 0;
let s: TestServer;

beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    connections += 1;
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  s = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_SECONDS: '3' },
    // The welcome of a new user is a job's mail.
    jobs: true,
  });
});
afterAll(async () => {
  await s?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

/** How long `work` takes, in ms. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

it.each([
  ['forwarding an invitation', 'forward'],
  ['changing the own e-mail', 'email'],
  ['creating a user', 'create'],
])(
  '%s waits for the silent mail server alone',
  async (_title, kind) => {
    const admin = await s.login('admin');
    const viewer = await s.login('visor@demo.surtidor.mx');
    const connected = connections;
    const mailing =
      kind === 'forward'
        ? s.post('/api/users/3/forwarding_invite', undefined, admin)
        : kind === 'email'
          ? s.put(
              '/api/user_profile',
              { email: `nuevo-${Date.now()}@demo.surtidor.mx`, password: 'Demo#2026!' },
              admin,
            )
          : s.post(
              '/api/user_profiles',
              {
                name: 'Nueva Persona',
                email: `persona-${Date.now()}@demo.surtidor.mx`,
                user_role_id: 2,
                customer_id: 1,
                gas_station_ids: [1],
                permissions: {
                  dashboard: true,
                  files: false,
                  vms: false,
                  data: false,
                  settings: false,
                },
                report_permissions: {
                  weekly_executive: false,
                  weekly_analytic: false,
                  monthly: false,
                  price: false,
                  customer_behavior: false,
                  traffic_sensitivity: false,
                },
                password: 'Segura#2026',
                password_confirmation: 'Segura#2026',
              },
              admin,
            );
    const [answer, waited] = await timed(async () => {
      // Waiting for the mail server once something has connected to it (the welcome's job, for a
      // new user, once the request has answered).
      await until(() => connections > connected, { what: 'the connection to the mail server' });
      // Meanwhile: another user's read.
      const [profile, took] = await timed(() => s.get('/api/user_profile', viewer));
      expect(profile.statusCode).toBe(200);
      expect(took).toBeLessThan(1000);
      return mailing;
    });
    if (kind === 'create') {
      // The user exists whatever the mail server does; the job tries the welcome again later.
      expect(answer.statusCode).toBe(201);
    } else {
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toMatch(/correo/);
    }
    expect(waited).toBeLessThan(10_000);
    // Nothing changed: the viewer's password still signs in, the administrator's e-mail is kept.
    await s.login('visor@demo.surtidor.mx');
    expect((await s.get('/api/user_profile', admin)).json().email).toBe('admin@demo.surtidor.mx');
  },
  30_000,
);
