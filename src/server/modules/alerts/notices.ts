// Alert notices by e-mail and WhatsApp, through the one delivery mechanism: the report
// deliveries' channels (the one mailer; the WhatsApp Cloud API or its outbox) and the one job
// mechanism, which retries with back-off. Every alert that opens unsilenced enqueues
// 'alerts-notify' in the transaction that opened it; that job plans one delivery per recipient
// and channel (alert_deliveries, unique per alert, user and channel, so a job run twice plans
// once) and enqueues one 'alerts-deliver' job per delivery, not before the end of the
// recipient's quiet hours in the station's time zone (critical alerts do not wait).
//
// Recipients: the rule's owner, by the rule's channels unless they chose otherwise, and every
// user who subscribed to the rule, by the channels they chose; only channels the rule has, and
// only users (not disabled) who may see the alert (its station, administrators every one, and
// its kind by their screen flags: visibility.ts). At send time the same is checked again: a
// notice of a rule silenced meanwhile, of an alert already resolved, or to a user who no longer
// sees the alert is skipped, with the reason kept.
import { sql, type Kysely } from 'kysely';
import { formatIn } from '@/lib/dates/zonedTimes';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueueJob, enqueueJobs, type JobHandler } from '../../jobs/queue';
import { sendRecorded, type DeliveryMessage } from '../../delivery';
import { KIND_LABELS, type ConditionKind } from './conditions';
import { noticeTime, type QuietHours } from './quietHours';
import { userSeesAlert } from './visibility';

export const ALERTS_NOTIFY_QUEUE = 'alerts-notify';
export const ALERTS_DELIVER_QUEUE = 'alerts-deliver';
/** A notice is tried this many times (with the runner's back-off) before it is marked failed. */
export const NOTICE_MAX_ATTEMPTS = 5;

export type NoticeChannel = 'email' | 'whatsapp';
const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'whatsapp'];

const SEVERITY_LABELS = { info: 'Informativa', warning: 'Advertencia', critical: 'Crítica' };

const NO_PHONE = 'El usuario no tiene teléfono registrado para WhatsApp';
const SKIPPED_SILENCED = 'La regla está silenciada';
const SKIPPED_RESOLVED = 'La alerta se resolvió antes del envío';
const SKIPPED_HIDDEN = 'El usuario ya no puede ver la estación o este tipo de alerta';
const SKIPPED_DISABLED = 'La regla está desactivada';

/** Whether the rule has a silence active now. */
export async function ruleSilencedNow(db: Kysely<Database>, ruleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('alert_silences')
    .select('id')
    .where('rule_id', '=', ruleId)
    .where('starts_at', '<=', sql<Date>`now()`)
    .where('ends_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Called in the transaction that opened `alertIds` unsilenced: their notices get planned
 * (one statement for all). */
export async function enqueueAlertNotices(
  db: Kysely<Database>,
  alertIds: readonly number[],
): Promise<void> {
  await enqueueJobs(
    db,
    ALERTS_NOTIFY_QUEUE,
    alertIds.map((alertId) => ({ key: `${ALERTS_NOTIFY_QUEUE}:${alertId}`, payload: { alertId } })),
  );
}

interface Recipient {
  user_id: number;
  name: string;
  email: string;
  telephone: string | null;
  channels: string[];
  quiet_start: string | null;
  quiet_end: string | null;
}

/**
 * Plans the notices of one alert: one delivery per recipient and channel, each with its job.
 * Returns how many deliveries it created (0 when run again).
 */
export async function planAlertNotices(
  db: Kysely<Database>,
  alertId: number,
  now = new Date(),
): Promise<{ planned: number; status: string }> {
  const alert = await db
    .selectFrom('alerts as a')
    .innerJoin('alert_rules as r', 'r.id', 'a.rule_id')
    .innerJoin('gas_stations as s', 's.id', 'a.gas_station_id')
    .select([
      'a.id',
      'a.state',
      'a.silenced',
      'a.severity',
      'a.gas_station_id',
      'r.id as rule_id',
      'r.owner_id',
      'r.channels',
      'r.enabled',
      'r.condition_kind',
      's.time_zone',
    ])
    .where('a.id', '=', alertId)
    .executeTakeFirst();
  if (!alert) return { planned: 0, status: 'gone' };
  if (alert.silenced || (await ruleSilencedNow(db, alert.rule_id))) {
    return { planned: 0, status: 'silenced' };
  }
  if (alert.state === 'resolved' || !alert.enabled) return { planned: 0, status: alert.state };
  const ruleChannels = new Set(alert.channels);
  const recipients = await sql<Recipient>`
    with candidates as (
      select r.owner_id as user_id, coalesce(sub.channels, r.channels) as channels
      from alert_rules r
      left join alert_subscriptions sub on sub.rule_id = r.id and sub.user_id = r.owner_id
      where r.id = ${alert.rule_id} and r.owner_id is not null
      union all
      select sub.user_id, sub.channels
      from alert_subscriptions sub join alert_rules r on r.id = sub.rule_id
      where sub.rule_id = ${alert.rule_id} and sub.user_id is distinct from r.owner_id
    )
    select u.id as user_id, u.name, u.email, u.telephone, c.channels,
      ns.quiet_start, ns.quiet_end
    from candidates c
    join users u on u.id = c.user_id
    left join alert_notification_settings ns on ns.user_id = u.id
    where u.disabled_at is null and ${userSeesAlert('u', alert.gas_station_id, sql`${alert.condition_kind}::text`)}
    order by u.id`.execute(db);
  const rows = recipients.rows.flatMap((r) => {
    const quiet: QuietHours | null =
      r.quiet_start && r.quiet_end ? { start: r.quiet_start, end: r.quiet_end } : null;
    const notBefore = noticeTime(now, alert.time_zone, quiet, alert.severity);
    return NOTICE_CHANNELS.filter((c) => r.channels.includes(c) && ruleChannels.has(c)).map(
      (channel) => {
        const address = channel === 'email' ? r.email : (r.telephone?.trim() ?? '');
        return {
          kind: 'alert' as const,
          alert_id: alert.id,
          user_id: r.user_id,
          channel,
          recipient_name: r.name,
          address,
          not_before: notBefore,
          ...(address === '' ? { status: 'failed' as const, error: NO_PHONE } : {}),
        };
      },
    );
  });
  if (rows.length === 0) return { planned: 0, status: 'no_recipients' };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('alert_deliveries')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['alert_id', 'user_id', 'channel']).where('kind', '=', 'alert').doNothing(),
      )
      .returning(['id', 'status', 'not_before'])
      .execute();
    for (const d of inserted) {
      if (d.status === 'queued') await enqueueDelivery(trx, d.id, d.not_before);
    }
    return { planned: inserted.length, status: 'planned' };
  });
}

export async function enqueueDelivery(
  db: Kysely<Database>,
  deliveryId: number,
  runAt: Date,
): Promise<void> {
  await enqueueJob(db, {
    queue: ALERTS_DELIVER_QUEUE,
    key: `${ALERTS_DELIVER_QUEUE}:${deliveryId}`,
    payload: { deliveryId },
    runAt,
    maxAttempts: NOTICE_MAX_ATTEMPTS,
  });
}

/** 'ahora' in the station's zone: '26/11/2026 14:05'. */
export function localStamp(at: Date, zone: string): string {
  return formatIn(at, zone, 'dd/LL/yyyy HH:mm');
}

function detailLine(details: Record<string, unknown>): string | null {
  const { competitor, fuel, price, previous_price: previous, change } = details;
  if (typeof competitor === 'string' && typeof fuel === 'string' && typeof price === 'number') {
    const moved =
      typeof previous === 'number' && typeof change === 'number'
        ? `: de ${previous.toFixed(2)} a ${price.toFixed(2)} (${change > 0 ? '+' : ''}${change.toFixed(2)})`
        : `: ${price.toFixed(2)}`;
    return `${competitor}, ${fuel}${moved}.`;
  }
  if (typeof details.error === 'string' && details.error !== '') {
    return `Último error: ${details.error}`;
  }
  return null;
}

/** The notice of one alert, in Spanish. */
export function alertMessage(
  alert: {
    rule_name: string;
    kind: ConditionKind;
    severity: 'info' | 'warning' | 'critical';
    station_name: string;
    time_zone: string;
    opened_at: Date;
    details: Record<string, unknown>;
  },
  recipient: { name: string; address: string },
  publicUrl: string,
): DeliveryMessage {
  const severity = SEVERITY_LABELS[alert.severity];
  const detail = detailLine(alert.details);
  return {
    recipientName: recipient.name,
    address: recipient.address,
    subject: `Alerta ${severity.toLowerCase()}: ${alert.rule_name} en ${alert.station_name}`,
    lines: [
      `La regla «${alert.rule_name}» abrió una alerta en ${alert.station_name} el ${localStamp(alert.opened_at, alert.time_zone)}.`,
      `Condición: ${KIND_LABELS[alert.kind] ?? alert.kind}. Severidad: ${severity}.`,
      ...(detail ? [detail] : []),
      `Revísala y recónocela en Alertas: ${publicUrl}`,
    ],
  };
}

async function loadDelivery(db: Kysely<Database>, deliveryId: number) {
  return db
    .selectFrom('alert_deliveries as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('alerts as a', 'a.id', 'd.alert_id')
    .leftJoin('alert_rules as r', 'r.id', 'a.rule_id')
    .leftJoin('gas_stations as s', 's.id', 'a.gas_station_id')
    .select([
      'd.id',
      'd.kind',
      'd.status',
      'd.channel',
      'd.recipient_name',
      'd.address',
      'd.attempts',
      'd.user_id',
      'd.period_start',
      'd.period_end',
      'u.disabled_at',
      'a.state',
      'a.severity',
      'a.details',
      'a.opened_at',
      'a.gas_station_id',
      'r.id as rule_id',
      'r.name as rule_name',
      'r.condition_kind',
      'r.enabled',
      's.name as station_name',
      's.time_zone',
      sql<boolean>`a.gas_station_id is not null and ${userSeesAlert('u', sql.ref('a.gas_station_id'), sql.ref('r.condition_kind'))}`.as(
        'sees_station',
      ),
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

/** Writes a digest's message (digest.ts); null when the period holds no alert. */
export type DigestComposer = (
  db: Kysely<Database>,
  delivery: {
    user_id: number;
    recipient_name: string;
    address: string;
    period_start: Date | null;
    period_end: Date | null;
  },
  publicUrl: string,
) => Promise<DeliveryMessage | null>;

type LoadedDelivery = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

async function markDelivery(
  db: Kysely<Database>,
  deliveryId: number,
  status: 'skipped' | 'failed' | 'queued',
  error: string | null,
): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set({ status, error, updated_at: new Date() })
    .where('id', '=', deliveryId)
    .execute();
}

/** Why an alert's notice should not go (any more), or null. */
async function skipReason(db: Kysely<Database>, d: LoadedDelivery): Promise<string | null> {
  if (d.disabled_at !== null || !d.sees_station) return SKIPPED_HIDDEN;
  if (d.rule_id === null || !d.enabled) return SKIPPED_DISABLED;
  if (d.state === 'resolved') return SKIPPED_RESOLVED;
  if (await ruleSilencedNow(db, d.rule_id)) return SKIPPED_SILENCED;
  return null;
}

/**
 * Sends one delivery (an alert's notice or a digest) and records the outcome. A retryable
 * failure is thrown for the runner to retry with back-off; a final one (or the last attempt)
 * marks the delivery failed with the reason.
 */
export async function deliverAlertNotice(
  db: Kysely<Database>,
  config: ServerConfig,
  deliveryId: number,
  attempt: number,
  compose: { digest: DigestComposer },
  signal?: AbortSignal,
): Promise<{ status: string; reason?: string; providerMessageId?: string | null }> {
  const d = await loadDelivery(db, deliveryId);
  if (!d) return { status: 'gone' };
  if (d.status !== 'queued') return { status: d.status };
  let message: DeliveryMessage | null;
  if (d.kind === 'alert') {
    const reason = await skipReason(db, d);
    if (reason) {
      await markDelivery(db, deliveryId, 'skipped', reason);
      return { status: 'skipped', reason };
    }
    message = alertMessage(
      {
        rule_name: d.rule_name!,
        kind: d.condition_kind!,
        severity: d.severity!,
        station_name: d.station_name!,
        time_zone: d.time_zone!,
        opened_at: d.opened_at!,
        details: (d.details ?? {}) as Record<string, unknown>,
      },
      { name: d.recipient_name, address: d.address },
      config.publicUrl,
    );
  } else {
    message = await compose.digest(db, d, config.publicUrl);
    if (!message) {
      const reason = 'Sin alertas en el periodo';
      await markDelivery(db, deliveryId, 'skipped', reason);
      return { status: 'skipped', reason };
    }
  }
  return sendRecorded(
    db,
    config,
    {
      table: 'alert_deliveries',
      id: deliveryId,
      channel: d.channel,
      attempts: d.attempts,
      attempt,
      maxAttempts: NOTICE_MAX_ATTEMPTS,
      fallbackReason: 'No se pudo enviar el aviso',
    },
    message,
    signal,
  );
}

export const notifyHandler: JobHandler = (payload: { alertId: number }, ctx) =>
  planAlertNotices(ctx.db, payload.alertId);
