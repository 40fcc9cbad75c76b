// Alerts API: rules (CRUD; the scope's stations were checked by x-access, each one the
// caller's), silences, and the alerts (list, unread count, detail, acknowledge). A rule is
// found only by users who see every station of its scope, an alert only by users who see its
// station, and either only when the user's screen flags show its kind (visibility.ts):
// anything else is 404, as if it did not exist. Writing a rule of a kind the user's flags do
// not show is 403.
import { sql, type Kysely } from 'kysely';
import type {
  Alert,
  AlertDetail,
  AlertList,
  AlertRule,
  AlertRuleInput,
  AlertRuleList,
  AlertRulePreview,
  AlertRulePreviewInput,
  AlertSeverity,
  AlertSilenceInput,
  AlertState,
} from '@/api/generated/alerts.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { HttpError, notFound, type FieldError } from '../../errors';
import { failOnFieldErrors, listPage, type IdParams } from '../shared/crudRepository';
import { ALERT_NOT_FOUND, loadAlertDetail, loadAlerts } from './alertStore';
import { checkCondition, type ConditionParameters } from './conditions';
import { resolveAlerts } from './evaluate';
import { noticeHandlers } from './noticeHandlers';
import { announceChanged } from './notify';
import { previewRule, type PreviewStation } from './preview';
import { loadRules, RULE_NOT_FOUND, writeRuleStations } from './ruleStore';
import { alertVisible, checkKindVisible, ruleVisible, viewerOf, type Viewer } from './visibility';

/** The longest a silence may last. */
export const MAX_SILENCE_DAYS = 90;
const SILENCE_NOT_FOUND = 'Silencio no encontrado o ya terminado';

/** The rule `id` if the viewer may see it, else 404. */
async function visibleRule(db: Kysely<Database>, viewer: Viewer, id: number): Promise<void> {
  const row = await db
    .selectFrom('alert_rules as r')
    .select('r.id')
    .where('r.id', '=', id)
    .where(ruleVisible(viewer, 'r.id'))
    .executeTakeFirst();
  if (!row) throw notFound(RULE_NOT_FOUND);
}

/** Checks the input beyond the contract; returns the scope's customer and its stations (the
 * preview's examples name them). */
async function checkRule(
  db: Kysely<Database>,
  viewer: Viewer,
  input: Pick<AlertRuleInput, 'condition' | 'gas_station_ids'> & { name?: string },
): Promise<{ customerId: number; stations: PreviewStation[] }> {
  const { kind, ...parameters } = input.condition;
  checkKindVisible(viewer, kind);
  const errors: FieldError[] = checkCondition(kind, parameters);
  if (input.name !== undefined && input.name.trim() === '') {
    errors.push({
      field: 'body.name',
      rule: 'required',
      message: 'Escribe un nombre para la regla',
    });
  }
  const stations = await db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id', 'name', 'time_zone'])
    .where('id', 'in', input.gas_station_ids)
    .execute();
  const customers = new Set(stations.map((s) => s.customer_id));
  if (stations.length !== input.gas_station_ids.length) {
    errors.push({
      field: 'body.gas_station_ids',
      rule: 'exists',
      message: 'Una gasolinera elegida no existe',
    });
  } else if (customers.size > 1) {
    errors.push({
      field: 'body.gas_station_ids',
      rule: 'customer',
      message: 'Las gasolineras de una regla deben ser de un mismo cliente',
    });
  }
  failOnFieldErrors(errors);
  return { customerId: stations[0]!.customer_id, stations };
}

function ruleValues(input: AlertRuleInput, customerId: number) {
  const { kind, ...parameters } = input.condition;
  return {
    customer_id: customerId,
    name: input.name.trim(),
    condition_kind: kind,
    parameters: JSON.stringify(parameters satisfies ConditionParameters),
    severity: input.severity,
    channels: sql<string[]>`${input.channels}::text[]`,
    enabled: input.enabled,
  };
}

async function listAlertRules(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<AlertRuleList> {
  const viewer = await viewerOf(ctx.user);
  let base = ctx.db.selectFrom('alert_rules').where(ruleVisible(viewer, 'alert_rules.id'));
  const station = ctx.query.gas_station_id;
  if (station !== undefined) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('alert_rule_stations as f')
          .select('f.rule_id')
          .whereRef('f.rule_id', '=', 'alert_rules.id')
          .where('f.gas_station_id', '=', station),
      ),
    );
  }
  return listPage(
    base,
    ctx.query.items,
    (q, limit) =>
      q
        .select('alert_rules.id')
        .orderBy('alert_rules.created_at', 'desc')
        .orderBy('alert_rules.id', 'desc')
        .limit(limit)
        .execute(),
    (ids) => loadRules(ctx.db, ids),
  );
}

async function createAlertRule(
  ctx: HandlerContext<{ body: AlertRuleInput }>,
): Promise<OperationResult<'createAlertRule'>> {
  const { customerId } = await checkRule(ctx.db, await viewerOf(ctx.user), ctx.body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('alert_rules')
      .values({ ...ruleValues(ctx.body, customerId), owner_id: ctx.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRuleStations(trx, row.id, ctx.body.gas_station_ids);
    return row.id;
  });
  return respond(201, (await loadRules(ctx.db, [id]))[0]!);
}

/** The rule is checked as it would be saved, then replayed; nothing is written. */
async function previewAlertRule(
  ctx: HandlerContext<{ body: AlertRulePreviewInput }>,
): Promise<AlertRulePreview> {
  const { stations } = await checkRule(ctx.db, await viewerOf(ctx.user), ctx.body);
  return previewRule(ctx.db, ctx.body, stations);
}

async function getAlertRule(ctx: HandlerContext<IdParams>): Promise<AlertRule> {
  await visibleRule(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  return (await loadRules(ctx.db, [ctx.params.id]))[0]!;
}

async function updateAlertRule(
  ctx: HandlerContext<IdParams & { body: AlertRuleInput }>,
): Promise<AlertRule> {
  const viewer = await viewerOf(ctx.user);
  await visibleRule(ctx.db, viewer, ctx.params.id);
  const { customerId } = await checkRule(ctx.db, viewer, ctx.body);
  const found = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('alert_rules')
      .select(['condition_kind', 'parameters'])
      .where('id', '=', ctx.params.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    const values = ruleValues(ctx.body, customerId);
    await trx
      .updateTable('alert_rules')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', ctx.params.id)
      .execute();
    await writeRuleStations(trx, ctx.params.id, ctx.body.gas_station_ids);
    // A disabled rule, or one whose condition changed, no longer stands behind its alerts;
    // a narrower scope drops the alerts of the stations taken out.
    const conditionChanged =
      before.condition_kind !== values.condition_kind ||
      JSON.stringify(before.parameters) !== JSON.stringify(JSON.parse(values.parameters));
    await resolveAlerts(
      trx,
      ctx.params.id,
      !ctx.body.enabled || conditionChanged ? { keep: [] } : { scope: ctx.body.gas_station_ids },
      ctx.user.id,
    );
    return true;
  });
  if (!found) throw notFound(RULE_NOT_FOUND);
  return (await loadRules(ctx.db, [ctx.params.id]))[0]!;
}

async function deleteAlertRule(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'deleteAlertRule'>> {
  await visibleRule(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  await ctx.db.deleteFrom('alert_rules').where('id', '=', ctx.params.id).execute();
  return respond(204);
}

async function createAlertSilence(
  ctx: HandlerContext<IdParams & { body: AlertSilenceInput }>,
): Promise<OperationResult<'createAlertSilence'>> {
  await visibleRule(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  const until = new Date(ctx.body.until);
  const now = Date.now();
  if (until.getTime() <= now) {
    failOnFieldErrors([
      { field: 'body.until', rule: 'future', message: 'El silencio debe terminar en el futuro' },
    ]);
  }
  if (until.getTime() > now + MAX_SILENCE_DAYS * 86_400_000) {
    failOnFieldErrors([
      {
        field: 'body.until',
        rule: 'maximum',
        message: `Un silencio dura como máximo ${MAX_SILENCE_DAYS} días`,
      },
    ]);
  }
  const row = await ctx.db
    .insertInto('alert_silences')
    .values({
      rule_id: ctx.params.id,
      ends_at: until,
      reason: ctx.body.reason?.trim() ?? '',
      created_by: ctx.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [rule] = await loadRules(ctx.db, [ctx.params.id]);
  return respond(
    201,
    rule!.silences.find((s) => s.id === row.id)!,
  );
}

async function endAlertSilence(
  ctx: HandlerContext<{ params: { id: number; silence_id: number } }>,
): Promise<OperationResult<'endAlertSilence'>> {
  await visibleRule(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  const ended = await ctx.db
    .updateTable('alert_silences')
    .set({ ends_at: sql<Date>`greatest(starts_at, now())` })
    .where('id', '=', ctx.params.silence_id)
    .where('rule_id', '=', ctx.params.id)
    .where('ends_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw notFound(SILENCE_NOT_FOUND);
  return respond(204);
}

async function listAlerts(
  ctx: HandlerContext<{
    query: {
      state?: AlertState;
      severity?: AlertSeverity;
      gas_station_id?: number;
      rule_id?: number;
      items?: number;
    };
  }>,
): Promise<AlertList> {
  const viewer = await viewerOf(ctx.user);
  const { state, severity, gas_station_id, rule_id } = ctx.query;
  let base = ctx.db.selectFrom('alerts').where(alertVisible(viewer, 'alerts'));
  if (state) base = base.where('alerts.state', '=', state);
  if (severity) base = base.where('alerts.severity', '=', severity);
  if (gas_station_id !== undefined) base = base.where('alerts.gas_station_id', '=', gas_station_id);
  if (rule_id !== undefined) base = base.where('alerts.rule_id', '=', rule_id);
  return listPage(
    base,
    ctx.query.items,
    (q, limit) =>
      q
        .select('alerts.id')
        .orderBy('alerts.opened_at', 'desc')
        .orderBy('alerts.id', 'desc')
        .limit(limit)
        .execute(),
    (ids): Promise<Alert[]> => loadAlerts(ctx.db, ids),
  );
}

async function countUnreadAlerts(ctx: HandlerContext): Promise<{ count: number }> {
  const viewer = await viewerOf(ctx.user);
  const row = await ctx.db
    .selectFrom('alerts as a')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.state', '=', 'open')
    .where('a.silenced', '=', false)
    .where(alertVisible(viewer, 'a'))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count) };
}

/** The alert `id` if the viewer may see it, else 404. */
async function visibleAlert(db: Kysely<Database>, viewer: Viewer, id: number): Promise<void> {
  const row = await db
    .selectFrom('alerts as a')
    .select('a.id')
    .where('a.id', '=', id)
    .where(alertVisible(viewer, 'a'))
    .executeTakeFirst();
  if (!row) throw notFound(ALERT_NOT_FOUND);
}

async function getAlert(ctx: HandlerContext<IdParams>): Promise<AlertDetail> {
  await visibleAlert(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  const detail = await loadAlertDetail(ctx.db, ctx.params.id);
  if (!detail) throw notFound(ALERT_NOT_FOUND);
  return detail;
}

async function acknowledgeAlert(ctx: HandlerContext<IdParams>): Promise<AlertDetail> {
  await visibleAlert(ctx.db, await viewerOf(ctx.user), ctx.params.id);
  await ctx.db.transaction().execute(async (trx) => {
    // Only an open alert changes: acknowledging twice (or at once from two tabs) records once.
    const row = await trx
      .updateTable('alerts')
      .set({
        state: 'acknowledged',
        acknowledged_at: sql<Date>`now()`,
        acknowledged_by: ctx.user.id,
      })
      .where('id', '=', ctx.params.id)
      .where('state', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await trx
        .insertInto('alert_transitions')
        .values({
          alert_id: row.id,
          from_state: 'open',
          to_state: 'acknowledged',
          user_id: ctx.user.id,
        })
        .execute();
      await announceChanged(trx, 'alert_acknowledged', [row.id]);
      return;
    }
    const current = await trx
      .selectFrom('alerts')
      .select('state')
      .where('id', '=', ctx.params.id)
      .executeTakeFirst();
    if (!current) throw notFound(ALERT_NOT_FOUND);
    if (current.state === 'resolved') {
      throw new HttpError(409, 'La alerta ya se resolvió: no se puede reconocer', 'alert_resolved');
    }
  });
  return (await loadAlertDetail(ctx.db, ctx.params.id))!;
}

/** Reached only without an Upgrade header: the session was checked before it (live.ts). */
async function watchAlerts(): Promise<never> {
  throw new HttpError(
    426,
    'Esta dirección envía los avisos de alertas por WebSocket; ábrela desde la aplicación',
    'upgrade_required',
  );
}

export const handlers = {
  listAlertRules,
  createAlertRule,
  previewAlertRule,
  getAlertRule,
  updateAlertRule,
  deleteAlertRule,
  createAlertSilence,
  endAlertSilence,
  listAlerts,
  countUnreadAlerts,
  getAlert,
  acknowledgeAlert,
  ...noticeHandlers,
  watchAlerts,
} satisfies OperationHandlers;
