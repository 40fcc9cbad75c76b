// The optional daily digest: a user who opts in gets one e-mail a day at their digest time, in
// the zone of their first station (as a user's report configuration), listing the alerts opened
// in the previous 24 hours of the rules they follow (owned, or subscribed to with any channels)
// at stations they may see, silenced ones left out, with each alert's state now. It comes
// besides the notices. Each opted-in user drives one schedule of the job mechanism
// ('alert-digest:<user>', per occurrence, kept in step when the settings are saved); its job
// plans one delivery (unique per user, channel and period) sent by 'alerts-deliver' like a
// notice. Quiet hours do not apply: the user chose the digest's time.
import { sql, type Kysely } from 'kysely';
import { DEFAULT_STATION_ZONE } from '@/lib/dates/calendarDates';
import { firstLinkedStationZone } from '../../access/stationVisibility';
import type { Database } from '../../db/schema';
import { removeSchedule, upsertSchedule, type JobHandler } from '../../jobs/queue';
import type { DeliveryMessage } from '../../delivery';
import { enqueueDelivery, localStamp, type DigestComposer } from './notices';
import { userSeesAlert } from './visibility';

export const ALERTS_DIGEST_QUEUE = 'alerts-digest';
const PERIOD_MS = 24 * 3600 * 1000;
/** At most this many alerts are listed; the mail says how many more there were. */
export const DIGEST_MAX_ITEMS = 50;

const STATE_LABELS = { open: 'abierta', acknowledged: 'reconocida', resolved: 'resuelta' };
const SEVERITY_LABELS = { info: 'Informativa', warning: 'Advertencia', critical: 'Crítica' };

export const digestScheduleName = (userId: number) => `alert-digest:${userId}`;

/** The zone of the user's first station (the default zone for a user without stations). */
export async function userZone(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectNoFrom([firstLinkedStationZone(userId).as('time_zone')])
    .executeTakeFirstOrThrow();
  return row.time_zone ?? DEFAULT_STATION_ZONE;
}

/** Creates, moves or removes the user's digest schedule after their settings change. */
export async function syncDigestSchedule(
  db: Kysely<Database>,
  userId: number,
  settings: { digest: boolean; digest_time: string },
): Promise<void> {
  if (!settings.digest) {
    await removeSchedule(db, digestScheduleName(userId));
    return;
  }
  await upsertSchedule(db, {
    name: digestScheduleName(userId),
    queue: ALERTS_DIGEST_QUEUE,
    payload: { userId },
    cadence: { daily_at: settings.digest_time, zone: await userZone(db, userId) },
    perOccurrence: true,
  });
}

/** One occurrence of a user's digest: plans its delivery (once) and queues it. */
export async function planDigest(
  db: Kysely<Database>,
  userId: number,
  occurrence: Date,
): Promise<{ status: string; deliveryId?: number }> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('alert_notification_settings as ns', 'ns.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.disabled_at', 'ns.digest'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.disabled_at !== null || !user.digest) {
    await removeSchedule(db, digestScheduleName(userId));
    return { status: 'gone' };
  }
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('alert_deliveries')
      .values({
        kind: 'digest',
        user_id: user.id,
        channel: 'email',
        recipient_name: user.name,
        address: user.email,
        period_start: new Date(occurrence.getTime() - PERIOD_MS),
        period_end: occurrence,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'channel', 'period_end']).where('kind', '=', 'digest').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { status: 'planned_before' };
    await enqueueDelivery(trx, inserted.id, new Date());
    return { status: 'planned', deliveryId: inserted.id };
  });
}

/** The digest's alerts: opened in [start, end) of the rules the user follows, visible, unsilenced. */
export async function digestAlerts(db: Kysely<Database>, userId: number, start: Date, end: Date) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('alert_rules as r', 'r.id', 'a.rule_id')
    .innerJoin('gas_stations as s', 's.id', 'a.gas_station_id')
    .innerJoin('users as u', (join) => join.onTrue())
    .select([
      'a.id',
      'a.severity',
      'a.state',
      'a.opened_at',
      'r.name as rule_name',
      's.name as station_name',
      's.time_zone',
    ])
    .where('u.id', '=', userId)
    .where('a.opened_at', '>=', start)
    .where('a.opened_at', '<', end)
    .where('a.silenced', '=', false)
    .where((eb) =>
      eb.or([
        eb('r.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('alert_subscriptions as sub')
            .select('sub.rule_id')
            .whereRef('sub.rule_id', '=', 'r.id')
            .where('sub.user_id', '=', userId),
        ),
      ]),
    )
    .where(userSeesAlert('u', sql.ref('a.gas_station_id'), sql.ref('r.condition_kind')))
    .orderBy('a.opened_at')
    .orderBy('a.id')
    .execute();
}

export const digestMessage: DigestComposer = async (db, d, publicUrl) => {
  if (!d.period_start || !d.period_end) return null;
  const alerts = await digestAlerts(db, d.user_id, d.period_start, d.period_end);
  if (alerts.length === 0) return null;
  const listed = alerts.slice(0, DIGEST_MAX_ITEMS);
  const count = alerts.length === 1 ? '1 alerta' : `${alerts.length} alertas`;
  const message: DeliveryMessage = {
    recipientName: d.recipient_name,
    address: d.address,
    subject: `Resumen diario de alertas: ${count}`,
    lines: [
      `En las últimas 24 horas se abrieron ${count} de las reglas que sigues:`,
      '',
      ...listed.map(
        (a) =>
          `• ${localStamp(a.opened_at, a.time_zone)} · ${SEVERITY_LABELS[a.severity]} · ${a.rule_name} · ${a.station_name} (${STATE_LABELS[a.state]})`,
      ),
      ...(alerts.length > listed.length ? [`… y ${alerts.length - listed.length} más.`] : []),
      '',
      `Revísalas en Alertas: ${publicUrl}`,
    ],
  };
  return message;
};

export const digestHandler: JobHandler = (payload: { userId: number; occurrence?: string }, ctx) =>
  planDigest(
    ctx.db,
    payload.userId,
    payload.occurrence ? new Date(payload.occurrence) : new Date(),
  );
