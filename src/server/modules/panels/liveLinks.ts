// The link watch (linkWatch.ts) of this node: every socket opened through a share link
// gets a timer at the link's expiry, and a revocation (or the panel's deletion) announced on
// SHARE_LINKS_CHANNEL, by any node, closes that link's sockets at once; a change of a panel's
// cameras closes its links' sockets on cameras no longer in it. A notice sent while this node's
// listening connection was down is caught by a periodic re-check of every tracked link and
// panel (two queries), so a revoked link or a withdrawn camera never outlives RECHECK_MS.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ShareGrant } from '../../access/accessHooks';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import type { LinkEndReason, LinkWatch } from './linkWatch';
import { SHARE_LINKS_CHANNEL } from './shareLinks';

export const RECHECK_MS = 5_000;
/** setTimeout's largest delay; a later expiry re-arms the timer when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LiveLinks extends LinkWatch {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Re-reads every tracked link and closes the sockets of those no longer open. */
  recheck(): Promise<void>;
  /** Sockets tracked now. */
  size(): number;
}

export interface LiveLinksOptions {
  db: Kysely<Database>;
  listen: DatabaseHandle['listen'];
  recheckMs?: number;
  log?: { warn(object: unknown, message?: string): void };
  now?: () => number;
}

interface Tracked {
  linkId: number;
  /** The panel whose cameras this socket may watch: set for panel links only. */
  panelId: number | null;
  cameraId: number;
  expiresAt: number;
  close: (reason: LinkEndReason) => void;
  timer: NodeJS.Timeout | null;
}

export function createLiveLinks(options: LiveLinksOptions): LiveLinks {
  const now = options.now ?? Date.now;
  const byLink = new Map<number, Set<Tracked>>();
  let unlisten: (() => Promise<void>) | null = null;
  let interval: NodeJS.Timeout | null = null;
  let checking = false;

  const untrack = (entry: Tracked) => {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    const set = byLink.get(entry.linkId);
    set?.delete(entry);
    if (set?.size === 0) byLink.delete(entry.linkId);
  };

  const end = (entry: Tracked, reason: LinkEndReason) => {
    untrack(entry);
    try {
      entry.close(reason);
    } catch (error) {
      options.log?.warn({ err: error, linkId: entry.linkId }, 'cierre de transmisión fallido');
    }
  };

  const endLink = (linkId: number, reason: LinkEndReason) => {
    for (const entry of [...(byLink.get(linkId) ?? [])]) end(entry, reason);
  };

  const arm = (entry: Tracked) => {
    const remaining = entry.expiresAt - now();
    if (remaining <= 0) {
      end(entry, 'expired');
      return;
    }
    entry.timer = setTimeout(() => arm(entry), Math.min(remaining, MAX_TIMER_MS));
    entry.timer.unref();
  };

  const panelEntries = (panelIds?: number[]) =>
    [...byLink.values()]
      .flatMap((set) => [...set])
      .filter((e) => e.panelId !== null && (!panelIds || panelIds.includes(e.panelId)));

  /**
   * Closes the panel-link sockets of `panelIds` (default: every tracked panel) whose camera is no
   * longer in that panel.
   */
  const endWithdrawn = async (panelIds?: number[]) => {
    const tracked = panelEntries(panelIds);
    if (tracked.length === 0) return;
    const rows = await options.db
      .selectFrom('panel_cameras')
      .select(['panel_id', 'camera_id'])
      .where('panel_id', 'in', [...new Set(tracked.map((e) => e.panelId!))])
      .execute();
    const kept = new Set(rows.map((r) => `${r.panel_id} ${r.camera_id}`));
    for (const entry of tracked) {
      if (!kept.has(`${entry.panelId} ${entry.cameraId}`)) end(entry, 'withdrawn');
    }
  };

  const onNotice = (payload: string) => {
    const [what, id] = payload.split(' ');
    const target = Number(id);
    if (!Number.isInteger(target)) return;
    if (what === 'revoked') endLink(target, 'revoked');
    else if (what === 'panel') {
      endWithdrawn([target]).catch((error: unknown) => {
        // The periodic re-check catches it once the database answers again.
        options.log?.warn({ err: error, panelId: target }, 'revisión de cámaras del panel fallida');
      });
    }
  };

  const recheck = async () => {
    const ids = [...byLink.keys()];
    if (ids.length === 0 || checking) return;
    checking = true;
    try {
      const rows = await options.db
        .selectFrom('share_links')
        .select(['id', 'revoked_at', 'expires_at'])
        .where('id', 'in', ids)
        .execute();
      const open = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) {
        const row = open.get(id);
        if (!row || row.revoked_at) endLink(id, 'revoked');
        else if (row.expires_at.getTime() <= now()) endLink(id, 'expired');
      }
      await endWithdrawn();
    } catch (error) {
      // The database is down: the next round tries again; expiry timers still run.
      options.log?.warn({ err: error }, 'revisión de enlaces compartidos fallida');
    } finally {
      checking = false;
    }
  };

  return {
    track(grant: ShareGrant, cameraId: number, close: (reason: LinkEndReason) => void) {
      const entry: Tracked = {
        linkId: grant.linkId,
        panelId: grant.kind === 'panel' ? grant.panelId : null,
        cameraId,
        expiresAt: grant.expiresAt.getTime(),
        close,
        timer: null,
      };
      const set = byLink.get(entry.linkId) ?? new Set<Tracked>();
      byLink.set(entry.linkId, set);
      set.add(entry);
      arm(entry);
      return () => untrack(entry);
    },
    async start() {
      if (unlisten) return;
      unlisten = await options.listen(SHARE_LINKS_CHANNEL, onNotice);
      interval = setInterval(() => void recheck(), options.recheckMs ?? RECHECK_MS);
      interval.unref();
    },
    async stop() {
      if (interval) clearInterval(interval);
      interval = null;
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
      for (const set of byLink.values()) for (const entry of set) untrack(entry);
    },
    recheck,
    size: () => [...byLink.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** The link watch of `app`: listening from when the app is ready until it closes. */
export function registerLiveLinks(
  app: FastifyInstance,
  options: Omit<LiveLinksOptions, 'log'>,
): LiveLinks {
  const live = createLiveLinks({ ...options, log: app.log });
  app.addHook('onReady', () => live.start());
  app.addHook('onClose', () => live.stop());
  return live;
}
