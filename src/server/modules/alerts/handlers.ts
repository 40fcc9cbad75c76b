// Alerts API: rules (CRUD; the scope's stations were checked by x-access, each one the
// caller's), silences, and the alerts (list, unread count, detail, acknowledge). A rule is
// found only by users who see every station of its scope, an alert only by users who see its
// station, and either only when the user's screen flags show its kind (visibility.ts):
// anything else is 404, as if it did not exist. Writing a rule of a kind the user's flags do
// not show is 403. The queries are the stores' (ruleStore.ts, alertStore.ts).
import type {
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
import { HttpError, notFound, type FieldError } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import {
  acknowledge,
  ALERT_NOT_FOUND,
  alertVisibleTo,
  countUnread,
  listVisibleAlerts,
  loadAlertDetail,
} from './alertStore';
import { checkCondition } from './conditions';
import { noticeHandlers } from './noticeHandlers';
import { previewRule, type PreviewStation } from './preview';
import {
  deleteRule,
  endSilence,
  insertRule,
  insertSilence,
  listVisibleRules,
  loadRules,
  replaceRule,
  ruleStations,
  ruleVisibleTo,
  RULE_NOT_FOUND,
} from './ruleStore';
import { checkKindVisible, viewerOf, type Viewer } from './visibility';

/** The longest a silence may last. */
export const MAX_SILENCE_DAYS = 90;
const SILENCE_NOT_FOUND = 'Silencio no encontrado o ya terminado';

/** The rule `id` if the viewer may see it, else 404. */
async function visibleRule(ctx: HandlerContext, viewer: Viewer, id: number): Promise<void> {
  if (!(await ruleVisibleTo(ctx.db, viewer, id))) throw notFound(RULE_NOT_FOUND);
}

/** Checks the input beyond the contract; returns the scope's customer and its stations (the
 * preview's examples name them). */
async function checkRule(
  ctx: HandlerContext,
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
  const stations = await ruleStations(ctx.db, input.gas_station_ids);
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

async function listAlertRules(
  ctx: HandlerContext<{ query: { gas_station_id?: number; items?: number } }>,
): Promise<AlertRuleList> {
  return listVisibleRules(ctx.db, await viewerOf(ctx.user), ctx.query);
}

async function createAlertRule(
  ctx: HandlerContext<{ body: AlertRuleInput }>,
): Promise<OperationResult<'createAlertRule'>> {
  const { customerId } = await checkRule(ctx, await viewerOf(ctx.user), ctx.body);
  const id = await insertRule(ctx.db, ctx.body, customerId, ctx.user.id);
  return respond(201, (await loadRules(ctx.db, [id]))[0]!);
}

/** The rule is checked as it would be saved, then replayed; nothing is written. */
async function previewAlertRule(
  ctx: HandlerContext<{ body: AlertRulePreviewInput }>,
): Promise<AlertRulePreview> {
  const { stations } = await checkRule(ctx, await viewerOf(ctx.user), ctx.body);
  return previewRule(ctx.db, ctx.body, stations);
}

async function getAlertRule(ctx: HandlerContext<IdParams>): Promise<AlertRule> {
  await visibleRule(ctx, await viewerOf(ctx.user), ctx.params.id);
  return (await loadRules(ctx.db, [ctx.params.id]))[0]!;
}

async function updateAlertRule(
  ctx: HandlerContext<IdParams & { body: AlertRuleInput }>,
): Promise<AlertRule> {
  const viewer = await viewerOf(ctx.user);
  await visibleRule(ctx, viewer, ctx.params.id);
  const { customerId } = await checkRule(ctx, viewer, ctx.body);
  const found = await replaceRule(ctx.db, ctx.params.id, ctx.body, customerId, ctx.user.id);
  if (!found) throw notFound(RULE_NOT_FOUND);
  return (await loadRules(ctx.db, [ctx.params.id]))[0]!;
}

async function deleteAlertRule(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'deleteAlertRule'>> {
  await visibleRule(ctx, await viewerOf(ctx.user), ctx.params.id);
  await deleteRule(ctx.db, ctx.params.id);
  return respond(204);
}

async function createAlertSilence(
  ctx: HandlerContext<IdParams & { body: AlertSilenceInput }>,
): Promise<OperationResult<'createAlertSilence'>> {
  await visibleRule(ctx, await viewerOf(ctx.user), ctx.params.id);
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
  const id = await insertSilence(ctx.db, ctx.params.id, {
    until,
    reason: ctx.body.reason?.trim() ?? '',
    createdBy: ctx.user.id,
  });
  const [rule] = await loadRules(ctx.db, [ctx.params.id]);
  return respond(
    201,
    rule!.silences.find((s) => s.id === id)!,
  );
}

async function endAlertSilence(
  ctx: HandlerContext<{ params: { id: number; silence_id: number } }>,
): Promise<OperationResult<'endAlertSilence'>> {
  await visibleRule(ctx, await viewerOf(ctx.user), ctx.params.id);
  if (!(await endSilence(ctx.db, ctx.params.id, ctx.params.silence_id))) {
    throw notFound(SILENCE_NOT_FOUND);
  }
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
  return listVisibleAlerts(ctx.db, await viewerOf(ctx.user), ctx.query);
}

async function countUnreadAlerts(ctx: HandlerContext): Promise<{ count: number }> {
  return { count: await countUnread(ctx.db, await viewerOf(ctx.user)) };
}

/** The alert `id` if the viewer may see it, else 404. */
async function visibleAlert(ctx: HandlerContext, viewer: Viewer, id: number): Promise<void> {
  if (!(await alertVisibleTo(ctx.db, viewer, id))) throw notFound(ALERT_NOT_FOUND);
}

async function getAlert(ctx: HandlerContext<IdParams>): Promise<AlertDetail> {
  await visibleAlert(ctx, await viewerOf(ctx.user), ctx.params.id);
  const detail = await loadAlertDetail(ctx.db, ctx.params.id);
  if (!detail) throw notFound(ALERT_NOT_FOUND);
  return detail;
}

async function acknowledgeAlert(ctx: HandlerContext<IdParams>): Promise<AlertDetail> {
  await visibleAlert(ctx, await viewerOf(ctx.user), ctx.params.id);
  const outcome = await acknowledge(ctx.db, ctx.params.id, ctx.user.id);
  if (outcome === 'not_found') throw notFound(ALERT_NOT_FOUND);
  if (outcome === 'resolved') {
    throw new HttpError(409, 'La alerta ya se resolvió: no se puede reconocer', 'alert_resolved');
  }
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
