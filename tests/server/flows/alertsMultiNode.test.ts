// The live badge across nodes: two API nodes on one database (on PostgreSQL, two pools and two
// listening connections). An evaluation on node A opens an alert; a browser-like client on
// node B (the session as a subprotocol, as a browser sends it) is told within a second, and
// so is an administrator's, while a user of another customer hears nothing. An
// acknowledgement through node A reaches node B's client too.
import { sql } from 'kysely';
import { evaluateAlertRules } from '@/server/modules/alerts';
import { describeOnPostgres } from '../../support/databaseKind';
import {
  startSecondNode,
  startTestServer,
  type SecondNode,
  type TestServer,
} from '../../support/testServer';
import { openAlertsLive, type AlertsLiveClient } from '../../support/alertsLiveClient';

jest.setTimeout(60_000);

describeOnPostgres('alert notices on two nodes of one PostgreSQL', () => {
  let nodeA: TestServer;
  let nodeB: SecondNode;
  let baseB: string;
  let stationId: number;
  let rivalPlace: number;
  let editor: string;

  beforeAll(async () => {
    nodeA = await startTestServer();
    nodeB = await startSecondNode(nodeA, 4);
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(nodeB.app.server.address() as { port: number }).port}`;
    editor = await nodeA.login('editor@demo.surtidor.mx');
    const rival = await nodeA.db
      .selectFrom('gas_station_rivals as r')
      .innerJoin('gas_stations as g', 'g.id', 'r.gas_station_id')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .select(['r.gas_station_id', 'r.cre_place_id'])
      .where('r.cre_place_id', 'is not', null)
      .where('c.name', '=', 'Grupo Surtidor Demo')
      .orderBy('r.gas_station_id')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    stationId = rival.gas_station_id;
    rivalPlace = rival.cre_place_id!;
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('tells a browser on node B within a second of an opening on node A, and only if it may see it', async () => {
    const clients: AlertsLiveClient[] = [];
    try {
      const mine = await openAlertsLive(baseB, editor);
      const admin = await openAlertsLive(baseB, await nodeA.login('admin@demo.surtidor.mx'));
      const other = await openAlertsLive(baseB, await nodeA.login('bajio@demo.surtidor.mx'));
      clients.push(mine, admin, other);

      const created = await nodeA.post(
        '/api/alert_rules',
        {
          name: 'Competidor se mueve',
          gas_station_ids: [stationId],
          condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
          severity: 'warning',
          channels: ['in_app'],
          enabled: true,
        },
        editor,
      );
      expect(created.statusCode).toBe(201);
      const ruleId = created.json().id as number;
      for (const [day, price] of [
        ['2091-01-01', 22.0],
        ['2091-01-02', 21.4],
      ] as const) {
        await sql`insert into cre_prices (place_id, fuel, price_date, price)
          values (${rivalPlace}, 'regular', ${day}::date, ${price})
          on conflict (place_id, fuel, price_date) do update set price = excluded.price`.execute(
          nodeA.db,
        );
      }

      // The evaluation commits on node A; the clock starts when it returns.
      const summary = await evaluateAlertRules(nodeA.db, 'prices', { ruleIds: [ruleId] });
      const committed = performance.now();
      expect(summary.opened).toBe(1);
      const [alert] = await nodeA.db
        .selectFrom('alerts')
        .select('id')
        .where('rule_id', '=', ruleId)
        .execute();
      const opened = (m: { events?: { event: string; id: number }[] }) =>
        (m.events ?? []).some((e) => e.event === 'alert_opened' && e.id === alert!.id);
      const [onMine, onAdmin] = await Promise.all([
        mine.waitFor(opened, 1000),
        admin.waitFor(opened, 1000),
      ]);
      expect(onMine.at - committed).toBeLessThan(1000);
      expect(onAdmin.at - committed).toBeLessThan(1000);

      // The editor acknowledges it through node A: node B's browsers follow the count down.
      const ack = await nodeA.post(`/api/alerts/${alert!.id}/acknowledge`, undefined, editor);
      expect(ack.statusCode).toBe(200);
      await mine.waitFor(
        (m) => (m.events ?? []).some((e) => e.event === 'alert_acknowledged'),
        1000,
      );

      await new Promise((r) => setTimeout(r, 300));
      expect(other.messages.map((m) => m.message)).toEqual([{ type: 'ready' }]);
      expect(mine.eventsFor(alert!.id)).toEqual(['alert_opened', 'alert_acknowledged']);
      await nodeA.delete(`/api/alert_rules/${ruleId}`, editor);
    } finally {
      for (const client of clients) client.close();
    }
  });
});
