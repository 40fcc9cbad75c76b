// deploy/prometheus/: the alerting rules are Prometheus rule groups, and every series their
// expressions name is one GET /api/monitoring/metrics answers (on this database: the PostgreSQL pool's series
// are checked on PostgreSQL, the embedded database's on PGlite); the scrape configuration
// sends the bearer token to /api/monitoring/metrics and loads the rules.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { families } from '../../../../support/prometheusText';

const DIR = path.resolve(__dirname, '../../../../../deploy/prometheus');
const TOKEN = 'alert-rules-test-token-0123456789abcdefgh';

interface Rule {
  alert?: string;
  expr?: unknown;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules = (
  parse(fs.readFileSync(path.join(DIR, 'alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);

/** The series an expression names (ours and Node's; `up` is Prometheus's own). */
const seriesIn = (expr: string) => expr.match(/\b(?:surtidor|nodejs|process)_[a-z0-9_]+/g) ?? [];

/** The family a sample name belongs to: a histogram's _bucket, _count and _sum are its own. */
function familyOf(name: string, declared: Map<string, string>): string | null {
  if (declared.has(name)) return name;
  const base = name.replace(/_(bucket|count|sum)$/, '');
  return declared.get(base) === 'histogram' ? base : null;
}

let server: TestServer;
let declared: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer({ demo: false, env: { METRICS_TOKEN: TOKEN } });
  const response = await server.inject({
    method: 'GET',
    url: '/api/monitoring/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  declared = families(response.body);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('declares each rule with a name, an expression, a severity and a summary', () => {
  expect(rules.length).toBeGreaterThanOrEqual(8);
  for (const rule of rules) {
    expect(rule).toEqual(
      expect.objectContaining({
        alert: expect.stringMatching(/^Surtidor[A-Za-z0-9]+$/),
        expr: expect.any(String),
        labels: expect.objectContaining({
          severity: expect.stringMatching(/^(warning|critical)$/),
        }),
        annotations: expect.objectContaining({ summary: expect.any(String) }),
      }),
    );
    if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
  }
  expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
});

it('names only series the server answers', () => {
  const otherDatabase = server.kind === 'pglite' ? /^surtidor_pg_pool_/ : /^surtidor_pglite_/;
  const unknown: string[] = [];
  let checked = 0;
  for (const rule of rules) {
    for (const name of seriesIn(rule.expr as string)) {
      if (otherDatabase.test(name)) continue;
      checked += 1;
      if (familyOf(name, declared) === null) unknown.push(`${rule.alert}: ${name}`);
    }
  }
  expect(unknown).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(rules.length - 2);
});

it('covers what the operations guide promises to watch', () => {
  const all = rules.map((r) => r.expr as string).join('\n');
  for (const series of [
    'surtidor_jobs_failed_last_hour',
    'surtidor_jobs_oldest_waiting_seconds',
    'surtidor_outbox_oldest_waiting_seconds',
    'surtidor_http_request_duration_seconds_count{status=~"5.."}',
    'nodejs_eventloop_lag_seconds',
    'surtidor_pg_pool_waiting',
  ]) {
    expect(all).toContain(series);
  }
  expect(all).toMatch(/surtidor_jobs_oldest_waiting_seconds\) > 600/);
});

it('scrapes /api/monitoring/metrics with the bearer token and loads the rules', () => {
  const config = parse(fs.readFileSync(path.join(DIR, 'prometheus.yml'), 'utf8')) as {
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      metrics_path: string;
      authorization: { type: string; credentials_file?: string };
      static_configs: { targets: string[] }[];
    }[];
  };
  expect(config.rule_files).toContain('alerts.yml');
  const [job] = config.scrape_configs;
  expect(job).toMatchObject({
    job_name: 'surtidor',
    metrics_path: '/api/monitoring/metrics',
    authorization: { type: 'Bearer', credentials_file: expect.any(String) },
  });
  // The rules select this job by name.
  expect(rules.map((r) => r.expr as string).join('\n')).toContain(`job="${job!.job_name}"`);
});
