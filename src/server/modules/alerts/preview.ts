// The preview of an unsaved rule: its condition replayed over the stored history, day by day,
// through the same evaluators the evaluation runs (conditions/), and nothing written. An alert
// "opens" on a day its condition holds for a subject that did not hold the day before (the day
// before the window is replayed too, so an alert already open then is not counted). Price
// conditions read the window in one statement (each place's price per day with the one before
// it, a window function over the prices' primary key) and build each day's rows in memory;
// price quality is read per day (readPriceQuality, one statement a day).
import { sql, type Kysely } from 'kysely';
import type {
  AlertRulePreview,
  AlertRulePreviewExample,
  AlertRulePreviewInput,
} from '@/api/generated/alerts.gen';
import type { Database, FuelType } from '../../db/schema';
import { addDays } from '@/lib/dates/calendarDates';
import { readPriceQuality } from '../prices';
import { CONDITIONS, type ConditionParameters, type Firing } from './conditions';
import {
  priceKey,
  type MarketStation,
  type PlacePrice,
  type PriceQualityFacts,
  type PriceRows,
} from './conditions/priceRows';

/** How many days of history a preview replays, up to the latest stored day. */
export const PREVIEW_DAYS = 30;
export const PREVIEW_EXAMPLES = 5;

interface DayRow {
  place_id: number;
  fuel: FuelType;
  day: string;
  price: number;
  previous: number | null;
  previous_date: string | null;
}

async function marketStations(
  db: Kysely<Database>,
  stationIds: readonly number[],
): Promise<Map<number, MarketStation>> {
  const stations = new Map<number, MarketStation>();
  const [own, rivals] = await Promise.all([
    db
      .selectFrom('gas_stations')
      .select(['id', 'cre_place_id'])
      .where('id', 'in', [...stationIds])
      .execute(),
    db
      .selectFrom('gas_station_rivals')
      .select(['gas_station_id', 'cre_place_id', 'name'])
      .where('gas_station_id', 'in', [...stationIds])
      .where('cre_place_id', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  for (const row of own) {
    stations.set(row.id, { gasStationId: row.id, ownPlaceId: row.cre_place_id, rivals: [] });
  }
  for (const row of rivals) {
    stations.get(row.gas_station_id)?.rivals.push({ placeId: row.cre_place_id!, name: row.name });
  }
  return stations;
}

/** Each day of [first, last] (the day before the window first): the rows the evaluators see. */
async function priceDays(
  db: Kysely<Database>,
  kind: string,
  parameters: ConditionParameters,
  stationIds: readonly number[],
  first: string,
  last: string,
): Promise<PriceRows[]> {
  const stations = await marketStations(db, stationIds);
  const placeIds = [
    ...new Set(
      [...stations.values()].flatMap((s) => [
        ...(s.ownPlaceId === null ? [] : [s.ownPlaceId]),
        ...s.rivals.map((r) => r.placeId),
      ]),
    ),
  ];
  const fuels = parameters.fuels ?? [];
  const byDay = new Map<string, Map<string, PlacePrice>>();
  if (placeIds.length > 0 && fuels.length > 0) {
    const rows = await sql<DayRow>`
      select place_id, fuel, day, price::float8 as price, previous::float8 as previous,
        previous_date
      from (
        select place_id, fuel, price_date::text as day, price,
          lag(price) over w as previous, (lag(price_date) over w)::text as previous_date
        from cre_prices
        where place_id = any(${sql.val(placeIds)}::int[])
          and fuel = any(${sql.val(fuels)}::text[]) and price_date <= ${last}::date
        window w as (partition by place_id, fuel order by price_date)
      ) h
      where day >= ${first}`.execute(db);
    for (const r of rows.rows) {
      const day = byDay.get(r.day) ?? new Map<string, PlacePrice>();
      day.set(priceKey(r.place_id, r.fuel), {
        placeId: r.place_id,
        fuel: r.fuel,
        price: Number(r.price),
        previous: r.previous === null ? null : Number(r.previous),
        previousDate: r.previous_date,
      });
      byDay.set(r.day, day);
    }
  }
  const rivalPlaces = [
    ...new Set([...stations.values()].flatMap((s) => s.rivals.map((r) => r.placeId))),
  ];
  const days: PriceRows[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const quality = new Map<string, PriceQualityFacts>();
    if (kind === 'competitor_price_flagged') {
      for (const q of await readPriceQuality(db, rivalPlaces, day)) {
        quality.set(priceKey(q.placeId, q.fuel), q);
      }
    }
    days.push({ date: day, stations, prices: byDay.get(day) ?? new Map(), quality });
  }
  return days;
}

interface Opening {
  day: string;
  firing: Firing;
}

export interface Episode {
  opened: string;
  /** The first day it no longer held (null: it holds on the last day). */
  resolved: string | null;
  /** What the condition saw on its last day. */
  last: { day: string; firing: Firing };
}

/** Each subject's episodes over a sequence of evaluations (those holding on the first day are
 * taken as opened that day). */
export function episodes(evaluations: { day: string; firings: Firing[] }[]): Episode[] {
  const done: Episode[] = [];
  let open = new Map<string, Episode>();
  evaluations.forEach(({ day, firings }) => {
    const next = new Map<string, Episode>();
    for (const f of new Map(firings.map((x) => [x.subjectKey, x])).values()) {
      const episode = open.get(f.subjectKey) ?? {
        opened: day,
        resolved: null,
        last: { day, firing: f },
      };
      episode.last = { day, firing: f };
      next.set(f.subjectKey, episode);
    }
    for (const [key, episode] of open) {
      if (!next.has(key)) done.push({ ...episode, resolved: day });
    }
    open = next;
  });
  return [...done, ...open.values()];
}

/** The alerts a sequence of evaluations opens: subjects holding that did not the time before. */
export function openings(evaluations: { day: string; firings: Firing[] }[]): Opening[] {
  const opened: Opening[] = [];
  let before = new Set<string>();
  evaluations.forEach(({ day, firings }, i) => {
    // One alert per subject within a rule, as reconcileRule counts them.
    const unique = [...new Map(firings.map((f) => [f.subjectKey, f])).values()];
    const now = new Set(unique.map((f) => f.subjectKey));
    if (i > 0) {
      for (const f of unique) if (!before.has(f.subjectKey)) opened.push({ day, firing: f });
    }
    before = now;
  });
  return opened;
}

/** A rule's days of the window, evaluated (price family only; empty otherwise). */
async function replayRule(
  db: Kysely<Database>,
  kind: AlertRulePreviewInput['condition']['kind'],
  parameters: ConditionParameters,
  stationIds: readonly number[],
): Promise<{ from: string; to: string; evaluations: { day: string; firings: Firing[] }[] } | null> {
  const definition = CONDITIONS[kind];
  if (definition.family !== 'prices') return null;
  const latest = await db
    .selectFrom('cre_prices')
    .select(sql<string | null>`max(price_date)::text`.as('date'))
    .executeTakeFirst();
  const to = latest?.date ?? null;
  if (to === null) return null;
  const from = addDays(to, -(PREVIEW_DAYS - 1));
  const days = await priceDays(db, kind, parameters, stationIds, addDays(from, -1), to);
  const now = new Date();
  return {
    from,
    to,
    evaluations: days.map((rows) => ({
      day: rows.date!,
      firings: definition.evaluate(parameters, stationIds, rows, now),
    })),
  };
}

/**
 * Writes a saved rule's alerts as its evaluation after each day of the window would have left
 * them: each episode opened on its day (noon UTC), resolved on the first day it no longer held,
 * the last ones open. For the demo, so its inbox holds the history's alerts; the rule must have
 * no alerts yet.
 */
export async function replayIntoAlerts(db: Kysely<Database>, ruleId: number): Promise<number> {
  const rule = await db
    .selectFrom('alert_rules')
    .select(['condition_kind', 'parameters', 'severity'])
    .where('id', '=', ruleId)
    .executeTakeFirstOrThrow();
  const stations = await db
    .selectFrom('alert_rule_stations')
    .select('gas_station_id')
    .where('rule_id', '=', ruleId)
    .orderBy('gas_station_id')
    .execute();
  const replay = await replayRule(
    db,
    rule.condition_kind,
    rule.parameters as ConditionParameters,
    stations.map((s) => s.gas_station_id),
  );
  if (!replay) return 0;
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const list = episodes(replay.evaluations).sort((a, b) => (a.opened < b.opened ? -1 : 1));
  for (const e of list) {
    const row = await db
      .insertInto('alerts')
      .values({
        rule_id: ruleId,
        gas_station_id: e.last.firing.gasStationId,
        subject_key: e.last.firing.subjectKey,
        severity: rule.severity,
        state: e.resolved === null ? 'open' : 'resolved',
        details: JSON.stringify(e.last.firing.details),
        opened_at: noon(e.opened),
        last_seen_at: noon(e.last.day),
        resolved_at: e.resolved === null ? null : noon(e.resolved),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alert_transitions')
      .values([
        { alert_id: row.id, from_state: null, to_state: 'open', at: noon(e.opened) },
        ...(e.resolved === null
          ? []
          : [
              {
                alert_id: row.id,
                from_state: 'open' as const,
                to_state: 'resolved' as const,
                at: noon(e.resolved),
              },
            ]),
      ])
      .execute();
  }
  return list.length;
}

export async function previewRule(
  db: Kysely<Database>,
  input: AlertRulePreviewInput,
): Promise<AlertRulePreview> {
  const { kind, ...parameters } = input.condition;
  const empty: AlertRulePreview = {
    from: null,
    to: null,
    days: 0,
    alerts: 0,
    stations: 0,
    examples: [],
  };
  const replay = await replayRule(db, kind, parameters, input.gas_station_ids);
  if (!replay) return empty;
  const { from, to } = replay;
  const opened = openings(replay.evaluations);
  const latestFirst = [...opened].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const chosen = latestFirst.slice(0, PREVIEW_EXAMPLES);
  const names = new Map(
    (
      await db
        .selectFrom('gas_stations')
        .select(['id', 'name'])
        .where('id', 'in', chosen.length ? chosen.map((o) => o.firing.gasStationId) : [0])
        .execute()
    ).map((s) => [s.id, s.name]),
  );
  return {
    from,
    to,
    days: PREVIEW_DAYS,
    alerts: opened.length,
    stations: new Set(opened.map((o) => o.firing.gasStationId)).size,
    examples: chosen.map((o): AlertRulePreviewExample => ({
      gas_station: { id: o.firing.gasStationId, name: names.get(o.firing.gasStationId) ?? '' },
      day: o.day,
      subject: o.firing.subjectKey,
      details: o.firing.details,
    })),
  };
}
