// The link watch closes sockets opened through a share link: at the link's expiry (a timer),
// within a second of its revocation by any node (NOTIFY on share_links, heard through the
// database handle's listen: PGlite's own, or a dedicated PostgreSQL connection that comes back
// after being cut), a panel link's socket when its camera leaves the panel, and — for a notice
// missed while not listening — at the next re-check.
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { ShareGrant } from '@/server/access/accessHooks';
import type { DatabaseHandle } from '@/server/db/database';
import {
  createLiveLinks,
  registerLiveLinks,
  type LiveLinks,
} from '@/server/modules/panels/liveLinks';
import {
  announcePanelCameras,
  insertShareLink,
  revokeLink,
} from '@/server/modules/panels/shareLinks';
import type { LinkEndReason } from '@/server/modules/panels/linkWatch';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { itOnPostgres } from '../../../support/databaseKind';

let database: TestDatabase;
let handle: DatabaseHandle;
let panelId: number;
/** Two cameras of that panel. */
let cameraIds: [number, number];
const watches: LiveLinks[] = [];

beforeAll(async () => {
  // A copy of the migrated demo template (PostgreSQL when TEST_DATABASE_URL is set).
  database = await freshTestDatabase(true);
  handle = database.handle;
  const withTwo = await handle.db
    .selectFrom('panel_cameras')
    .select('panel_id')
    .groupBy('panel_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('panel_id')
    .executeTakeFirstOrThrow();
  panelId = withTwo.panel_id;
  const cameras = await handle.db
    .selectFrom('panel_cameras')
    .select('camera_id')
    .where('panel_id', '=', panelId)
    .orderBy('position')
    .execute();
  cameraIds = [cameras[0]!.camera_id, cameras[1]!.camera_id];
}, 120_000);

afterAll(async () => {
  for (const watch of watches) await watch.stop();
  await database?.close();
});

function watch(options: Partial<Parameters<typeof createLiveLinks>[0]> = {}): LiveLinks {
  const live = createLiveLinks({ db: handle.db, listen: handle.listen, ...options });
  watches.push(live);
  return live;
}

async function newGrant(lifetimeSeconds = 3600): Promise<ShareGrant> {
  const link = await insertShareLink(handle.db, {
    panelId,
    kind: 'panel',
    cameraId: null,
    createdBy: null,
    lifetimeSeconds,
  });
  const row = await handle.db
    .selectFrom('share_links')
    .select('expires_at')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  return { linkId: link.id, kind: 'panel', panelId, cameraId: null, expiresAt: row.expires_at };
}

/** A tracked socket: resolves with the reason and the milliseconds it took to close. */
function socket(live: LiveLinks, grant: ShareGrant, cameraId = cameraIds[0]) {
  const started = Date.now();
  let untrack = () => undefined as void;
  const closed = new Promise<{ reason: LinkEndReason; ms: number }>((resolve) => {
    untrack = live.track(grant, cameraId, (reason) =>
      resolve({ reason, ms: Date.now() - started }),
    );
  });
  return { closed, untrack: () => untrack() };
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not closed within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

it('closes a socket at its link’s expiry', async () => {
  const live = watch();
  await live.start();
  const grant = await newGrant();
  grant.expiresAt = new Date(Date.now() + 400);
  const { closed } = socket(live, grant);
  const result = await within(closed, 2000);
  expect(result.reason).toBe('expired');
  expect(result.ms).toBeGreaterThanOrEqual(350);
  expect(live.size()).toBe(0);
});

it('closes every socket of a revoked link within a second (NOTIFY), and only those', async () => {
  const live = watch({ recheckMs: 60_000 });
  await live.start();
  const grant = await newGrant();
  const other = await newGrant();
  const a = socket(live, grant);
  const b = socket(live, grant);
  let otherClosed = false;
  void socket(live, other).closed.then(() => {
    otherClosed = true;
  });
  const revokedAt = Date.now();
  await revokeLink(handle.db, grant.linkId, null);
  const [first, second] = await within(Promise.all([a.closed, b.closed]), 1000);
  expect(first.reason).toBe('revoked');
  expect(second.reason).toBe('revoked');
  expect(Date.now() - revokedAt).toBeLessThan(1000);
  expect(otherClosed).toBe(false);
  expect(live.size()).toBe(1);
});

it('a second node hears the revocation too', async () => {
  const first = watch({ recheckMs: 60_000 });
  const second = watch({ recheckMs: 60_000 });
  await first.start();
  await second.start();
  const grant = await newGrant();
  const sockets = [socket(first, grant), socket(second, grant)];
  await revokeLink(handle.db, grant.linkId, null);
  const results = await within(Promise.all(sockets.map((s) => s.closed)), 1000);
  expect(results.map((r) => r.reason)).toEqual(['revoked', 'revoked']);
});

it('catches a notice missed while not listening at the next re-check', async () => {
  const deaf = watch({ listen: async () => async () => undefined, recheckMs: 200 });
  await deaf.start();
  const revoked = await newGrant();
  const expired = await newGrant();
  const a = socket(deaf, revoked);
  const b = socket(deaf, expired);
  await revokeLink(handle.db, revoked.linkId, null);
  // Expired in the database (a lifetime cut short) though this node's timer is far off.
  await sql`update share_links set expires_at = now() - interval '1 second' where id = ${expired.linkId}`.execute(
    handle.db,
  );
  const [x, y] = await within(Promise.all([a.closed, b.closed]), 1000);
  expect(x.reason).toBe('revoked');
  expect(y.reason).toBe('expired');
});

it('a socket untracked before the revocation is not closed by it', async () => {
  const live = watch({ recheckMs: 60_000 });
  await live.start();
  const grant = await newGrant();
  const s = socket(live, grant);
  s.untrack();
  expect(live.size()).toBe(0);
  await revokeLink(handle.db, grant.linkId, null);
  await expect(within(s.closed, 300)).rejects.toThrow('not closed');
});

/** Takes `cameraId` out of the panel, as saving the panel without it does; returns the undo. */
async function withdraw(cameraId: number): Promise<() => Promise<void>> {
  const row = await handle.db
    .selectFrom('panel_cameras')
    .selectAll()
    .where('panel_id', '=', panelId)
    .where('camera_id', '=', cameraId)
    .executeTakeFirstOrThrow();
  await handle.db
    .deleteFrom('panel_cameras')
    .where('panel_id', '=', panelId)
    .where('camera_id', '=', cameraId)
    .execute();
  return async () => {
    await handle.db.insertInto('panel_cameras').values(row).execute();
  };
}

it('closes a panel link’s sockets on a camera taken out of the panel, not the others', async () => {
  const live = watch({ recheckMs: 60_000 });
  await live.start();
  const grant = await newGrant();
  const [gone, stays] = cameraIds;
  const onGone = socket(live, grant, gone);
  let stayed = true;
  void socket(live, grant, stays).closed.then(() => {
    stayed = false;
  });
  const restore = await withdraw(gone);
  try {
    const changedAt = Date.now();
    await announcePanelCameras(handle.db, panelId);
    expect((await within(onGone.closed, 1000)).reason).toBe('withdrawn');
    expect(Date.now() - changedAt).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stayed).toBe(true);
    expect(live.size()).toBe(1);
  } finally {
    await restore();
  }
});

it('a camera link is not cut when its camera leaves the panel: the link names the camera', async () => {
  const live = watch({ recheckMs: 200 });
  await live.start();
  const link = await insertShareLink(handle.db, {
    panelId,
    kind: 'camera',
    cameraId: cameraIds[0],
    createdBy: null,
    lifetimeSeconds: 3600,
  });
  const grant: ShareGrant = {
    linkId: link.id,
    kind: 'camera',
    panelId,
    cameraId: cameraIds[0],
    expiresAt: new Date(Date.now() + 3_600_000),
  };
  const s = socket(live, grant, cameraIds[0]);
  const restore = await withdraw(cameraIds[0]);
  try {
    await announcePanelCameras(handle.db, panelId);
    await expect(within(s.closed, 600)).rejects.toThrow('not closed');
  } finally {
    await restore();
    s.untrack();
  }
});

it('catches a withdrawn camera whose notice was missed at the next re-check', async () => {
  const deaf = watch({ listen: async () => async () => undefined, recheckMs: 200 });
  await deaf.start();
  const grant = await newGrant();
  const s = socket(deaf, grant, cameraIds[1]);
  const restore = await withdraw(cameraIds[1]);
  try {
    expect((await within(s.closed, 1000)).reason).toBe('withdrawn');
  } finally {
    await restore();
  }
});

itOnPostgres('keeps listening after its PostgreSQL connection is cut', async () => {
  const live = watch({ recheckMs: 60_000 });
  await live.start();
  const killed = await sql<{ n: number }>`
    select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
    where datname = current_database() and query ilike 'listen %'`.execute(handle.db);
  expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(1);
  // The listener comes back after its first backoff (250 ms).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const grant = await newGrant();
  const s = socket(live, grant);
  await revokeLink(handle.db, grant.linkId, null);
  expect((await within(s.closed, 1000)).reason).toBe('revoked');
});

it('listens from when the app is ready until it closes', async () => {
  const calls: string[] = [];
  const app = Fastify({ logger: false });
  const live = registerLiveLinks(app, {
    db: handle.db,
    listen: async (channel) => {
      calls.push(`listen ${channel}`);
      return async () => {
        calls.push('unlisten');
      };
    },
  });
  expect(calls).toEqual([]);
  await app.ready();
  expect(calls).toEqual(['listen share_links']);
  const grant = await newGrant();
  live.track(grant, cameraIds[0], () => undefined);
  expect(live.size()).toBe(1);
  await app.close();
  expect(calls).toEqual(['listen share_links', 'unlisten']);
  expect(live.size()).toBe(0);
});
