// Each table of the schema has its writers, named here: the module (or server area) whose code
// may insert, update or delete its rows. A write anywhere else, Kysely's (insertInto,
// updateTable, deleteFrom, mergeInto) or raw SQL's (insert into, update … set, delete from,
// merge into, truncate), fails this test, and so does a table of the schema missing from the
// map: a new table is a choice of owner. Code that writes whatever table it is given (a shared
// helper) is listed once with how its callers name the table, and the write is the caller's.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const SERVER = 'src/server';

/**
 * Where a file's writes come from: `modules/<name>` for a module's files, else the folder of
 * src/server it is in (`jobs`, `db`, `storage`, `delivery`…), or the entry file's name (`cli`).
 */
function areaOf(relative: string): string {
  const parts = relative.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts.length === 1 ? parts[0]!.replace(/\.ts$/, '') : parts[0]!;
}

/** Areas that write any table, and why that is not a second owner. */
const EVERY_TABLE: Record<string, string> = {
  // The schema itself: migrations create tables and move their rows between versions.
  'db/migrations': 'the schema',
  // Loads the demo data set into an empty database, as a user would through the screens.
  demo: 'the demo data set',
  // Puts a backup's rows back, every table as it was saved.
  'backup/restore.ts': 'the restore',
};

/** The writers of every table. One writer is the rule; a second is justified beside it. */
const WRITERS: Record<string, readonly string[]> = {
  // Alerts: rules, their alerts and notices.
  alert_rules: ['modules/alerts'],
  alert_rule_stations: ['modules/alerts'],
  alert_silences: ['modules/alerts'],
  alert_subscriptions: ['modules/alerts'],
  alert_notification_settings: ['modules/alerts'],
  alerts: ['modules/alerts'],
  alert_transitions: ['modules/alerts'],
  alert_sockets: ['modules/alerts'],
  // The one delivery mechanism records WhatsApp's status callbacks (sent, delivered, read,
  // failed) on both kinds of delivery in one place, reportRequests' deliveryStatusStore.
  alert_deliveries: ['modules/alerts', 'modules/reportRequests'],
  // Stations and who sees them.
  gas_stations: ['modules/gasStations'],
  gas_station_shifts: ['modules/gasStations'],
  user_gas_stations: ['modules/users'],
  gas_station_rivals: ['modules/rivals'],
  customers: ['modules/settings'],
  contacts: ['modules/contacts'],
  contact_gas_stations: ['modules/contacts'],
  assets: ['modules/assets'],
  goals: ['modules/goals'],
  goal_gas_stations: ['modules/goals'],
  // Users: the users module manages them; auth writes the signed-in user's own account
  // (password change, first sign-in, failed attempts), which is authentication's to keep. The
  // command line's create-admin makes the first administrator (with every screen flag), before
  // anyone can sign in to the users screen.
  users: ['modules/users', 'modules/auth', 'cli'],
  user_permissions: ['modules/users', 'cli'],
  user_report_permissions: ['modules/users'],
  user_invitations: ['modules/users'],
  // Roles are fixed by the schema.
  user_roles: [],
  // Sessions are auth's (sign-in, sign-out, refresh); disabling a user or accepting an
  // invitation ends that user's sessions in the same transaction, in the users module.
  // The request's session check refreshes last_seen_at (at most once a minute), in access.
  sessions: ['modules/auth', 'modules/users', 'access'],
  // The second step of a sign-in: its pending challenge and the recovery codes.
  sign_in_challenges: ['modules/auth'],
  user_recovery_codes: ['modules/auth'],
  // Single sign-on's providers and its sign-ins under way (accounts it opens are the users
  // module's: users/signInAccounts.ts).
  sso_providers: ['modules/sso'],
  sso_sign_in_states: ['modules/sso'],
  api_tokens: ['modules/settings'],
  app_secrets: ['storage'],
  rate_counters: ['db'],
  // The audit trail is appended to by its one mechanism (src/server/audit/record.ts, around every
  // declared operation) and pruned by its retention job; nothing else writes it.
  audit_records: ['audit'],
  audit_chain: ['audit'],
  // Cameras are managed in the cameras module; their health is reported where it is seen: a
  // device's event batch marks it online (serviceFacts, recording the batch), the stream hub
  // records the stream's state (video). Each writes only its own columns.
  cameras: ['modules/cameras', 'modules/serviceFacts', 'modules/video'],
  panels: ['modules/panels'],
  // A panel's cameras are the panel's; a camera moved to another customer leaves the panels of
  // the old one in the same transaction as its move (cameras).
  panel_cameras: ['modules/panels', 'modules/cameras'],
  share_links: ['modules/panels'],
  stream_owners: ['modules/video'],
  // Regulator prices and places.
  cre_places: ['modules/prices'],
  cre_prices: ['modules/prices'],
  cre_price_conflicts: ['modules/prices'],
  // Written by the statement triggers of migrations 0024 and 0025 only.
  data_versions: [],
  // The metrics catalogue is the schema's.
  metrics: [],
  // Jobs: the mechanism enqueues and runs them; the jobs screen retries and cancels.
  jobs: ['jobs', 'modules/jobs'],
  job_schedules: ['jobs'],
  // Reports.
  report_configurations: ['modules/reportSchedules'],
  report_configuration_contacts: ['modules/reportSchedules'],
  report_requests: ['modules/reportRequests'],
  report_deliveries: ['modules/reportRequests'],
  report_objects: ['modules/files'],
  // Volumetric compliance: the SAT reports received, their facts, the stations' installation
  // keys and the months' findings, all written by the compliance module's intake and checks.
  compliance_files: ['modules/compliance'],
  compliance_tank_days: ['modules/compliance'],
  compliance_hose_days: ['modules/compliance'],
  compliance_events: ['modules/compliance'],
  compliance_cfdis: ['modules/compliance'],
  compliance_month_products: ['modules/compliance'],
  compliance_stations: ['modules/compliance'],
  compliance_months: ['modules/compliance'],
  compliance_findings: ['modules/compliance'],
  // Tickets.
  sales_tickets: ['modules/tickets'],
  ticket_mappings: ['modules/tickets'],
  ticket_uploads: ['modules/tickets'],
  // Volumetric controls.
  volumetric_suppliers: ['modules/volumetric'],
  volumetric_systems: ['modules/volumetric'],
  volumetric_station_syncs: ['modules/volumetric'],
  // Service facts: events as ingested, and what is rolled up from them, all serviceFacts'.
  service_events: ['modules/serviceFacts'],
  service_visits: ['modules/serviceFacts'],
  traffic_events: ['modules/serviceFacts'],
  traffic_daily_stats: ['modules/serviceFacts'],
  service_daily_stats: ['modules/serviceFacts'],
  service_monthly_stats: ['modules/serviceFacts'],
  sales_hourly_stats: ['modules/serviceFacts'],
  traffic_hourly_stats: ['modules/serviceFacts'],
  traffic_key_daily_stats: ['modules/serviceFacts'],
  rollup_backfills: ['modules/serviceFacts'],
  station_data_versions: ['modules/serviceFacts'],
  station_day_versions: ['modules/serviceFacts'],
};

/**
 * Code that writes the table it is given, and how a call names that table (each quoted name in
 * the first group); the write counts for the file of the call. `callers` limits the search to
 * files that use the helper.
 */
interface GenericWriter {
  names: RegExp;
  callers?: string;
}
const GENERIC_WRITERS: Record<string, GenericWriter> = {
  'delivery/sendRecorded.ts': { names: /\btable:\s*('\w+')/g, callers: 'sendRecorded(' },
  'modules/reportRequests/deliveryStatusStore.ts': {
    names: /DELIVERY_TABLES\s*=\s*\[([^\]]*)\]/g,
  },
  'modules/serviceFacts/dailyRollups.ts': { names: /deleteScope\(\s*('\w+')/g },
};

const KYSELY_WRITE =
  /\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*['"`](\w+)/g;
const KYSELY_ANY_TABLE =
  /\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*(?!['"`])/g;
const RAW_WRITES = [
  /\binsert\s+into\s+(\w+)/gi,
  /\bdelete\s+from\s+(?:only\s+)?(\w+)/gi,
  /\bupdate\s+(?:only\s+)?(\w+)(?:\s+(?:as\s+)?\w+)?\s+set\b/gi,
  /\bmerge\s+into\s+(\w+)/gi,
  /\btruncate\s+(?:table\s+)?(\w+)/gi,
];
const RAW_ANY_TABLE = /\b(?:insert\s+into|delete\s+from|update|merge\s+into|truncate)\s+\$\{/gi;

/** The tables of the schema (the generated Database interface). */
function schemaTables(): string[] {
  const text = fs.readFileSync(path.join(root, SERVER, 'db/schema.gen.ts'), 'utf8');
  const body = text.slice(text.indexOf('export interface DB {'));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield full;
  }
}

/** Comments may say "insert into"; only code writes. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

interface Write {
  table: string;
  area: string;
  at: string;
}

/** Every write under `serverDir` (a folder laid out as src/server), and the problems found. */
function writesUnder(serverDir: string, tables: readonly string[]) {
  const writes: Write[] = [];
  const problems: string[] = [];
  const known = new Set(tables);
  const exempt = (relative: string) =>
    Object.keys(EVERY_TABLE).some((a) => relative === a || relative.startsWith(`${a}/`));
  const files = [...sourceFiles(serverDir)].map((file) => {
    const relative = path.relative(serverDir, file).split(path.sep).join('/');
    return { relative, text: withoutComments(fs.readFileSync(file, 'utf8')) };
  });
  for (const { relative, text } of files) {
    if (exempt(relative)) continue;
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    const add = (table: string, index: number) => {
      if (known.has(table))
        writes.push({ table, area: areaOf(relative), at: `${relative}:${lineOf(index)}` });
      else problems.push(`${relative}:${lineOf(index)} writes ${table}, not a table of the schema`);
    };
    for (const m of text.matchAll(KYSELY_WRITE)) add(m[1]!, m.index);
    for (const pattern of RAW_WRITES) {
      // Raw SQL is matched loosely: only the schema's table names count.
      for (const m of text.matchAll(pattern)) if (known.has(m[1]!)) add(m[1]!, m.index);
    }
    if (!(relative in GENERIC_WRITERS)) {
      for (const m of [...text.matchAll(KYSELY_ANY_TABLE), ...text.matchAll(RAW_ANY_TABLE)]) {
        problems.push(
          `${relative}:${lineOf(m.index)} writes a table it is given: list it in GENERIC_WRITERS`,
        );
      }
    }
    for (const [helper, writer] of Object.entries(GENERIC_WRITERS)) {
      if (writer.callers && !text.includes(writer.callers) && relative !== helper) continue;
      for (const m of text.matchAll(writer.names)) {
        for (const name of m[1]!.matchAll(/'(\w+)'/g)) add(name[1]!, m.index);
      }
    }
  }
  return { writes, problems };
}

describe('table writers', () => {
  const tables = schemaTables();
  const { writes, problems } = writesUnder(path.join(root, SERVER), tables);

  it('reads the schema and finds writes', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(writes.length).toBeGreaterThan(100);
  });

  it('every table of the schema has its writers named', () => {
    expect(tables.filter((t) => !(t in WRITERS))).toEqual([]);
    expect(Object.keys(WRITERS).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('every write is by one of its table’s writers', () => {
    const outside = writes
      .filter((w) => !(WRITERS[w.table] ?? []).includes(w.area))
      .map(
        (w) =>
          `${w.at}: ${w.area} writes ${w.table} (writers: ${(WRITERS[w.table] ?? []).join(', ') || 'none'})`,
      );
    expect([...problems, ...outside]).toEqual([]);
  });

  it('every named writer still writes its table (the map stays true)', () => {
    const unused = Object.entries(WRITERS).flatMap(([table, areas]) =>
      areas
        .filter((area) => !writes.some((w) => w.table === table && w.area === area))
        .map((area) => `${area} → ${table}`),
    );
    expect(unused).toEqual([]);
  });
});

it('finds a write outside its owner, raw or Kysely, and a table given to a helper', () => {
  const dir = fs.mkdtempSync(path.join(root, '.tmp-tablewriters-'));
  const file = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), text);
  };
  try {
    file('modules/alerts/store.ts', "await db.insertInto('alerts').values(row).execute();\n");
    file(
      'modules/prices/sneaky.ts',
      [
        '// insert into alerts is only a comment',
        "await db.updateTable('alerts as a').set({ state: 'open' }).execute();",
        'await sql`update alerts a set silenced = true`.execute(db);',
        'await sql`delete from alert_rules where id = ${id}`.execute(db);',
        'await db.deleteFrom(table).execute();',
      ].join('\n'),
    );
    const { writes, problems } = writesUnder(dir, ['alerts', 'alert_rules']);
    expect(writes.map((w) => `${w.at} ${w.area} ${w.table}`)).toEqual([
      'modules/alerts/store.ts:1 modules/alerts alerts',
      'modules/prices/sneaky.ts:2 modules/prices alerts',
      'modules/prices/sneaky.ts:4 modules/prices alert_rules',
      'modules/prices/sneaky.ts:3 modules/prices alerts',
    ]);
    expect(problems).toEqual([
      'modules/prices/sneaky.ts:5 writes a table it is given: list it in GENERIC_WRITERS',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
