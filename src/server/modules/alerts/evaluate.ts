// Evaluates the enabled rules of one family: their stations' rows are read in bulk once, each
// rule's evaluator (conditions/) says for which subjects its condition holds now, and each rule
// is reconciled in its own transaction: a new subject opens an alert (one statement that upserts
// on the partial unique index of unresolved alerts, so two evaluations at once, on one node or
// several, open it once), a subject seen again keeps its alert (last seen, details), and an
// unresolved alert whose subject is no longer given resolves. Transitions are recorded, the
// opened alerts announced (notify.ts) and, unsilenced, their e-mail and WhatsApp notices queued
// (notices.ts). Each of these is one statement for all of a rule's alerts, however many open:
// a rule costs the same few round trips for 1 alert or 1,000.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countAlertEvaluation } from '../../monitoring';
import {
  CONDITIONS,
  kindsOf,
  loadComplianceRows,
  loadOperationRows,
  loadPriceRows,
  loadSalesRows,
  loadServiceRows,
  type ConditionFamily,
  type ConditionKind,
  type ConditionParameters,
  type Firing,
  uniqueFirings,
} from './conditions';
import type { FamilyRows } from './conditions/types';
import { enqueueAlertNotices } from './notices';
import { announceChanged, announceOpened, type AlertOpenedNotice } from './notify';

export interface EvaluationSummary {
  family: ConditionFamily;
  rules: number;
  opened: number;
  resolved: number;
  /** Price family: the day of prices evaluated (null: none stored). */
  date?: string | null;
}

interface RuleToEvaluate {
  id: number;
  kind: ConditionKind;
  parameters: ConditionParameters;
  severity: 'info' | 'warning' | 'critical';
  stationIds: number[];
}

async function loadRules(
  db: Kysely<Database>,
  kinds: ConditionKind[],
  ruleIds?: number[],
): Promise<RuleToEvaluate[]> {
  let query = db
    .selectFrom('alert_rules as r')
    .select([
      'r.id',
      'r.condition_kind',
      'r.parameters',
      'r.severity',
      sql<number[]>`array(select s.gas_station_id from alert_rule_stations s
        where s.rule_id = r.id order by s.gas_station_id)`.as('station_ids'),
    ])
    .where('r.enabled', '=', true)
    .where('r.condition_kind', 'in', kinds)
    .orderBy('r.id');
  if (ruleIds) query = query.where('r.id', 'in', ruleIds.length ? ruleIds : [0]);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.condition_kind,
    parameters: r.parameters as ConditionParameters,
    severity: r.severity,
    stationIds: r.station_ids,
  }));
}

const stationsOf = (rules: readonly RuleToEvaluate[]) => [
  ...new Set(rules.flatMap((r) => r.stationIds)),
];

/** Each family's loader: the rows its evaluators read, for all of the family's rules at once. */
const LOADERS: {
  [F in ConditionFamily]: (
    db: Kysely<Database>,
    rules: readonly RuleToEvaluate[],
    now: Date,
  ) => Promise<FamilyRows[F]>;
} = {
  prices: (db, rules) =>
    loadPriceRows(
      db,
      stationsOf(rules),
      stationsOf(rules.filter((r) => CONDITIONS[r.kind].readsPriceQuality === true)),
    ),
  operations: (db, rules, now) => loadOperationRows(db, stationsOf(rules), now),
  sales: (db, rules, now) => loadSalesRows(db, rules, now),
  service: (db, rules, now) => loadServiceRows(db, stationsOf(rules), now),
  compliance: (db, rules, now) => loadComplianceRows(db, stationsOf(rules), now),
};

/** Openings in one go from which the alerts table's statistics are refreshed first. */
const ANALYZE_AFTER_OPENING = 500;

/** Opens, keeps and resolves one rule's alerts for what holds now; returns the counts. */
export async function reconcileRule(
  db: Kysely<Database>,
  rule: Pick<RuleToEvaluate, 'id' | 'severity'>,
  firings: readonly Firing[],
  /** Only these stations were evaluated: the alerts of the others are left as they are. */
  within?: readonly number[],
): Promise<{ opened: number; resolved: number }> {
  // A station's subject given twice (a station twice in a scope cannot be; be safe) counts once.
  const unique = uniqueFirings(firings);
  return db.transaction().execute(async (trx) => {
    const silence = await trx
      .selectFrom('alert_silences')
      .select('id')
      .where('rule_id', '=', rule.id)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where('ends_at', '>', sql<Date>`now()`)
      .limit(1)
      .executeTakeFirst();
    const silenced = silence !== undefined;
    const notices: AlertOpenedNotice[] = [];
    let opened = 0;
    if (unique.length > 0) {
      const rows = JSON.stringify(
        unique.map((f) => ({
          gas_station_id: f.gasStationId,
          subject_key: f.subjectKey,
          details: f.details,
        })),
      );
      // xmax = 0 only on a row this statement inserted (an update sets it).
      const upserted = await sql<{ id: number; gas_station_id: number; inserted: boolean }>`
        insert into alerts (rule_id, gas_station_id, subject_key, severity, silenced, details)
        select ${rule.id}, t.gas_station_id, t.subject_key, ${rule.severity}, ${silenced}, t.details
        from jsonb_to_recordset(${rows}::jsonb)
          as t(gas_station_id integer, subject_key text, details jsonb)
        on conflict (rule_id, gas_station_id, subject_key) where state <> 'resolved'
        do update set last_seen_at = now(), details = excluded.details,
          severity = excluded.severity
        returning id, gas_station_id, (xmax = 0) as inserted`.execute(trx);
      const inserted = upserted.rows.filter((r) => r.inserted);
      opened = inserted.length;
      if (inserted.length >= ANALYZE_AFTER_OPENING) {
        // The foreign-key check of each transition below looks its alert up with a plan the
        // connection keeps. Planned while `alerts` was nearly empty, that plan scans the whole
        // table for each row: thousands of openings took quadratic time (0.5 s for 3,000,
        // 8 s for 6,000). Fresh statistics replace the kept plan with an index lookup.
        await sql`analyze alerts`.execute(trx);
      }
      if (inserted.length > 0) {
        const ids = inserted.map((r) => r.id);
        await sql`insert into alert_transitions (alert_id, from_state, to_state)
          select id, null, 'open' from unnest(${ids}::int[]) as id`.execute(trx);
        if (!silenced) {
          for (const r of inserted) {
            notices.push({
              event: 'alert_opened',
              id: r.id,
              rule_id: rule.id,
              gas_station_id: r.gas_station_id,
              severity: rule.severity,
            });
          }
        }
      }
    }
    const resolved = await resolveAlerts(trx, rule.id, {
      keep: unique.map((f) => ({ gasStationId: f.gasStationId, subjectKey: f.subjectKey })),
      within,
    });
    await announceOpened(trx, notices);
    await enqueueAlertNotices(
      trx,
      notices.map((n) => n.id),
    );
    return { opened, resolved };
  });
}

/** Which of a rule's unresolved alerts to resolve: all but `keep`'s station subjects (of the
 * stations `within`, when given), or those of stations outside `scope`. */
export type ResolveFilter =
  | { keep: readonly Pick<Firing, 'gasStationId' | 'subjectKey'>[]; within?: readonly number[] }
  | { scope: readonly number[] };

/**
 * Resolves the rule's unresolved alerts the filter picks, recording who did it (null: the
 * evaluation). Returns how many.
 */
export async function resolveAlerts(
  db: Kysely<Database>,
  ruleId: number,
  filter: ResolveFilter,
  userId: number | null = null,
): Promise<number> {
  const kept = (keep: readonly Pick<Firing, 'gasStationId' | 'subjectKey'>[]) => sql`not exists (
      select 1 from unnest(${keep.map((k) => k.gasStationId)}::int[],
        ${keep.map((k) => k.subjectKey)}::text[]) as k(station, subject)
      where k.station = alerts.gas_station_id and k.subject = alerts.subject_key)`;
  const picked =
    'keep' in filter
      ? filter.within
        ? sql`${kept(filter.keep)} and gas_station_id = any(${[...filter.within]}::int[])`
        : kept(filter.keep)
      : sql`not (gas_station_id = any(${[...filter.scope]}::int[]))`;
  // The rows are locked first: a concurrent evaluation that resolved them meanwhile makes them
  // fail the state test once the lock is granted, so no alert resolves (or is recorded) twice.
  const gone = await sql<{ id: number; from_state: 'open' | 'acknowledged' }>`
    with gone as (
      select id, state from alerts
      where rule_id = ${ruleId} and state <> 'resolved' and ${picked}
      for update
    )
    update alerts a set state = 'resolved', resolved_at = now()
    from gone where a.id = gone.id and a.state <> 'resolved'
    returning a.id, gone.state as from_state`.execute(db);
  if (gone.rows.length > 0) {
    await sql`insert into alert_transitions (alert_id, from_state, to_state, user_id)
      select g.id, g.from_state, 'resolved', ${userId}::int
      from unnest(${gone.rows.map((r) => r.id)}::int[],
        ${gone.rows.map((r) => r.from_state)}::text[]) as g(id, from_state)`.execute(db);
    await announceChanged(
      db,
      'alert_resolved',
      gone.rows.map((r) => r.id),
    );
  }
  return gone.rows.length;
}

/**
 * Evaluates every enabled rule of `family` (or only `ruleIds` of it) against the data stored
 * now; with `stationIds`, only those stations of the rules (the others' alerts stay as they are).
 */
export async function evaluateAlertRules(
  db: Kysely<Database>,
  family: ConditionFamily,
  options: { now?: Date; ruleIds?: number[]; stationIds?: number[] } = {},
): Promise<EvaluationSummary> {
  const now = options.now ?? new Date();
  let rules = await loadRules(db, kindsOf(family), options.ruleIds);
  const only = options.stationIds ? new Set(options.stationIds) : null;
  if (only) {
    rules = rules
      .map((r) => ({ ...r, stationIds: r.stationIds.filter((id) => only.has(id)) }))
      .filter((r) => r.stationIds.length > 0);
  }
  const rows: FamilyRows[ConditionFamily] = await LOADERS[family](db, rules, now);
  const summary: EvaluationSummary = { family, rules: rules.length, opened: 0, resolved: 0 };
  if (family === 'prices') summary.date = (rows as FamilyRows['prices']).date;
  for (const rule of rules) {
    const definition = CONDITIONS[rule.kind];
    const firings = definition.evaluate(rule.parameters, rule.stationIds, rows, now);
    const counts = await reconcileRule(db, rule, firings, only ? rule.stationIds : undefined);
    summary.opened += counts.opened;
    summary.resolved += counts.resolved;
  }
  countAlertEvaluation(summary);
  return summary;
}
