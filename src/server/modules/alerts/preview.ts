// The preview of an unsaved rule: its condition replayed over the stored history, through the
// same evaluators the evaluation runs (each definition's replay, conditions/replays.ts), and
// nothing written. An alert "opens" at an evaluation where its condition holds for a subject
// that did not hold at the one before (the evaluation before the window is replayed too, so an
// alert already open then is not counted). The examples name stations of the scope, which the
// caller has read already (checking it).
import type { Kysely } from 'kysely';
import type {
  AlertRulePreview,
  AlertRulePreviewExample,
  AlertRulePreviewInput,
} from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { dayIn, DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import {
  CONDITIONS,
  firingKey,
  PREVIEW_DAYS,
  uniqueFirings,
  type ConditionKind,
  type ConditionParameters,
  type Firing,
  type ReplayOutcome,
} from './conditions';

/** How many days of history a preview replays, up to the latest stored day. */
export { PREVIEW_DAYS };
export const PREVIEW_EXAMPLES = 5;

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
    for (const f of uniqueFirings(firings)) {
      const episode = open.get(firingKey(f)) ?? {
        opened: day,
        resolved: null,
        last: { day, firing: f },
      };
      episode.last = { day, firing: f };
      next.set(firingKey(f), episode);
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
  let before = new Map<string, Firing>();
  evaluations.forEach(({ day, firings }, i) => {
    // One alert per station and subject within a rule, as reconcileRule counts them (the last
    // firing of each, as uniqueFirings keeps); each key built once.
    const now = new Map<string, Firing>();
    for (const f of firings) now.set(firingKey(f), f);
    if (i > 0) {
      for (const [key, f] of now) if (!before.has(key)) opened.push({ day, firing: f });
    }
    before = now;
  });
  return opened;
}

/** A rule's window, evaluated as its kind's history allows. */
async function replayRule(
  db: Kysely<Database>,
  kind: ConditionKind,
  parameters: ConditionParameters,
  stationIds: readonly number[],
): Promise<ReplayOutcome> {
  if (stationIds.length === 0) return null;
  return CONDITIONS[kind].replay(db, parameters, stationIds);
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
  if (!replay || replay === 'not_kept') return 0;
  // A day's evaluation stands at its noon (UTC); an hourly one at its instant.
  const noon = (day: string) => new Date(day.length === 10 ? `${day}T12:00:00Z` : day);
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

/** A station of the rule's scope, as the examples show it. */
export interface PreviewStation {
  id: number;
  name: string;
  time_zone: string;
}

/** `scope`: the stations of `input.gas_station_ids`. */
export async function previewRule(
  db: Kysely<Database>,
  input: AlertRulePreviewInput,
  scope: readonly PreviewStation[],
): Promise<AlertRulePreview> {
  const { kind, ...parameters } = input.condition;
  const replay = await replayRule(db, kind, parameters, input.gas_station_ids);
  const empty: AlertRulePreview = {
    history: replay === 'not_kept' ? 'not_kept' : 'replayed',
    from: null,
    to: null,
    days: 0,
    alerts: 0,
    stations: 0,
    examples: [],
  };
  if (replay === null || replay === 'not_kept') return empty;
  const { from, to } = replay;
  const opened = openings(replay.evaluations);
  const latestFirst = [...opened].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const chosen = latestFirst.slice(0, PREVIEW_EXAMPLES);
  const stations = new Map(scope.map((s) => [s.id, s]));
  return {
    history: 'replayed',
    from,
    to,
    days: PREVIEW_DAYS,
    alerts: opened.length,
    stations: new Set(opened.map((o) => o.firing.gasStationId)).size,
    examples: chosen.map((o): AlertRulePreviewExample => ({
      gas_station: {
        id: o.firing.gasStationId,
        name: stations.get(o.firing.gasStationId)?.name ?? '',
      },
      // An hourly replay's evaluation is an instant: the day it falls on at the station.
      day:
        o.day.length === 10
          ? o.day
          : dayIn(o.day, stations.get(o.firing.gasStationId)?.time_zone ?? DEFAULT_STATION_ZONE),
      subject: o.firing.subjectKey,
      details: o.firing.details,
    })),
  };
}
