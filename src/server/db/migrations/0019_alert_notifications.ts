// Alert notices by e-mail and WhatsApp: each user's choice of channels per rule (a rule's owner
// without a row gets the rule's channels; anybody else receives a rule's notices only with a
// row), each user's quiet hours and daily digest, and one delivery per recipient and channel
// (of an alert, or of a digest covering a period), with the status, attempts and provider id
// that report deliveries keep. The WhatsApp status webhook moves both kinds by provider id.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table alert_subscriptions (
    rule_id integer not null references alert_rules (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    channels text[] not null default '{}'
      check (channels <@ array['email', 'whatsapp']::text[]),
    updated_at timestamptz not null default now(),
    primary key (rule_id, user_id)
  )`,
  sql`create index alert_subscriptions_user_idx on alert_subscriptions (user_id)`,

  sql`create table alert_notification_settings (
    user_id integer primary key references users (id) on delete cascade,
    quiet_start text check (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    quiet_end text check (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    digest boolean not null default false,
    digest_time text not null default '08:00'
      check (digest_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    updated_at timestamptz not null default now(),
    constraint alert_notification_settings_quiet_check
      check ((quiet_start is null and quiet_end is null)
        or (quiet_start is not null and quiet_end is not null and quiet_start <> quiet_end))
  )`,

  sql`create table alert_deliveries (
    id integer generated always as identity primary key,
    kind text not null check (kind in ('alert', 'digest')),
    alert_id integer references alerts (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    channel text not null check (channel in ('email', 'whatsapp')),
    recipient_name text not null,
    address text not null,
    period_start timestamptz,
    period_end timestamptz,
    status text not null default 'queued'
      check (status in ('queued', 'sent', 'delivered', 'failed', 'skipped')),
    not_before timestamptz not null default now(),
    provider_message_id text,
    error text,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    sent_at timestamptz,
    delivered_at timestamptz,
    constraint alert_deliveries_target_check check (
      (kind = 'alert' and alert_id is not null)
      or (kind = 'digest' and alert_id is null and period_start is not null
        and period_end is not null))
  )`,
  // One notice per alert, recipient and channel; one digest per recipient, channel and period.
  sql`create unique index alert_deliveries_alert_key on alert_deliveries (alert_id, user_id, channel)
    where kind = 'alert'`,
  sql`create unique index alert_deliveries_digest_key
    on alert_deliveries (user_id, channel, period_end) where kind = 'digest'`,
  sql`create index alert_deliveries_provider_idx on alert_deliveries (provider_message_id)
    where provider_message_id is not null`,
  sql`create index alert_deliveries_user_idx on alert_deliveries (user_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_deliveries', 'alert_notification_settings', 'alert_subscriptions']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
