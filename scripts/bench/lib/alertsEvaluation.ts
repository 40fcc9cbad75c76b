// Figures of the alert rules' evaluation, for scripts/bench/alerts.ts (evaluationBench): on a database holding the regulator's history (importCreHistory), 1,000
//   stations (real places of the registry, each with its 4 next places as competitors) and 10
//   price rules over all of them; the evaluation a daily import enqueues, timed (first: opens
//   the alerts; again: keeps them). Target under 5 s on PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { evaluateAlertRules } from '../../../src/server/modules/alerts';
import type { BenchTable } from './benchReport';

export const BENCH_STATIONS = 1000;

const RULES: { kind: string; parameters: Record<string, unknown> }[] = [
  { kind: 'competitor_move', parameters: { fuels: ['regular'], min_change: 0.3 } },
  { kind: 'competitor_move', parameters: { fuels: ['premium'], min_change: 0.3 } },
  { kind: 'competitor_move', parameters: { fuels: ['diesel'], min_change: 0.3 } },
  {
    kind: 'competitor_move',
    parameters: { fuels: ['regular', 'premium', 'diesel'], min_change: 1 },
  },
  { kind: 'not_cheapest', parameters: { fuels: ['regular'] } },
  { kind: 'not_cheapest', parameters: { fuels: ['premium', 'diesel'] } },
  { kind: 'most_expensive', parameters: { fuels: ['regular'] } },
  { kind: 'most_expensive', parameters: { fuels: ['premium', 'diesel'] } },
  { kind: 'competitor_price_flagged', parameters: { fuels: ['regular'] } },
  { kind: 'competitor_price_flagged', parameters: { fuels: ['premium', 'diesel'] } },
];

/** 1,000 stations on real places with 4 competitors each, and the 10 rules; returns the ids. */
export async function seedEvaluationBench(db: Kysely<Database>): Promise<number[]> {
  const customer = await db
    .insertInto('customers')
    .values({ legal_name: 'Bench alertas', name: 'Bench alertas', rfc: 'BAL200101AA1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const places = await sql<{ place_id: number; permit: string; name: string | null }>`
    select place_id, permit, name from cre_places
    where place_id in (select distinct place_id from cre_prices)
    order by place_id limit ${BENCH_STATIONS * 5}`.execute(db);
  const rows = places.rows;
  const ids: number[] = [];
  for (let i = 0; i + 4 < rows.length && ids.length < BENCH_STATIONS; i += 5) {
    const own = rows[i]!;
    const station = await db
      .insertInto('gas_stations')
      .values({
        customer_id: customer.id,
        name: own.name ?? own.permit,
        permission: own.permit,
        cre_place_id: own.place_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('gas_station_rivals')
      .values(
        rows.slice(i + 1, i + 5).map((r) => ({
          gas_station_id: station.id,
          cre_place_id: r.place_id,
          permission: r.permit,
          name: r.name ?? r.permit,
        })),
      )
      .execute();
    ids.push(station.id);
  }
  for (const [n, rule] of RULES.entries()) {
    const row = await db
      .insertInto('alert_rules')
      .values({
        customer_id: customer.id,
        name: `Bench ${n + 1}`,
        condition_kind: rule.kind as never,
        parameters: JSON.stringify(rule.parameters),
        severity: 'warning',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alert_rule_stations')
      .values(ids.map((gas_station_id) => ({ rule_id: row.id, gas_station_id })))
      .execute();
  }
  return ids;
}

export async function evaluationBench(db: Kysely<Database>, label: string): Promise<BenchTable> {
  const stations = await seedEvaluationBench(db);
  const rows: (string | number)[][] = [];
  for (const pass of ['first (opens)', 'again (keeps)']) {
    const started = performance.now();
    const summary = await evaluateAlertRules(db, 'prices');
    const ms = performance.now() - started;
    rows.push([label, pass, summary.rules, stations.length, summary.opened, Math.round(ms)]);
  }
  return {
    title: 'Price rules after one daily import (10 rules x 1,000 stations)',
    columns: [
      { label: 'database' },
      { label: 'evaluation' },
      { label: 'rules', numeric: true },
      { label: 'stations', numeric: true },
      { label: 'opened', numeric: true },
      { label: 'ms', numeric: true },
    ],
    rows,
    notes: ['Target: under 5 s on PostgreSQL.'],
  };
}
