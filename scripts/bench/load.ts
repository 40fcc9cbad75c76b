// `npm run bench:load`: autocannon against the production server on the embedded database
// with the demo data. A mix of the read endpoints, then a trivial endpoint of the same server
// as the ceiling. A benchmark, not a test: it prints figures for the README.
// BENCH_CONNECTIONS (200) and BENCH_DURATION seconds (60) tune it.
import autocannon, { type Result } from 'autocannon';
import { startProductionServer } from '../lib/productionServer';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 60);

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026!' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const errorKinds = new Map<string, number>();

function run(title: string, options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...options, title }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
    instance.on('reqError', (error: Error) => {
      if (title === 'warm-up') return;
      const kind = `${title}: ${error.message}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    });
  });
}

function row(result: Result): string {
  const non2xx = result.non2xx;
  return [
    (result.title ?? '').padEnd(34),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(7),
    String(result.latency.p90 ?? '').padStart(7),
    String(result.latency.p97_5).padStart(7),
    String(result.latency.p99).padStart(7),
    `${result.errors}/${result.timeouts}`.padStart(7),
    String(non2xx).padStart(7),
  ].join(' ');
}

async function main() {
  const server = await startProductionServer({ LOG_LEVEL: 'error' });
  try {
    const admin = await login(server.url, 'admin@demo.surtidor.mx');
    const editor = await login(server.url, 'editor@demo.surtidor.mx');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/api/user_profile', headers: auth(editor) },
      { method: 'GET', path: '/api/gas_stations?items=1000', headers: auth(editor) },
      { method: 'GET', path: '/api/gas_stations?search=ags', headers: auth(admin) },
      { method: 'GET', path: '/api/metrics?items=1000', headers: auth(admin) },
      { method: 'GET', path: '/api/customers', headers: auth(admin) },
    ];
    // A short warm-up (not reported): the first requests compile the handlers and validators.
    await run('warm-up', { url: server.url, requests, duration: 5 });
    errorKinds.clear();
    const mix = await run('read mix (profile, stations, metrics, customers)', {
      url: server.url,
      requests,
    });
    const ceiling = await run('ceiling: GET /api/health', { url: `${server.url}/api/health` });
    console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}`);
    console.log(
      'scenario                            req/s     p50     p90   p97.5     p99  errors  non2xx',
    );
    console.log(row(mix));
    console.log(row(ceiling));
    console.log('(latencies in ms; errors as connection errors/timeouts)');
    for (const [kind, count] of errorKinds) console.log(`  ${count} x ${kind}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
