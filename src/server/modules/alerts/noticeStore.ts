// The caller's choices about alert notices as stored: their subscription to a rule (its
// channels) and their notification settings (quiet hours, daily digest).
import type { Kysely } from 'kysely';
import type { AlertNotificationSettings } from '@/api/generated/alerts.gen';
import type { Database } from '../../db/schema';
import { syncDigestSchedule } from './digest';
import type { NoticeChannel } from './notices';
import { ruleVisible, type Viewer } from './visibility';

export const DEFAULT_SETTINGS: AlertNotificationSettings = {
  quiet_hours: null,
  digest: false,
  digest_time: '08:00',
};

/** Rule `ruleId` (if the viewer sees it) with its channels and the user's chosen ones (or null). */
export async function subscriptionRow(
  db: Kysely<Database>,
  viewer: Viewer,
  ruleId: number,
  userId: number,
) {
  return db
    .selectFrom('alert_rules as r')
    .leftJoin('alert_subscriptions as sub', (join) =>
      join.onRef('sub.rule_id', '=', 'r.id').on('sub.user_id', '=', userId),
    )
    .select(['r.id', 'r.owner_id', 'r.channels', 'sub.channels as chosen'])
    .where('r.id', '=', ruleId)
    .where(ruleVisible(viewer, 'r.id'))
    .executeTakeFirst();
}

export async function saveSubscription(
  db: Kysely<Database>,
  ruleId: number,
  userId: number,
  channels: NoticeChannel[],
): Promise<void> {
  await db
    .insertInto('alert_subscriptions')
    .values({ rule_id: ruleId, user_id: userId, channels })
    .onConflict((oc) =>
      oc.columns(['rule_id', 'user_id']).doUpdateSet({ channels, updated_at: new Date() }),
    )
    .execute();
}

export async function forgetSubscription(
  db: Kysely<Database>,
  ruleId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('alert_subscriptions')
    .where('rule_id', '=', ruleId)
    .where('user_id', '=', userId)
    .execute();
}

export async function readSettings(
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

/** Saves the user's settings and brings their digest schedule in step, together. */
export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  settings: AlertNotificationSettings,
): Promise<void> {
  const { quiet_hours: quiet, digest, digest_time } = settings;
  const values = {
    quiet_start: quiet?.start ?? null,
    quiet_end: quiet?.end ?? null,
    digest,
    digest_time,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_notification_settings')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    await syncDigestSchedule(trx, userId, { digest, digest_time });
  });
}
