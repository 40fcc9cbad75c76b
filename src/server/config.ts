// Server configuration: every environment variable is read and checked here, once, at start-up.
// A bad value stops the server with a message naming the variable, instead of surfacing later
// as a strange failure. CONFIG_VARIABLES is the documented list (the README table is checked
// against it).
import { fromProjectRoot } from './paths';

export type ResponseValidationMode = 'strict' | 'log' | 'off';
export type DemoDataMode = 'auto' | 'never';
/** Fastify's trustProxy: false, true, a hop count, or a list of addresses / CIDR ranges. */
export type TrustProxy = boolean | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** Unset = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  databasePoolSize: number;
  /** PostgreSQL's statement_timeout for the pool's connections; 0 = none. */
  statementTimeoutSeconds: number;
  logLevel: string;
  sessionTtlHours: number;
  sessionRememberDays: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginAccountMaxFailures: number;
  loginAccountWindowSeconds: number;
  trustProxy: TrustProxy;
  externalIdp: { name: string; url: string } | null;
  /** Absolute path. */
  clientDir: string;
  validateResponses: ResponseValidationMode;
  requestTimeoutSeconds: number;
  /** Origins allowed to embed the public panel and video pages; empty = nobody. */
  publicFrameAncestors: string[];
  demoData: DemoDataMode;
  /** Mail: SMTP server URL, or null for the outbox folder (DATA_DIR/outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Address of the web app as users reach it, for links in mails and signed links (no trailing slash). */
  publicUrl: string;
  /** Where files live (reports, photos, uploads): see src/server/storage/objectStorage.ts. */
  storage: StorageConfig;
  /** HMAC key of the local storage's signed download URLs; null = generated once, kept in the database. */
  urlSigningSecret: string | null;
  /** Largest file the upload endpoints accept, in bytes. */
  uploadMaxBytes: number;
  /** The daily regulator-feed import; null when its URLs are not configured. */
  creFeed: { placesUrl: string; pricesUrl: string; time: string } | null;
  /** Key of the connectors' stored secrets; null = generated once, kept in the database. */
  secretsKey: string | null;
  /** Lets connectors reach private and loopback addresses: development and tests only. */
  connectorAllowPrivateHosts: boolean;
  /** Whether this process runs background jobs (false = it serves HTTP only). */
  jobsEnabled: boolean;
  /** Pause between two polls of the job runner, in seconds. */
  jobsPollSeconds: number;
  /** Lifetime of a report's pdf token (the printable page without a session), in minutes. */
  pdfTokenMinutes: number;
  /** A report larger than this goes by e-mail as a signed link instead of an attachment. */
  reportAttachmentMaxBytes: number;
  /** WhatsApp Business Cloud API; null = WhatsApp messages go to DATA_DIR/whatsapp-outbox. */
  whatsapp: WhatsappConfig | null;
  /** Verify token and app secret of the WhatsApp status webhook; null = webhook refused. */
  whatsappWebhook: { verifyToken: string; appSecret: string } | null;
  /** Video: the stream hub and share links (src/server/modules/video). */
  video: VideoConfig;
}

export interface VideoConfig {
  /** The ffmpeg binary; when it cannot be run the server starts and the video screens say so. */
  ffmpegPath: string;
  /** A camera's ffmpeg stops this long after its last viewer left. */
  idleStopSeconds: number;
  /** A viewer whose unsent data passes this many bytes is dropped (a slow connection). */
  viewerBufferBytes: number;
  /** Lifetime of a share link, in seconds (8 hours). */
  shareLinkSeconds: number;
  /** Address at which the other API nodes reach this one's streams; null = http://127.0.0.1:PORT. */
  nodeUrl: string | null;
  /** Streams one share link may hold open at once on this node. */
  shareLinkMaxStreams: number;
  /** Streams one client address may hold open at once through share links on this node. */
  shareAddressMaxStreams: number;
}

export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  /** Name of the approved template with a document header. */
  template: string;
  templateLanguage: string;
  /** Graph API base, e.g. https://graph.facebook.com/v21.0 (no trailing slash). */
  apiUrl: string;
}

export type StorageConfig =
  | { driver: 'local'; /** Absolute path. */ dir: string }
  | {
      driver: 's3';
      /** null = AWS itself (from the region). */
      endpoint: string | null;
      /** Address browsers use for signed URLs when it differs from endpoint; null = endpoint. */
      publicEndpoint: string | null;
      bucket: string;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
  /** Its value must never reach the browser (checked by the bundle scan). */
  secret?: boolean;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'PORT',
    default: '8080',
    description: 'TCP port the server listens on (0 = any free port).',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the server binds to.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for local data; the embedded database lives in DATA_DIR/pglite. Relative to the project root.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'postgres://user:pass@host:port/db to use PostgreSQL; unset = embedded PGlite.',
    secret: true,
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '10',
    description: 'PostgreSQL connection pool size (ignored with PGlite).',
  },
  {
    name: 'STATEMENT_TIMEOUT_SECONDS',
    default: '30',
    description:
      'PostgreSQL cancels a statement running longer (the request is answered 503); 0 = no limit. Migrations are exempt. PGlite cannot cancel (its work runs off the event loop).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '30',
    description: 'A request not fully received in this time is answered 408 and closed.',
  },
  {
    name: 'PUBLIC_FRAME_ANCESTORS',
    default: '(unset)',
    description:
      'Origins (space or comma separated) that may embed /public/ pages in a frame; unset = none. Other pages can never be framed.',
  },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'Lifetime of a session, in hours.' },
  {
    name: 'SESSION_REMEMBER_DAYS',
    default: '30',
    description: 'Lifetime of a "remember me" session, in days.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '30',
    description:
      'Failed logins from one address within LOGIN_WINDOW_SECONDS before answering 429 (Retry-After); a sign-in counts while its password is checked and is taken back when it succeeds. Counted in the database, shared by every node.',
  },
  {
    name: 'LOGIN_WINDOW_SECONDS',
    default: '60',
    description: 'Window of the per-address failed-login throttle, in seconds.',
  },
  {
    name: 'LOGIN_ACCOUNT_MAX_FAILURES',
    default: '5',
    description:
      'Failed logins on one account (from any address) within LOGIN_ACCOUNT_WINDOW_SECONDS before answering 429.',
  },
  {
    name: 'LOGIN_ACCOUNT_WINDOW_SECONDS',
    default: '300',
    description: 'Window of the per-account failed-login throttle, in seconds.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* headers: false, true, a hop count, or comma-separated addresses/CIDRs.',
  },
  {
    name: 'EXTERNAL_IDP_NAME',
    default: '(unset)',
    description: 'Label of an external identity provider on the login screen.',
  },
  {
    name: 'EXTERNAL_IDP_URL',
    default: '(unset)',
    description: 'Sign-in URL of that provider; both must be set to show it.',
  },
  {
    name: 'CLIENT_DIR',
    default: 'dist/client',
    description: 'Built web client served by this process. Relative to the project root.',
  },
  {
    name: 'VALIDATE_RESPONSES',
    default: 'strict when NODE_ENV=test, else log',
    description:
      'Check responses against the contract: strict (mismatch = 500), log (log only) or off.',
  },
  {
    name: 'DEMO_DATA',
    default: 'auto',
    description: 'auto: load the demo data set when the embedded database is empty; never: do not.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'smtp(s)://user:pass@host:port to send mail; unset = mails are written to DATA_DIR/outbox (.eml + .json).',
    secret: true,
  },
  {
    name: 'MAIL_FROM',
    default: 'Surtidor <no-reply@surtidor.mx>',
    description: 'Sender (From header) of the mails the server sends.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:8080',
    description:
      'Address of the web app as users reach it: links in mails and signed download links (unless TRUST_PROXY, then the forwarded host).',
  },
  {
    name: 'STORAGE_DRIVER',
    default: 'local',
    description:
      'Where files are kept: local (a folder, STORAGE_DIR) or s3 (any S3-compatible service, S3_* below).',
  },
  {
    name: 'STORAGE_DIR',
    default: 'DATA_DIR/storage',
    description: 'Folder of the local storage driver. Relative to the project root.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    description: 'http(s) URL of an S3-compatible service (MinIO, R2...); unset = AWS S3 itself.',
  },
  {
    name: 'S3_PUBLIC_ENDPOINT',
    default: '(unset)',
    description:
      'Address browsers reach the service at, for signed download URLs, when it differs from S3_ENDPOINT.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description: 'Bucket name; required with STORAGE_DRIVER=s3.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    description:
      'Access key; unset = the AWS SDK default chain (environment, profile, instance role).',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret of that access key.',
    secret: true,
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      'true = bucket in the path (host/bucket/key), as MinIO and most local services need.',
  },
  {
    name: 'URL_SIGNING_SECRET',
    default: '(generated)',
    description:
      'Key (32+ characters) of the signed download URLs of the local storage; unset = generated once and kept in the database, so every node sharing it agrees.',
    secret: true,
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    default: '52428800',
    description: 'Largest file an upload may carry, in bytes (default 50 MB).',
  },
  {
    name: 'CRE_PLACES_URL',
    default: '(unset)',
    description:
      "URL of the regulator's places feed (XML); with CRE_PRICES_URL, imported every day at CRE_IMPORT_TIME.",
  },
  {
    name: 'CRE_PRICES_URL',
    default: '(unset)',
    description:
      "URL of the regulator's prices feed (XML); both must be set to run the daily import.",
  },
  {
    name: 'CRE_IMPORT_TIME',
    default: '07:00',
    description: 'Time of day (HH:MM, Mexico City) of the daily regulator-feed import.',
  },
  {
    name: 'SECRETS_KEY',
    default: '(generated)',
    description:
      "Key (32+ characters) that encrypts the volumetric connectors' tokens and token request bodies; unset = generated once and kept in the database. Changing it makes the saved secrets unreadable (enter them again).",
    secret: true,
  },
  {
    name: 'CONNECTOR_ALLOW_PRIVATE_HOSTS',
    default: 'false',
    description:
      'true = volumetric connectors may call addresses other than global unicast (private, loopback, link-local, multicast, reserved). For development and tests only; leave false in production.',
  },
  {
    name: 'JOBS_ENABLED',
    default: 'true',
    description:
      'Run background jobs (scheduled imports, retries) in this process; false = a node that serves HTTP only.',
  },
  {
    name: 'JOBS_POLL_SECONDS',
    default: '5',
    description: 'Seconds between two polls of the job runner for due jobs and schedules.',
  },
  {
    name: 'PDF_TOKEN_MINUTES',
    default: '30',
    description:
      "Minutes a report's pdf token opens its printable page (/price/{station}/{token}/{locale}) without a session.",
  },
  {
    name: 'REPORT_ATTACHMENT_MAX_MB',
    default: '10',
    description:
      'Reports up to this size are attached to the e-mail; larger ones go as a signed link (valid 7 days).',
  },
  {
    name: 'WHATSAPP_TOKEN',
    default: '(unset)',
    description:
      'Access token of the WhatsApp Business Cloud API; unset = WhatsApp messages are written to DATA_DIR/whatsapp-outbox instead.',
    secret: true,
  },
  {
    name: 'WHATSAPP_PHONE_NUMBER_ID',
    default: '(unset)',
    description: 'Sender phone number id of the Cloud API (required with WHATSAPP_TOKEN).',
  },
  {
    name: 'WHATSAPP_TEMPLATE',
    default: '(unset)',
    description:
      'Name of the approved message template with a document header, used to send reports (required with WHATSAPP_TOKEN).',
  },
  {
    name: 'WHATSAPP_TEMPLATE_LANGUAGE',
    default: 'es_MX',
    description: 'Language code of that template, as approved (e.g. es_MX, es, en_US).',
  },
  {
    name: 'WHATSAPP_API_URL',
    default: 'https://graph.facebook.com/v21.0',
    description: 'Base URL of the Graph API (a test double in tests).',
  },
  {
    name: 'WHATSAPP_VERIFY_TOKEN',
    default: '(unset)',
    description:
      'Verify token of the status webhook (/api/whatsapp/webhook), as entered in the Meta app; unset = the webhook is refused.',
    secret: true,
  },
  {
    name: 'WHATSAPP_APP_SECRET',
    default: '(unset)',
    description:
      'App secret that signs the status webhook notices (X-Hub-Signature-256); required with WHATSAPP_VERIFY_TOKEN.',
    secret: true,
  },
  {
    name: 'FFMPEG_PATH',
    default: 'ffmpeg',
    description:
      'The ffmpeg that relays camera streams (Debian: apt-get install ffmpeg). Without it the server starts and the video screens say what to install.',
  },
  {
    name: 'STREAM_IDLE_SECONDS',
    default: '10',
    description: "Seconds a camera's ffmpeg keeps running after its last viewer left.",
  },
  {
    name: 'STREAM_VIEWER_BUFFER_KB',
    default: '4096',
    description:
      'A viewer whose unsent video passes this many KiB is disconnected (a connection too slow to follow live video).',
  },
  {
    name: 'SHARE_LINK_SECONDS',
    default: '28800',
    description:
      'Lifetime of a shared video link (one camera or a whole panel), in seconds: 8 hours.',
  },
  {
    name: 'SHARE_LINK_MAX_STREAMS',
    default: '48',
    description:
      'Camera streams one share link may have open at once on a node (a panel link opens one per camera per viewer); more are refused with 429.',
  },
  {
    name: 'SHARE_ADDRESS_MAX_STREAMS',
    default: '16',
    description:
      'Camera streams one client address may have open at once through share links on a node.',
  },
  {
    name: 'NODE_URL',
    default: 'http://127.0.0.1:PORT',
    description:
      "Address at which the other API nodes on the same database reach this node's camera streams (several nodes only).",
  },
];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase() as T;
  if (!allowed.includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return value;
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || /^(false|0|no)$/i.test(raw)) return false;
  if (/^(true|yes)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.every(
      (item) =>
        /^[0-9a-f.:/]+$/i.test(item) || ['loopback', 'linklocal', 'uniquelocal'].includes(item),
    )
  ) {
    return list;
  }
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count or comma-separated addresses, got "${raw}"`,
  );
}

function databaseUrl(env: Env): string | null {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL');
  }
  return raw;
}

function externalIdp(env: Env): ServerConfig['externalIdp'] {
  const name = read(env, 'EXTERNAL_IDP_NAME');
  const url = read(env, 'EXTERNAL_IDP_URL');
  if (!name || !url) return null;
  if (!/^https?:\/\//.test(url)) throw new ConfigError('EXTERNAL_IDP_URL must be an http(s) URL');
  return { name, url };
}

function frameAncestors(env: Env): string[] {
  const raw = read(env, 'PUBLIC_FRAME_ANCESTORS');
  if (raw === undefined) return [];
  const origins = raw.split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) && origin !== "'self'") {
      throw new ConfigError(
        `PUBLIC_FRAME_ANCESTORS takes origins like https://partner.example, got "${origin}"`,
      );
    }
  }
  return origins;
}

function smtpUrl(env: Env): string | null {
  const raw = read(env, 'SMTP_URL');
  if (raw === undefined) return null;
  // The value may hold a password: never echo it in the message.
  if (!/^smtps?:\/\/\S+$/.test(raw)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

function publicUrl(env: Env): string {
  const raw = read(env, 'PUBLIC_URL') ?? 'http://localhost:8080';
  if (!/^https?:\/\/\S+$/.test(raw)) throw new ConfigError('PUBLIC_URL must be an http(s) URL');
  return raw.replace(/\/+$/, '');
}

function httpUrl(env: Env, name: string): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

function storage(env: Env, dataDir: string): StorageConfig {
  const driver = oneOf(env, 'STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  if (driver === 'local') {
    const dir = read(env, 'STORAGE_DIR');
    return { driver, dir: dir ? fromProjectRoot(dir) : `${dataDir}/storage` };
  }
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = read(env, 'S3_FORCE_PATH_STYLE') ?? 'false';
  if (!/^(true|false)$/i.test(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  return {
    driver,
    endpoint: httpUrl(env, 'S3_ENDPOINT'),
    publicEndpoint: httpUrl(env, 'S3_PUBLIC_ENDPOINT'),
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: /^true$/i.test(pathStyle),
  };
}

function urlSigningSecret(env: Env): string | null {
  const raw = read(env, 'URL_SIGNING_SECRET');
  if (raw === undefined) return null;
  // Never echo the value: it is a secret.
  if (raw.length < 32) throw new ConfigError('URL_SIGNING_SECRET must be at least 32 characters');
  return raw;
}

function secretsKey(env: Env): string | null {
  const raw = read(env, 'SECRETS_KEY');
  if (raw === undefined) return null;
  // Never echo the value: it is a secret.
  if (raw.length < 32) throw new ConfigError('SECRETS_KEY must be at least 32 characters');
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function whatsapp(env: Env): ServerConfig['whatsapp'] {
  const token = read(env, 'WHATSAPP_TOKEN');
  const apiUrl = (read(env, 'WHATSAPP_API_URL') ?? 'https://graph.facebook.com/v21.0').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/\S+$/.test(apiUrl))
    throw new ConfigError('WHATSAPP_API_URL must be an http(s) URL');
  if (!token) return null;
  const phoneNumberId = read(env, 'WHATSAPP_PHONE_NUMBER_ID');
  const template = read(env, 'WHATSAPP_TEMPLATE');
  if (!phoneNumberId || !template) {
    throw new ConfigError('WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE');
  }
  const templateLanguage = read(env, 'WHATSAPP_TEMPLATE_LANGUAGE') ?? 'es_MX';
  return { token, phoneNumberId, template, templateLanguage, apiUrl };
}

function whatsappWebhook(env: Env): ServerConfig['whatsappWebhook'] {
  const verifyToken = read(env, 'WHATSAPP_VERIFY_TOKEN');
  const appSecret = read(env, 'WHATSAPP_APP_SECRET');
  if (!verifyToken && !appSecret) return null;
  if (!verifyToken || !appSecret) {
    throw new ConfigError('WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET must be set together');
  }
  return { verifyToken, appSecret };
}

/** Parses the environment; throws ConfigError naming the first bad variable. */
function creFeed(env: Env): ServerConfig['creFeed'] {
  const placesUrl = read(env, 'CRE_PLACES_URL');
  const pricesUrl = read(env, 'CRE_PRICES_URL');
  const time = read(env, 'CRE_IMPORT_TIME') ?? '07:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    throw new ConfigError(`CRE_IMPORT_TIME must be HH:MM (24 h), got "${time}"`);
  }
  if (!placesUrl && !pricesUrl) return null;
  if (!placesUrl || !pricesUrl) {
    throw new ConfigError('CRE_PLACES_URL and CRE_PRICES_URL must be set together');
  }
  for (const [name, url] of [
    ['CRE_PLACES_URL', placesUrl],
    ['CRE_PRICES_URL', pricesUrl],
  ]) {
    if (!/^https?:\/\//.test(url!)) throw new ConfigError(`${name} must be an http(s) URL`);
  }
  return { placesUrl, pricesUrl, time };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: fromProjectRoot(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    statementTimeoutSeconds: integer(env, 'STATEMENT_TIMEOUT_SECONDS', 30, 0, 86400),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    sessionRememberDays: integer(env, 'SESSION_REMEMBER_DAYS', 30, 1, 3650),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 30, 1, 1000),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 60, 1, 86400),
    loginAccountMaxFailures: integer(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 5, 1, 1000),
    loginAccountWindowSeconds: integer(env, 'LOGIN_ACCOUNT_WINDOW_SECONDS', 300, 1, 86400),
    trustProxy: trustProxy(env),
    externalIdp: externalIdp(env),
    clientDir: fromProjectRoot(read(env, 'CLIENT_DIR') ?? 'dist/client'),
    validateResponses: oneOf(
      env,
      'VALIDATE_RESPONSES',
      ['strict', 'log', 'off'] as const,
      env.NODE_ENV === 'test' ? 'strict' : 'log',
    ),
    demoData: oneOf(env, 'DEMO_DATA', ['auto', 'never'] as const, 'auto'),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    publicFrameAncestors: frameAncestors(env),
    smtpUrl: smtpUrl(env),
    mailFrom: read(env, 'MAIL_FROM') ?? 'Surtidor <no-reply@surtidor.mx>',
    publicUrl: publicUrl(env),
    storage: storage(env, fromProjectRoot(read(env, 'DATA_DIR') ?? './data')),
    urlSigningSecret: urlSigningSecret(env),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 50 * 1024 * 1024, 1, 5 * 1024 ** 3),
    creFeed: creFeed(env),
    secretsKey: secretsKey(env),
    connectorAllowPrivateHosts: flag(env, 'CONNECTOR_ALLOW_PRIVATE_HOSTS', false),
    jobsEnabled: flag(env, 'JOBS_ENABLED', true),
    jobsPollSeconds: integer(env, 'JOBS_POLL_SECONDS', 5, 1, 3600),
    pdfTokenMinutes: integer(env, 'PDF_TOKEN_MINUTES', 30, 1, 7 * 24 * 60),
    reportAttachmentMaxBytes: integer(env, 'REPORT_ATTACHMENT_MAX_MB', 10, 1, 100) * 1024 * 1024,
    whatsapp: whatsapp(env),
    whatsappWebhook: whatsappWebhook(env),
    video: {
      ffmpegPath: read(env, 'FFMPEG_PATH') ?? 'ffmpeg',
      idleStopSeconds: integer(env, 'STREAM_IDLE_SECONDS', 10, 0, 3600),
      viewerBufferBytes: integer(env, 'STREAM_VIEWER_BUFFER_KB', 4096, 64, 1024 * 1024) * 1024,
      shareLinkSeconds: integer(env, 'SHARE_LINK_SECONDS', 8 * 3600, 1, 30 * 24 * 3600),
      nodeUrl: httpUrl(env, 'NODE_URL'),
      shareLinkMaxStreams: integer(env, 'SHARE_LINK_MAX_STREAMS', 48, 1, 10_000),
      shareAddressMaxStreams: integer(env, 'SHARE_ADDRESS_MAX_STREAMS', 16, 1, 10_000),
    },
  };
}
