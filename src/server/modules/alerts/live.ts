// The live badge's relay on this node: every signed-in browser that opened watchAlerts is a
// watcher (its session's id and a way to send it text). Notices of the database's `alerts`
// channel, sent by any node (notify.ts), are gathered for BATCH_MS and looked up in one
// statement that pairs each alert with the watching sessions that may see it: the session
// still open and its user not disabled, the alert's station one of the user's
// (administrators: every station) and its kind one the user's screen flags show, the same rule
// as visibility.ts. The notice's own fields
// are never trusted beyond the alert's id. Each watcher then gets one message with its events
// (ids only). The listening is the database handle's (DatabaseHandle.listen, as the share
// links do), so a lost PostgreSQL connection comes back by itself; notices sent meanwhile are
// lost, which is why browsers re-read on every (re)connection. Every SESSION_RECHECK_MS one
// statement closes the sockets of sessions no longer open (4401): signed out, expired, idle
// longer than SESSION_IDLE_MINUTES or older than SESSION_MAX_HOURS, the same rule every request
// applies (access/authUser.ts sessionOpen). A socket is not activity: neither its being open
// nor the rechecks refresh the session's last_seen_at, so a tab left open with the badge's
// socket does not keep its session from going idle (only requests do). A session holds
// at most MAX_SOCKETS_PER_SESSION sockets across the nodes, counted in the database
// (alert_sockets: one place per socket, refreshed by its node on each recheck).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { sessionOpen, UNLIMITED_SESSIONS, type SessionPolicy } from '../../access/authUser';
import type { SocketHandler } from '../../contract/registerRoutes';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { ALERTS_CHANNEL } from './notify';
import { userSeesAlert } from './visibility';

/** The WebSocket subprotocol of watchAlerts (browsers offer it next to `bearer.<token>`). */
export const ALERTS_SUBPROTOCOL = 'surtidor-alerts';
/** Close code of a socket whose session ended (signed out, expired or idle). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Notices arriving within this are looked up together (an evaluation announces many at once). */
export const BATCH_MS = 20;
/** How often the watching sessions are checked to be still open. */
export const SESSION_RECHECK_MS = 30_000;
/** The most events one message carries (a large evaluation sends several messages). */
export const MAX_EVENTS_PER_MESSAGE = 100;
/**
 * The most alert sockets one session holds open at once, on all nodes together (a tab needs
 * one; a few tabs of one sign-in share its session). Another is refused with 429 before the
 * upgrade (a browser sees its socket fail and retries with back-off).
 */
export const MAX_SOCKETS_PER_SESSION = 5;
export const SOCKETS_FULL_MESSAGE =
  'Esta sesión ya tiene abiertos demasiados avisos de alertas; cierra otras pestañas';
/**
 * A socket's place (a row of alert_sockets) counts while its node refreshed it within this:
 * every recheck refreshes the places of the node's sockets, so a node that stopped without
 * closing them frees their places after this.
 */
export const SOCKET_PLACE_STALE_MS = 2 * SESSION_RECHECK_MS + 15_000;

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
  /** The socket's place among its session's (alert_sockets), when it took one. */
  placeId?: number;
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface AlertsLive {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Takes a place for one more socket of the session, on any node: its id, or null when the
   * session already holds MAX_SOCKETS_PER_SESSION. Give it back with release().
   */
  claim(sessionId: number): Promise<number | null>;
  release(placeId: number): Promise<void>;
  /** Adds a watcher; returns the function that removes it (and gives its place back). */
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
  /** SESSION_IDLE_MINUTES and SESSION_MAX_HOURS (default: none beyond the session's expiry). */
  sessionPolicy?: SessionPolicy;
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
  const policy = options.sessionPolicy ?? UNLIMITED_SESSIONS;
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
      join alert_rules r on r.id = a.rule_id
      join sessions s on s.id = any(${sessions}::int[])
      join users u on u.id = s.user_id
      where a.id = any(${ids}::int[])
        and ${sessionOpen(policy)} and u.disabled_at is null
        and ${userSeesAlert('u', sql.ref('a.gas_station_id'), sql.ref('r.condition_kind'))}`.execute(
      db,
    );
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

  const staleBefore = () => sql<Date>`now() - ${SOCKET_PLACE_STALE_MS} * interval '1 millisecond'`;

  const claim = async (sessionId: number): Promise<number | null> =>
    db.transaction().execute(async (trx) => {
      // The session's row lock orders the claims of its sockets on every node; the count,
      // read after the lock, sees every claim committed before.
      const session = await trx
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirst();
      if (!session) return null;
      const { count } = await trx
        .selectFrom('alert_sockets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('session_id', '=', sessionId)
        .where('seen_at', '>', staleBefore())
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SOCKETS_PER_SESSION) return null;
      const row = await trx
        .insertInto('alert_sockets')
        .values({ session_id: sessionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });

  const release = async (placeId: number) => {
    try {
      await db.deleteFrom('alert_sockets').where('id', '=', placeId).execute();
    } catch (error) {
      // Left behind, the place stops counting once stale.
      options.log?.warn({ err: error }, 'lugar de aviso de alertas no liberado');
    }
  };

  /** Keeps this node's places counting, and forgets the places of nodes gone. */
  const refreshPlaces = async () => {
    const places = [...watchers].flatMap((w) => (w.placeId === undefined ? [] : [w.placeId]));
    if (places.length > 0) {
      await db
        .updateTable('alert_sockets')
        .set({ seen_at: sql<Date>`now()` })
        .where('id', 'in', places)
        .execute();
    }
    await db.deleteFrom('alert_sockets').where('seen_at', '<=', staleBefore()).execute();
  };

  const recheck = async () => {
    try {
      await refreshPlaces();
    } catch (error) {
      options.log?.warn({ err: error }, 'lugares de avisos de alertas no renovados');
    }
    const sessions = sessionIds();
    if (sessions.length === 0) return;
    try {
      const open = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('s.id')
        .where('s.id', 'in', sessions)
        .where(sessionOpen(policy))
        .where('u.disabled_at', 'is', null)
        .execute();
      const alive = new Set(open.map((r) => r.id));
      for (const watcher of [...watchers]) {
        if (alive.has(watcher.sessionId)) continue;
        watchers.delete(watcher);
        // The session's row (and so its places) may still exist: a signed-out one is revoked.
        if (watcher.placeId !== undefined) void release(watcher.placeId);
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
      const places = [...watchers].flatMap((w) => (w.placeId === undefined ? [] : [w.placeId]));
      for (const watcher of [...watchers]) watcher.close(1001, 'shutting_down');
      watchers.clear();
      await Promise.all(places.map(release));
    },
    claim,
    release,
    watch(watcher) {
      watchers.add(watcher);
      send(watcher, { type: 'ready' });
      return () => {
        // Once: a close after the watcher was dropped (session ended) gives nothing back twice.
        if (!watchers.delete(watcher)) return;
        if (watcher.placeId !== undefined) void release(watcher.placeId);
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
export function alertsSocketHandler(
  live: AlertsLive,
): SocketHandler<{ sessionId: number; placeId: number } | null> {
  return {
    async prepare(request) {
      const user = request.auth.user;
      // x-access lets nobody else through; refuse rather than guess.
      if (!user) throw new HttpError(401, 'Sesión no válida o expirada', 'unauthorized');
      // A plain GET is answered 426 by the handler: it takes no place.
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') return null;
      const placeId = await live.claim(user.sessionId);
      if (placeId === null) throw new HttpError(429, SOCKETS_FULL_MESSAGE, 'alert_sockets_full');
      return { sessionId: user.sessionId, placeId };
    },
    open(socket, _request, prepared) {
      // Upgraded without a place (no Upgrade header seen in prepare): not served.
      if (!prepared) {
        socket.close(1011, 'no_place');
        return;
      }
      const unwatch = live.watch({
        ...prepared,
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
