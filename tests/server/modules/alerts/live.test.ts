// The live badge's relay (alerts/live.ts): notices of the alerts channel reach the watchers
// whose user may see the alert's station (looked up per alert, never trusted from the
// payload, and only of kinds the user's screen flags show), as one message per batch; sessions
// signed out, idle or past their lifetime since are closed (4401), and an open socket does not
// keep its session from going idle. And the watchAlerts WebSocket itself: a browser's session
// as the `bearer.<token>` subprotocol, the token never echoed, a plain GET 426, no session 401,
// no alert flag 403, and at most MAX_SOCKETS_PER_SESSION sockets per session on all nodes.
import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import {
  createAlertsLive,
  parseLiveEvent,
  MAX_SOCKETS_PER_SESSION,
  SESSION_ENDED_CLOSE_CODE,
  type AlertsLive,
  type AlertWatcher,
} from '@/server/modules/alerts/live';
import { reconcileRule } from '@/server/modules/alerts/evaluate';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { openAlertsLive } from '../../../support/alertsLiveClient';

let s: TestServer;
let stationId: number;
let editor: string;
let ruleId: number;

beforeAll(async () => {
  s = await startTestServer();
  editor = await s.login('editor@demo.surtidor.mx');
  const station = await s.db
    .selectFrom('gas_stations as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select('g.id')
    .where('c.name', '=', 'Grupo Surtidor Demo')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  const res = await s.post(
    '/api/alert_rules',
    {
      name: 'En vivo',
      gas_station_ids: [stationId],
      condition: { kind: 'connector_failing', hours: 1 },
      severity: 'critical',
      channels: ['in_app'],
      enabled: true,
    },
    editor,
  );
  expect(res.statusCode).toBe(201);
  ruleId = res.json().id as number;
});
afterAll(() => s.close());

const sessionOf = async (token: string) =>
  (
    await s.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
  ).id;

interface FakeWatcher extends AlertWatcher {
  received: { type: string; events?: { event: string; id: number }[] }[];
  closedWith: number | null;
}

const watcher = (sessionId: number): FakeWatcher => {
  const w: FakeWatcher = {
    sessionId,
    received: [],
    closedWith: null,
    send: (text) => w.received.push(JSON.parse(text) as FakeWatcher['received'][number]),
    close: (code) => {
      w.closedWith = code;
    },
  };
  return w;
};

const until = async (test: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!test() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
};

const eventsOf = (w: FakeWatcher) =>
  w.received.flatMap((m) => (m.events ?? []).map((e) => `${e.event} ${e.id}`));

/** Opens an alert for a new subject of the rule, as an evaluation does; returns its id. */
async function openAlert(subject: string): Promise<number> {
  await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, [
    { gasStationId: stationId, subjectKey: subject, details: {} },
  ]);
  const row = await s.db
    .selectFrom('alerts')
    .select('id')
    .where('rule_id', '=', ruleId)
    .where('subject_key', '=', subject)
    .where('state', '<>', 'resolved')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the relay', () => {
  let live: AlertsLive;
  beforeEach(async () => {
    live = createAlertsLive({ db: s.db, listen: s.listen, batchMs: 5 });
    await live.start();
  });
  afterEach(() => live.stop());

  it('tells the users who see the station, and nobody else, what opened, was acknowledged and resolved', async () => {
    const admin = watcher(await sessionOf(await s.login('admin@demo.surtidor.mx')));
    const mine = watcher(await sessionOf(editor));
    const other = watcher(await sessionOf(await s.login('bajio@demo.surtidor.mx')));
    for (const w of [admin, mine, other]) live.watch(w);
    expect(mine.received).toEqual([{ type: 'ready' }]);

    const id = await openAlert('conector:a');
    await until(() => eventsOf(mine).length > 0 && eventsOf(admin).length > 0);
    expect(eventsOf(mine)).toEqual([`alert_opened ${id}`]);
    expect(eventsOf(admin)).toEqual([`alert_opened ${id}`]);

    expect((await s.post(`/api/alerts/${id}/acknowledge`, undefined, editor)).statusCode).toBe(200);
    await until(() => eventsOf(mine).length > 1);
    // The condition clears: the evaluation resolves it.
    await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
    await until(() => eventsOf(mine).length > 2);
    expect(eventsOf(mine)).toEqual([
      `alert_opened ${id}`,
      `alert_acknowledged ${id}`,
      `alert_resolved ${id}`,
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(other.received).toEqual([{ type: 'ready' }]);
  });

  it('looks the alert up instead of trusting the notice, and ignores what is not a notice', async () => {
    const mine = watcher(await sessionOf(editor));
    live.watch(mine);
    const id = await openAlert('conector:b');
    await until(() => eventsOf(mine).length > 0);
    // A forged station in the payload changes nothing; unknown ids and junk reach nobody.
    await sql`select pg_notify('alerts', ${JSON.stringify({
      event: 'alert_opened',
      id: 999_999_999,
      gas_station_id: stationId,
    })}), pg_notify('alerts', 'nada'), pg_notify('alerts', '{"event":"otro","id":1}')`.execute(
      s.db,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(eventsOf(mine)).toEqual([`alert_opened ${id}`]);
    expect(parseLiveEvent('{"event":"alert_resolved","id":3}')).toEqual({
      event: 'alert_resolved',
      id: 3,
    });
    expect(parseLiveEvent('{"event":"alert_resolved","id":"3"}')).toBeNull();
    await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
  });

  it('sends many alerts of one evaluation as few messages', async () => {
    const mine = watcher(await sessionOf(editor));
    live.watch(mine);
    await reconcileRule(
      s.db,
      { id: ruleId, severity: 'critical' },
      Array.from({ length: 150 }, (_, i) => ({
        gasStationId: stationId,
        subjectKey: `lote:${i}`,
        details: {},
      })),
    );
    await until(() => eventsOf(mine).length >= 150);
    expect(eventsOf(mine)).toHaveLength(150);
    // ready + two messages (at most 100 events each)
    expect(mine.received).toHaveLength(3);
    await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
  });

  it('tells a user only the alerts of kinds its screen flags show', async () => {
    // Visor sees the station but not Settings' data: the connector's alerts are not its own.
    const visorToken = await s.login('visor@demo.surtidor.mx');
    const visor = watcher(await sessionOf(visorToken));
    const mine = watcher(await sessionOf(editor));
    live.watch(visor);
    live.watch(mine);
    const hidden = await openAlert('conector:flags');
    await until(() => eventsOf(mine).length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(eventsOf(mine)).toEqual([`alert_opened ${hidden}`]);
    expect(visor.received).toEqual([{ type: 'ready' }]);
    // Given the settings flag, the next one reaches it.
    const visorId = (
      await s.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'visor@demo.surtidor.mx')
        .executeTakeFirstOrThrow()
    ).id;
    await s.db
      .updateTable('user_permissions')
      .set({ settings: true })
      .where('user_id', '=', visorId)
      .execute();
    try {
      const seen = await openAlert('conector:flags2');
      await until(() => eventsOf(visor).includes(`alert_opened ${seen}`));
      // (Opening it resolved the first, which the visor may now see too.)
      expect(eventsOf(visor)).toContain(`alert_opened ${seen}`);
    } finally {
      await s.db
        .updateTable('user_permissions')
        .set({ settings: false })
        .where('user_id', '=', visorId)
        .execute();
    }
    await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
  });

  it('closes the watchers of a session signed out since', async () => {
    const token = await s.login('editor@demo.surtidor.mx');
    const gone = watcher(await sessionOf(token));
    const kept = watcher(await sessionOf(editor));
    live.watch(gone);
    live.watch(kept);
    expect((await s.post('/api/logout', undefined, token)).statusCode).toBeLessThan(300);
    await live.recheck();
    expect(gone.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(kept.closedWith).toBeNull();
    expect(live.size()).toBe(1);
  });

  it('closes the watchers of a session idle or past its lifetime, and tells them nothing', async () => {
    const strict = createAlertsLive({
      db: s.db,
      listen: s.listen,
      batchMs: 5,
      sessionPolicy: { idleMinutes: 30, maxHours: 8 },
    });
    await strict.start();
    try {
      const idle = watcher(await sessionOf(await s.login('editor@demo.surtidor.mx')));
      const old = watcher(await sessionOf(await s.login('editor@demo.surtidor.mx')));
      const kept = watcher(await sessionOf(await s.login('editor@demo.surtidor.mx')));
      await s.db
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`now() - interval '31 minutes'` })
        .where('id', '=', idle.sessionId)
        .execute();
      await s.db
        .updateTable('sessions')
        .set({ created_at: sql<Date>`now() - interval '9 hours'` })
        .where('id', '=', old.sessionId)
        .execute();
      for (const w of [idle, old, kept]) strict.watch(w);
      const id = await openAlert('conector:inactiva');
      await until(() => eventsOf(kept).length > 0);
      // One lookup serves every watcher of the batch: the others were answered with it.
      await strict.flush();
      expect(eventsOf(kept)).toEqual([`alert_opened ${id}`]);
      expect(eventsOf(idle)).toEqual([]);
      expect(eventsOf(old)).toEqual([]);
      await strict.recheck();
      expect([idle.closedWith, old.closedWith, kept.closedWith]).toEqual([
        SESSION_ENDED_CLOSE_CODE,
        SESSION_ENDED_CLOSE_CODE,
        null,
      ]);
      expect(strict.size()).toBe(1);
      await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
    } finally {
      await strict.stop();
    }
  });
});

describe('watchAlerts', () => {
  let base: string;
  beforeAll(async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });

  it('opens with the session as a subprotocol, answers only its own, and relays', async () => {
    const client = await openAlertsLive(base, editor);
    try {
      expect(client.protocol).toBe('surtidor-alerts');
      const id = await openAlert('conector:socket');
      const { message } = await client.waitFor((m) => m.type === 'alerts');
      expect(message.events).toEqual([{ event: 'alert_opened', id }]);
      await reconcileRule(s.db, { id: ruleId, severity: 'critical' }, []);
    } finally {
      client.close();
    }
  });

  it('closes the socket of a session gone idle (4401), which the socket did not keep active', async () => {
    // The server's own settings (SESSION_IDLE_MINUTES, a week by default) apply to the socket.
    const token = await s.login('editor@demo.surtidor.mx');
    const session = await sessionOf(token);
    const client = await openAlertsLive(base, token);
    try {
      const lastSeen = sql<Date>`now() - make_interval(mins => ${s.config.sessionIdleMinutes + 1})`;
      await s.db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeen })
        .where('id', '=', session)
        .execute();
      const before = await s.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id', '=', session)
        .executeTakeFirstOrThrow();
      await s.app.alertsLive.recheck();
      expect(await client.closed).toEqual({
        code: SESSION_ENDED_CLOSE_CODE,
        reason: 'session_ended',
      });
      const after = await s.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id', '=', session)
        .executeTakeFirstOrThrow();
      expect(after.last_seen_at.getTime()).toBe(before.last_seen_at.getTime());
      // And the session answers as idle, which the browser shows on its login.
      const res = await s.get('/api/user_profile', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'session_idle' });
    } finally {
      client.close();
    }
  });

  it('refuses a user who sees no alert kind (403)', async () => {
    const withoutPermissions = await s.login('sinpermisos@demo.surtidor.mx');
    await expect(openAlertsLive(base, withoutPermissions)).rejects.toMatchObject({ status: 403 });
  });

  it(`holds at most ${MAX_SOCKETS_PER_SESSION} sockets of one session, on every node together`, async () => {
    const token = await s.login('editor@demo.surtidor.mx');
    const session = await sessionOf(token);
    const clients = [];
    try {
      for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++)
        clients.push(await openAlertsLive(base, token));
      await expect(openAlertsLive(base, token)).rejects.toMatchObject({ status: 429 });
      // Another node of the same database counts the same places.
      const otherNode = createAlertsLive({ db: s.db, listen: s.listen });
      expect(await otherNode.claim(session)).toBeNull();
      // Another session of the same user is not held back.
      const other = await openAlertsLive(base, editor);
      other.close();
      // A socket closed gives its place back.
      clients.pop()!.close();
      await until(() => false, 300);
      const again = await openAlertsLive(base, token);
      clients.push(again);
      await expect(openAlertsLive(base, token)).rejects.toMatchObject({ status: 429 });
      // A place its node stopped refreshing (a node gone) stops counting.
      await sql`update alert_sockets set seen_at = now() - interval '1 hour'
        where id = (select min(id) from alert_sockets where session_id = ${session})`.execute(s.db);
      const place = await otherNode.claim(session);
      expect(place).not.toBeNull();
      await otherNode.release(place!);
    } finally {
      for (const client of clients) client.close();
    }
  });

  it('refuses a browser without a session, and answers a plain GET 426', async () => {
    await expect(openAlertsLive(base, null)).rejects.toMatchObject({ status: 401 });
    await expect(openAlertsLive(base, 'no-es-un-token')).rejects.toMatchObject({ status: 401 });
    const plain = await s.get('/api/alerts/live', editor);
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toMatchObject({ code: 'upgrade_required' });
  });
});
