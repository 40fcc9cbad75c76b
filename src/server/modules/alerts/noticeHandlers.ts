// The caller's choices about alert notices: channels per rule, or back to the rule's default (a
// rule the caller cannot see is 404, as everywhere in this module), and their quiet hours and
// daily digest (notices.ts and digest.ts say how they are used).
import type { Kysely } from 'kysely';
import type {
  AlertChannel,
  AlertNotificationSettings,
  AlertSubscription,
  AlertSubscriptionInput,
} from '@/api/generated/alerts.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import { syncDigestSchedule } from './digest';
import type { NoticeChannel } from './notices';
import { RULE_NOT_FOUND } from './ruleStore';
import { ruleVisible, viewerOf } from './visibility';

const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'whatsapp'];
export const DEFAULT_SETTINGS: AlertNotificationSettings = {
  quiet_hours: null,
  digest: false,
  digest_time: '08:00',
};

async function subscriptionOf(
  ctx: HandlerContext<IdParams>,
  db: Kysely<Database>,
): Promise<AlertSubscription> {
  const viewer = await viewerOf(ctx.user);
  const row = await db
    .selectFrom('alert_rules as r')
    .leftJoin('alert_subscriptions as sub', (join) =>
      join.onRef('sub.rule_id', '=', 'r.id').on('sub.user_id', '=', ctx.user.id),
    )
    .select(['r.id', 'r.owner_id', 'r.channels', 'sub.channels as chosen'])
    .where('r.id', '=', ctx.params.id)
    .where(ruleVisible(viewer, 'r.id'))
    .executeTakeFirst();
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
  return subscriptionOf(ctx, ctx.db);
}

async function updateAlertSubscription(
  ctx: HandlerContext<IdParams & { body: AlertSubscriptionInput }>,
): Promise<AlertSubscription> {
  await subscriptionOf(ctx, ctx.db); // 404 for a rule the caller cannot see
  const channels = NOTICE_CHANNELS.filter((c) => ctx.body.channels.includes(c));
  await ctx.db
    .insertInto('alert_subscriptions')
    .values({ rule_id: ctx.params.id, user_id: ctx.user.id, channels })
    .onConflict((oc) =>
      oc.columns(['rule_id', 'user_id']).doUpdateSet({ channels, updated_at: new Date() }),
    )
    .execute();
  return subscriptionOf(ctx, ctx.db);
}

/** Back to the default: the caller's choice for the rule is forgotten (none: the same answer). */
async function deleteAlertSubscription(ctx: HandlerContext<IdParams>): Promise<AlertSubscription> {
  await subscriptionOf(ctx, ctx.db); // 404 for a rule the caller cannot see
  await ctx.db
    .deleteFrom('alert_subscriptions')
    .where('rule_id', '=', ctx.params.id)
    .where('user_id', '=', ctx.user.id)
    .execute();
  return subscriptionOf(ctx, ctx.db);
}

async function readSettings(
  db: Kysely<Database>,
  userId: number,
): Promise<AlertNotificationSettings> {
  const row = await db
    .selectFrom('alert_notification_settings')
    .select(['quiet_start', 'quiet_end', 'digest', 'digest_time'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    quiet_hours:
      row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    digest: row.digest,
    digest_time: row.digest_time,
  };
}

async function getAlertNotificationSettings(
  ctx: HandlerContext,
): Promise<AlertNotificationSettings> {
  return readSettings(ctx.db, ctx.user.id);
}

async function updateAlertNotificationSettings(
  ctx: HandlerContext<{ body: AlertNotificationSettings }>,
): Promise<AlertNotificationSettings> {
  const { quiet_hours: quiet, digest, digest_time } = ctx.body;
  if (quiet && quiet.start === quiet.end) {
    failOnFieldErrors([
      {
        field: 'body.quiet_hours.end',
        rule: 'different',
        message: 'Las horas de silencio deben terminar a una hora distinta de la de inicio',
      },
    ]);
  }
  const values = {
    quiet_start: quiet?.start ?? null,
    quiet_end: quiet?.end ?? null,
    digest,
    digest_time,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_notification_settings')
      .values({ user_id: ctx.user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    await syncDigestSchedule(trx, ctx.user.id, { digest, digest_time });
  });
  return readSettings(ctx.db, ctx.user.id);
}

export const noticeHandlers = {
  getAlertSubscription,
  updateAlertSubscription,
  deleteAlertSubscription,
  getAlertNotificationSettings,
  updateAlertNotificationSettings,
};
