// The live badge's relay on this node: every signed-in browser that opened watchAlerts is a
// watcher (its session's id and a way to send it text). Notices of the database's `alerts`
// channel, sent by any node (notify.ts), are gathered for BATCH_MS and looked up in one
// statement that pairs each alert with the watching sessions that may see it: the session
// still open and its user not disabled, and the alert's station one of the user's
// (administrators: every station), the same rule as visibility.ts. The notice's own fields
// are never trusted beyond the alert's id. Each watcher then gets one message with its events
// (ids only). The listening is the database handle's (DatabaseHandle.listen, as the share
// links do), so a lost PostgreSQL connection comes back by itself; notices sent meanwhile are
// lost, which is why browsers re-read on every (re)connection. Every SESSION_RECHECK_MS one
// statement closes the sockets of sessions signed out or expired since (4401).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { SocketHandler } from '../../contract/registerRoutes';
import type { DatabaseHandle } from '../../db/database';
import { ROLE, type Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { ALERTS_CHANNEL } from './notify';

/** The WebSocket subprotocol of watchAlerts (browsers offer it next to `bearer.<token>`). */
export const ALERTS_SUBPROTOCOL = 'surtidor-alerts';
/** Close code of a socket whose session was signed out or expired. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Notices arriving within this are looked up together (an evaluation announces many at once). */
export const BATCH_MS = 20;
/** How often the watching sessions are checked to be still open. */
export const SESSION_RECHECK_MS = 30_000;
/** The most events one message carries (a large evaluation sends several messages). */
export const MAX_EVENTS_PER_MESSAGE = 100;

export type LiveEventName = 'alert_opened' | 'alert_acknowledged' | 'alert_resolved';
const EVENTS: ReadonlySet<string> = new Set<LiveEventName>([
  'alert_opened',
  'alert_acknowledged',
  'alert_resolved',
]);

export interface LiveEvent {
  event: LiveEventName;
  id: number;
}

/** What watchAlerts sends: `ready` once listening, then batches of events. */
export type LiveMessage = { type: 'ready' } | { type: 'alerts'; events: LiveEvent[] };

export interface AlertWatcher {
  sessionId: number;
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface AlertsLive {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Adds a watcher; returns the function that removes it. */
  watch(watcher: AlertWatcher): () => void;
  /** Watchers on this node now. */
  size(): number;
  /** Tests: relays what is pending now. */
  flush(): Promise<void>;
  /** Tests: closes the sockets of sessions no longer open. */
  recheck(): Promise<void>;
}

export interface AlertsLiveOptions {
  db: Kysely<Database>;
  listen: DatabaseHandle['listen'];
  batchMs?: number;
  recheckMs?: number;
  log?: { warn(object: unknown, message?: string): void };
}

/** One event of a notice's payload, or null when it is not one (other events, bad JSON). */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as { event?: unknown; id?: unknown } | null;
    if (!value || typeof value.event !== 'string' || !EVENTS.has(value.event)) return null;
    if (typeof value.id !== 'number' || !Number.isSafeInteger(value.id)) return null;
    return { event: value.event as LiveEventName, id: value.id };
  } catch {
    return null;
  }
}

export function createAlertsLive(options: AlertsLiveOptions): AlertsLive {
  const { db } = options;
  const watchers = new Set<AlertWatcher>();
  let pending: LiveEvent[] = [];
  let batchTimer: NodeJS.Timeout | null = null;
  let interval: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  /** The relay in progress: batches go out in order. */
  let relaying: Promise<void> = Promise.resolve();

  const sessionIds = () => [...new Set([...watchers].map((w) => w.sessionId))];

  const send = (watcher: AlertWatcher, message: LiveMessage) => {
    try {
      watcher.send(JSON.stringify(message));
    } catch (error) {
      options.log?.warn({ err: error }, 'aviso de alertas no enviado');
    }
  };

  const relay = async (events: LiveEvent[]) => {
    const sessions = sessionIds();
    if (sessions.length === 0 || events.length === 0) return;
    const ids = [...new Set(events.map((e) => e.id))];
    const rows = await sql<{ alert_id: number; session_id: number }>`
      select a.id as alert_id, s.id as session_id
      from alerts a
      join sessions s on s.id = any(${sessions}::int[])
      join users u on u.id = s.user_id
      where a.id = any(${ids}::int[])
        and s.revoked_at is null and s.expires_at > now() and u.disabled_at is null
        and (u.user_role_id = ${ROLE.Admin} or exists (select 1 from user_gas_stations g
          where g.user_id = u.id and g.gas_station_id = a.gas_station_id))`.execute(db);
    const seen = new Map<number, Set<number>>();
    for (const row of rows.rows) {
      const set = seen.get(row.session_id) ?? new Set<number>();
      set.add(row.alert_id);
      seen.set(row.session_id, set);
    }
    for (const watcher of watchers) {
      const visible = seen.get(watcher.sessionId);
      if (!visible) continue;
      // An alert deleted meanwhile (its rule deleted) matches nobody: nothing to show.
      const mine = events.filter((e) => visible.has(e.id));
      for (let i = 0; i < mine.length; i += MAX_EVENTS_PER_MESSAGE) {
        send(watcher, { type: 'alerts', events: mine.slice(i, i + MAX_EVENTS_PER_MESSAGE) });
      }
    }
  };

  const flush = () => {
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    const events = pending;
    pending = [];
    relaying = relaying
      .then(() => relay(events))
      .catch((error: unknown) => {
        // The database is away: these notices are lost, as if sent while not listening;
        // browsers re-read when their socket comes back or their poll runs.
        options.log?.warn({ err: error }, 'aviso de alertas no relevado');
      });
    return relaying;
  };

  const onNotice = (payload: string) => {
    const event = parseLiveEvent(payload);
    if (!event || watchers.size === 0) return;
    if (!pending.some((e) => e.id === event.id && e.event === event.event)) pending.push(event);
    batchTimer ??= setTimeout(() => void flush(), options.batchMs ?? BATCH_MS);
  };

  const recheck = async () => {
    const sessions = sessionIds();
    if (sessions.length === 0) return;
    try {
      const open = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('s.id')
        .where('s.id', 'in', sessions)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', sql<Date>`now()`)
        .where('u.disabled_at', 'is', null)
        .execute();
      const alive = new Set(open.map((r) => r.id));
      for (const watcher of [...watchers]) {
        if (alive.has(watcher.sessionId)) continue;
        watchers.delete(watcher);
        watcher.close(SESSION_ENDED_CLOSE_CODE, 'session_ended');
      }
    } catch (error) {
      options.log?.warn({ err: error }, 'revisión de sesiones de alertas fallida');
    }
  };

  return {
    async start() {
      if (unlisten) return;
      unlisten = await options.listen(ALERTS_CHANNEL, onNotice);
      interval = setInterval(() => void recheck(), options.recheckMs ?? SESSION_RECHECK_MS);
      interval.unref();
    },
    async stop() {
      if (interval) clearInterval(interval);
      interval = null;
      if (batchTimer) clearTimeout(batchTimer);
      batchTimer = null;
      pending = [];
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
      await relaying;
      for (const watcher of [...watchers]) watcher.close(1001, 'shutting_down');
      watchers.clear();
    },
    watch(watcher) {
      watchers.add(watcher);
      send(watcher, { type: 'ready' });
      return () => {
        watchers.delete(watcher);
      };
    },
    size: () => watchers.size,
    flush,
    recheck,
  };
}

/** The relay of `app`: listening from when the app is ready until it closes. */
export function registerAlertsLive(
  app: FastifyInstance,
  options: Omit<AlertsLiveOptions, 'log'>,
): AlertsLive {
  const live = createAlertsLive({ ...options, log: app.log });
  app.addHook('onReady', () => live.start());
  // Before @fastify/websocket's own preClose: watchers are told why (1001).
  app.addHook('preClose', () => live.stop());
  return live;
}

/**
 * The socket side of watchAlerts: the access hook has found the session (from the
 * `bearer.<token>` subprotocol) before the upgrade; the socket is then one watcher of it.
 */
export function alertsSocketHandler(live: AlertsLive): SocketHandler<{ sessionId: number }> {
  return {
    async prepare(request) {
      const user = request.auth.user;
      // x-access session lets nobody else through; refuse rather than guess.
      if (!user) throw new HttpError(401, 'Sesión no válida o expirada', 'unauthorized');
      return { sessionId: user.sessionId };
    },
    open(socket, _request, { sessionId }) {
      const unwatch = live.watch({
        sessionId,
        send: (text) => socket.send(text),
        close: (code, reason) => socket.close(code, reason),
      });
      socket.once('close', unwatch);
      // Browsers only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  };
}

/** The subprotocol to answer among those offered: this one, else what `other` picks. */
export function chooseAlertsSubprotocol(
  offered: Set<string>,
  other: (offered: Set<string>) => string | false,
): string | false {
  return offered.has(ALERTS_SUBPROTOCOL) ? ALERTS_SUBPROTOCOL : other(offered);
}
