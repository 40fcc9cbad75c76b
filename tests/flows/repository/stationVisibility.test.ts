// Which stations a user sees is decided in one place, src/server/access/stationVisibility.ts:
// administrators every station, everyone else the stations linked to them. Anywhere else, reading
// the links (user_gas_stations) or pairing "administrator" with "their station ids" is a second
// copy of that rule, free to drift from the first; this test finds them. Writing the links is
// the users module's (tableWriters.test.ts), and a few readers are allowed below, each with why.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const THE_RULE = 'src/server/access/stationVisibility.ts';

/** Files that read the links for something other than deciding what a user sees. */
const OTHER_LINK_READERS: Record<string, string> = {
  // The user form shows and edits a user's links themselves (an administrator's too).
  'src/server/modules/users/userStore.ts': 'the links as data of the user form',
};

/** A read of the links: Kysely (selectFrom/joins) or SQL (from/join). Writes are not reads. */
const LINK_READ =
  /(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"]user_gas_stations\b|\b(?:from|join)\s+user_gas_stations\b/;
/** "Administrators: every station, else their ids", worked out in memory. */
const ADMIN_OR_IDS = /isAdmin[^;]{0,120}?stationIds\(\)/s;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield full;
  }
}

/** Where a file decides station visibility itself: `file:line` of each place. */
function visibilityDecisions(dir: string, allowed: Record<string, string>): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, dir))) {
    const relative = path.relative(root, file);
    // The schema's own statements create the table; they decide nothing.
    if (relative === THE_RULE || relative.startsWith('src/server/db/migrations/')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    if (!(relative in allowed)) {
      for (const match of text.matchAll(new RegExp(LINK_READ, 'g'))) {
        found.push(`${relative}:${lineOf(match.index)} reads user_gas_stations`);
      }
    }
    for (const match of text.matchAll(new RegExp(ADMIN_OR_IDS, 'gs'))) {
      found.push(`${relative}:${lineOf(match.index)} picks stations by isAdmin`);
    }
  }
  return found;
}

it('only access/stationVisibility.ts decides which stations a user sees', () => {
  expect(visibilityDecisions('src/server', OTHER_LINK_READERS)).toEqual([]);
});

it('each allowed reader still exists and reads the links', () => {
  for (const file of Object.keys(OTHER_LINK_READERS)) {
    expect([file, LINK_READ.test(fs.readFileSync(path.join(root, file), 'utf8'))]).toEqual([
      file,
      true,
    ]);
  }
});

it('finds a second copy of the rule when one is there', () => {
  const dir = fs.mkdtempSync(path.join(root, '.tmp-stationvisibility-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'copy.ts'),
      [
        `const ids = user.isAdmin ? null : await user.stationIds();`,
        `const rows = await db.selectFrom('user_gas_stations').select('gas_station_id').execute();`,
        'const q = sql`select 1 from gas_stations where id in (select gas_station_id',
        '  from user_gas_stations where user_id = ${id})`;',
        `await db.insertInto('user_gas_stations').values(links).execute();`,
      ].join('\n'),
    );
    const relative = path.relative(root, dir);
    expect(visibilityDecisions(relative, {})).toEqual([
      `${relative}/copy.ts:2 reads user_gas_stations`,
      `${relative}/copy.ts:4 reads user_gas_stations`,
      `${relative}/copy.ts:1 picks stations by isAdmin`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
