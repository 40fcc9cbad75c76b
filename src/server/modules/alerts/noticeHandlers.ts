// The caller's choices about alert notices: channels per rule, or back to the rule's default (a
// rule the caller cannot see is 404, as everywhere in this module), and their quiet hours and
// daily digest (notices.ts and digest.ts say how they are used). The queries are noticeStore's.
import type {
  AlertChannel,
  AlertNotificationSettings,
  AlertSubscription,
  AlertSubscriptionInput,
} from '@/api/generated/alerts.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import type { NoticeChannel } from './notices';
import {
  forgetSubscription,
  readSettings,
  saveSettings,
  saveSubscription,
  subscriptionRow,
} from './noticeStore';
import { RULE_NOT_FOUND } from './ruleStore';
import { viewerOf } from './visibility';

const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'whatsapp'];

async function subscriptionOf(ctx: HandlerContext<IdParams>): Promise<AlertSubscription> {
  const viewer = await viewerOf(ctx.user);
  const row = await subscriptionRow(ctx.db, viewer, ctx.params.id, ctx.user.id);
  if (!row) throw notFound(RULE_NOT_FOUND);
  const owner = row.owner_id === ctx.user.id;
  const channels = row.chosen ?? (owner ? row.channels : []);
  return {
    rule_id: row.id,
    channels: NOTICE_CHANNELS.filter((c) => channels.includes(c)),
    rule_channels: row.channels as AlertChannel[],
    owner,
    chosen: row.chosen !== null,
  };
}

async function getAlertSubscription(ctx: HandlerContext<IdParams>): Promise<AlertSubscription> {
  return subscriptionOf(ctx);
}

async function updateAlertSubscription(
  ctx: HandlerContext<IdParams & { body: AlertSubscriptionInput }>,
): Promise<AlertSubscription> {
  await subscriptionOf(ctx); // 404 for a rule the caller cannot see
  const channels = NOTICE_CHANNELS.filter((c) => ctx.body.channels.includes(c));
  await saveSubscription(ctx.db, ctx.params.id, ctx.user.id, channels);
  return subscriptionOf(ctx);
}

/** Back to the default: the caller's choice for the rule is forgotten (none: the same answer). */
async function deleteAlertSubscription(ctx: HandlerContext<IdParams>): Promise<AlertSubscription> {
  await subscriptionOf(ctx); // 404 for a rule the caller cannot see
  await forgetSubscription(ctx.db, ctx.params.id, ctx.user.id);
  return subscriptionOf(ctx);
}

async function getAlertNotificationSettings(
  ctx: HandlerContext,
): Promise<AlertNotificationSettings> {
  return readSettings(ctx.db, ctx.user.id);
}

async function updateAlertNotificationSettings(
  ctx: HandlerContext<{ body: AlertNotificationSettings }>,
): Promise<AlertNotificationSettings> {
  const quiet = ctx.body.quiet_hours;
  if (quiet && quiet.start === quiet.end) {
    failOnFieldErrors([
      {
        field: 'body.quiet_hours.end',
        rule: 'different',
        message: 'Las horas de silencio deben terminar a una hora distinta de la de inicio',
      },
    ]);
  }
  await saveSettings(ctx.db, ctx.user.id, ctx.body);
  return readSettings(ctx.db, ctx.user.id);
}

export const noticeHandlers = {
  getAlertSubscription,
  updateAlertSubscription,
  deleteAlertSubscription,
  getAlertNotificationSettings,
  updateAlertNotificationSettings,
};
