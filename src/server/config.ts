// Server configuration: every environment variable is read and checked here, once, at start-up.
// A bad value stops the server with a message naming the variable, instead of surfacing later
// as a strange failure. Each variable is declared once in VARIABLES (name, type, default, range
// or choices, secret, description): the readers take their defaults from it, and
// CONFIG_VARIABLES, derived from it, is the documented list (the table of docs/configuration.md
// is generated from it by `npm run docs`).
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
  /** A session unused this long ends (measured from its last_seen_at); minutes. */
  sessionIdleMinutes: number;
  /** No session lives longer than this from its sign-in, whatever its own expiry; hours. */
  sessionMaxHours: number;
  /** Who must use two-step sign-in: nobody forced, administrators, or every user. */
  twoStepRequired: 'optional' | 'admins' | 'everyone';
  /** Customers whose every user must use two-step sign-in. */
  twoStepRequiredCustomers: number[];
  twoStepMaxFailures: number;
  twoStepWindowSeconds: number;
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
  /** Seconds the SMTP server may take for each step before a mail fails. */
  smtpTimeoutSeconds: number;
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
  /** How long a claimed job stays its node's without a renewal: a dead node's jobs wait this long. */
  jobsLeaseSeconds: number;
  /** Lifetime of a report's pdf token (the printable page without a session), in minutes. */
  pdfTokenMinutes: number;
  /** A report larger than this goes by e-mail as a signed link instead of an attachment. */
  reportAttachmentMaxBytes: number;
  /** WhatsApp Business Cloud API; null = WhatsApp messages go to DATA_DIR/whatsapp-outbox. */
  whatsapp: WhatsappConfig | null;
  /** Verify token and app secret of the WhatsApp status webhook; null = webhook refused. */
  whatsappWebhook: { verifyToken: string; appSecret: string } | null;
  /** Video: the stream hub (src/server/modules/video) and share links (modules/panels). */
  video: VideoConfig;
  /** Scheduled backups (src/server/backup) through the job runner; null = none. */
  backup: { dir: string; everyHours: number; keep: number } | null;
  /** Bearer token that opens GET /api/monitoring/metrics; null = the route answers 404 (never public). */
  metricsToken: string | null;
  /** On SIGTERM, how long requests in flight get to finish before the node exits anyway. */
  shutdownGraceSeconds: number;
  /** How long audit records are kept (src/server/audit/retention.ts), in days. */
  auditRetentionDays: number;
  /** The SAT monthly volumetric report is due on this day of the second month after it. */
  complianceMonthlyDueDay: number;
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
  /** Name of the approved template of alert notices (no header); null = they fail, saying so. */
  alertTemplate: string | null;
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

interface DeclarationBase {
  name: string;
  description: string;
  /** Its value must never reach the browser (checked by the bundle scan). */
  secret?: boolean;
  /** What docs/configuration.md says the default is, when it is not a plain value (derived, generated). */
  shownDefault?: string;
}

/** One environment variable: its name, type, default, whether it is secret, what it does. */
type VariableDeclaration = DeclarationBase &
  (
    | { type: 'integer'; default: number; min: number; max: number }
    | { type: 'flag'; default: boolean }
    | { type: 'choice'; choices: readonly string[]; default: string }
    /** null: unset unless given. */
    | { type: 'text'; default: string | null }
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads, declared once. */
const VARIABLES = [
  {
    name: 'PORT',
    type: 'integer',
    default: 8080,
    min: 0,
    max: 65535,
    description: 'TCP port the server listens on (0 = any free port).',
  },
  {
    name: 'HOST',
    type: 'text',
    default: '0.0.0.0',
    description: 'Address the server binds to.',
  },
  {
    name: 'DATA_DIR',
    type: 'text',
    default: './data',
    description:
      'Folder for local data; the embedded database lives in DATA_DIR/pglite. Relative to the project root.',
  },
  {
    name: 'DATABASE_URL',
    type: 'text',
    default: null,
    description: 'postgres://user:pass@host:port/db to use PostgreSQL; unset = embedded PGlite.',
    secret: true,
  },
  {
    name: 'DATABASE_POOL_SIZE',
    type: 'integer',
    default: 10,
    min: 1,
    max: 1000,
    description: 'PostgreSQL connection pool size (ignored with PGlite).',
  },
  {
    name: 'STATEMENT_TIMEOUT_SECONDS',
    type: 'integer',
    default: 30,
    min: 0,
    max: 86400,
    description:
      'PostgreSQL cancels a statement running longer (the request is answered 503); 0 = no limit. Migrations are exempt. PGlite cannot cancel (its work runs off the event loop).',
  },
  {
    name: 'LOG_LEVEL',
    type: 'choice',
    choices: LOG_LEVELS,
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    type: 'integer',
    default: 30,
    min: 1,
    max: 3600,
    description: 'A request not fully received in this time is answered 408 and closed.',
  },
  {
    name: 'PUBLIC_FRAME_ANCESTORS',
    type: 'text',
    default: null,
    description:
      'Origins (space or comma separated) that may embed /public/ pages in a frame; unset = none. Other pages can never be framed.',
  },
  {
    name: 'SESSION_TTL_HOURS',
    type: 'integer',
    default: 12,
    min: 1,
    max: 24 * 365,
    description: 'Lifetime of a session, in hours.',
  },
  {
    name: 'SESSION_REMEMBER_DAYS',
    type: 'integer',
    default: 30,
    min: 1,
    max: 3650,
    description: 'Lifetime of a "remember me" session, in days.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    type: 'integer',
    default: 30,
    min: 1,
    max: 1000,
    description:
      'Failed logins from one address within LOGIN_WINDOW_SECONDS before answering 429 (Retry-After); a sign-in counts while its password is checked and is taken back when it succeeds. Counted in the database, shared by every node.',
  },
  {
    name: 'LOGIN_WINDOW_SECONDS',
    type: 'integer',
    default: 60,
    min: 1,
    max: 86400,
    description: 'Window of the per-address failed-login throttle, in seconds.',
  },
  {
    name: 'LOGIN_ACCOUNT_MAX_FAILURES',
    type: 'integer',
    default: 5,
    min: 1,
    max: 1000,
    description:
      'Failed logins on one account (from any address) within LOGIN_ACCOUNT_WINDOW_SECONDS before answering 429.',
  },
  {
    name: 'LOGIN_ACCOUNT_WINDOW_SECONDS',
    type: 'integer',
    default: 300,
    min: 1,
    max: 86400,
    description: 'Window of the per-account failed-login throttle, in seconds.',
  },
  {
    name: 'SESSION_IDLE_MINUTES',
    type: 'integer',
    default: 7 * 24 * 60,
    min: 5,
    max: 3650 * 24 * 60,
    description:
      'A session not used for this many minutes ends (its last use is recorded at most once a minute); the browser then shows a notice and the login. Applies at once to open sessions when changed.',
  },
  {
    name: 'SESSION_MAX_HOURS',
    type: 'integer',
    default: 30 * 24,
    min: 1,
    max: 3650 * 24,
    description:
      'Absolute lifetime of any session from its sign-in, in hours, whatever SESSION_TTL_HOURS or SESSION_REMEMBER_DAYS give it. Applies at once to open sessions when changed.',
  },
  {
    name: 'TWO_STEP_REQUIRED',
    type: 'choice',
    choices: ['optional', 'admins', 'everyone'],
    default: 'optional',
    description:
      'Who must sign in with a second step (an authenticator app code): optional (each user chooses), admins (administrators must) or everyone. A user who must and has not enrolled is led to enrol right after the password.',
  },
  {
    name: 'TWO_STEP_REQUIRED_CUSTOMERS',
    type: 'text',
    default: null,
    description:
      'Comma-separated customer ids whose every user must sign in with a second step (besides TWO_STEP_REQUIRED).',
  },
  {
    name: 'TWO_STEP_MAX_FAILURES',
    type: 'integer',
    default: 5,
    min: 1,
    max: 1000,
    description:
      'Wrong second-step codes (authenticator or recovery) on one account within TWO_STEP_WINDOW_SECONDS before answering 429. Counted in the database, shared by every node.',
  },
  {
    name: 'TWO_STEP_WINDOW_SECONDS',
    type: 'integer',
    default: 300,
    min: 1,
    max: 86400,
    description: 'Window of the second-step throttle, in seconds.',
  },
  {
    name: 'TRUST_PROXY',
    type: 'text',
    default: 'false',
    description:
      'Trust X-Forwarded-* headers: false, true, a hop count, or comma-separated addresses/CIDRs.',
  },
  {
    name: 'EXTERNAL_IDP_NAME',
    type: 'text',
    default: null,
    description: 'Label of an external identity provider on the login screen.',
  },
  {
    name: 'EXTERNAL_IDP_URL',
    type: 'text',
    default: null,
    description: 'Sign-in URL of that provider; both must be set to show it.',
  },
  {
    name: 'CLIENT_DIR',
    type: 'text',
    default: 'dist/client',
    description: 'Built web client served by this process. Relative to the project root.',
  },
  {
    name: 'VALIDATE_RESPONSES',
    type: 'choice',
    choices: ['strict', 'log', 'off'],
    default: 'log',
    shownDefault: 'strict when NODE_ENV=test, else log',
    description:
      'Check responses against the contract: strict (mismatch = 500), log (log only) or off.',
  },
  {
    name: 'DEMO_DATA',
    type: 'choice',
    choices: ['auto', 'never'],
    default: 'auto',
    description: 'auto: load the demo data set when the embedded database is empty; never: do not.',
  },
  {
    name: 'SMTP_URL',
    type: 'text',
    default: null,
    description:
      'smtp(s)://user:pass@host:port to send mail; unset = mails are written to DATA_DIR/outbox (.eml + .json).',
    secret: true,
  },
  {
    name: 'SMTP_TIMEOUT_SECONDS',
    type: 'integer',
    default: 15,
    min: 1,
    max: 600,
    description:
      'How long the SMTP server may take to accept the connection, greet, or answer a command before a mail fails (the request that sends it answers 502).',
  },
  {
    name: 'MAIL_FROM',
    type: 'text',
    default: 'Surtidor <no-reply@surtidor.mx>',
    description: 'Sender (From header) of the mails the server sends.',
  },
  {
    name: 'PUBLIC_URL',
    type: 'text',
    default: 'http://localhost:8080',
    description:
      'Address of the web app as users reach it, for the links that leave the site: in mails and WhatsApp messages. Links the browser follows are relative to the address it used. Set it in production (the server warns at start when it is unset).',
  },
  {
    name: 'STORAGE_DRIVER',
    type: 'choice',
    choices: ['local', 's3'],
    default: 'local',
    description:
      'Where files are kept: local (a folder, STORAGE_DIR) or s3 (any S3-compatible service, S3_* below).',
  },
  {
    name: 'STORAGE_DIR',
    type: 'text',
    default: null,
    shownDefault: 'DATA_DIR/storage',
    description: 'Folder of the local storage driver. Relative to the project root.',
  },
  {
    name: 'S3_ENDPOINT',
    type: 'text',
    default: null,
    description: 'http(s) URL of an S3-compatible service (MinIO, R2...); unset = AWS S3 itself.',
  },
  {
    name: 'S3_PUBLIC_ENDPOINT',
    type: 'text',
    default: null,
    description:
      'Address browsers reach the service at, for signed download URLs, when it differs from S3_ENDPOINT.',
  },
  {
    name: 'S3_BUCKET',
    type: 'text',
    default: null,
    description: 'Bucket name; required with STORAGE_DRIVER=s3.',
  },
  {
    name: 'S3_REGION',
    type: 'text',
    default: 'us-east-1',
    description: 'Region of the bucket.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    type: 'text',
    default: null,
    description:
      'Access key; unset = the AWS SDK default chain (environment, profile, instance role).',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    type: 'text',
    default: null,
    description: 'Secret of that access key.',
    secret: true,
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    type: 'text',
    default: 'false',
    description:
      'true = bucket in the path (host/bucket/key), as MinIO and most local services need.',
  },
  {
    name: 'URL_SIGNING_SECRET',
    type: 'text',
    default: null,
    shownDefault: '(generated)',
    description:
      'Key (32+ characters) of the signed download URLs of the local storage; unset = generated once and kept in the database, so every node sharing it agrees.',
    secret: true,
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    type: 'integer',
    default: 50 * 1024 * 1024,
    min: 1,
    max: 5 * 1024 ** 3,
    description: 'Largest file an upload may carry, in bytes (default 50 MB).',
  },
  {
    name: 'CRE_PLACES_URL',
    type: 'text',
    default: null,
    description:
      "URL of the regulator's places feed (XML); with CRE_PRICES_URL, imported every day at CRE_IMPORT_TIME.",
  },
  {
    name: 'CRE_PRICES_URL',
    type: 'text',
    default: null,
    description:
      "URL of the regulator's prices feed (XML); both must be set to run the daily import.",
  },
  {
    name: 'CRE_IMPORT_TIME',
    type: 'text',
    default: '07:00',
    description: 'Time of day (HH:MM, Mexico City) of the daily regulator-feed import.',
  },
  {
    name: 'SECRETS_KEY',
    type: 'text',
    default: null,
    shownDefault: '(generated)',
    description:
      "Key (32+ characters) that encrypts the volumetric connectors' tokens and token request bodies; unset = generated once and kept in the database. Changing it makes the saved secrets unreadable (enter them again).",
    secret: true,
  },
  {
    name: 'CONNECTOR_ALLOW_PRIVATE_HOSTS',
    type: 'flag',
    default: false,
    description:
      'true = volumetric connectors may call addresses other than global unicast (private, loopback, link-local, multicast, reserved). For development and tests only; leave false in production.',
  },
  {
    name: 'COMPLIANCE_MONTHLY_DUE_DAY',
    type: 'integer',
    default: 3,
    min: 1,
    max: 28,
    description:
      "Day of the second month after a month on which its SAT monthly volumetric report is due (the third natural day in the RMF 2026; the rule's number moves each year). Used by the pre-audit's due-date finding, the compliance_monthly_due alert and the screen's countdown.",
  },
  {
    name: 'JOBS_ENABLED',
    type: 'flag',
    default: true,
    description:
      'Run background jobs (scheduled imports, retries) in this process; false = a node that serves HTTP only.',
  },
  {
    name: 'JOBS_POLL_SECONDS',
    type: 'integer',
    default: 5,
    min: 1,
    max: 3600,
    description: 'Seconds between two polls of the job runner for due jobs and schedules.',
  },
  {
    name: 'JOBS_LEASE_SECONDS',
    type: 'integer',
    default: 60,
    min: 10,
    max: 3600,
    description:
      'A running job is reserved for its node this long, renewed every third of it while it runs; the jobs of a node that dies are taken over by another node after this long.',
  },
  {
    name: 'PDF_TOKEN_MINUTES',
    type: 'integer',
    default: 30,
    min: 1,
    max: 7 * 24 * 60,
    description:
      "Minutes a report's pdf token opens its printable page (/price/{station}/{token}/{locale}) without a session.",
  },
  {
    name: 'REPORT_ATTACHMENT_MAX_MB',
    type: 'integer',
    default: 10,
    min: 1,
    max: 100,
    description:
      'Reports up to this size are attached to the e-mail; larger ones go as a signed link (valid 7 days).',
  },
  {
    name: 'WHATSAPP_TOKEN',
    type: 'text',
    default: null,
    description:
      'Access token of the WhatsApp Business Cloud API; unset = WhatsApp messages are written to DATA_DIR/whatsapp-outbox instead.',
    secret: true,
  },
  {
    name: 'WHATSAPP_PHONE_NUMBER_ID',
    type: 'text',
    default: null,
    description: 'Sender phone number id of the Cloud API (required with WHATSAPP_TOKEN).',
  },
  {
    name: 'WHATSAPP_TEMPLATE',
    type: 'text',
    default: null,
    description:
      'Name of the approved message template with a document header, used to send reports (required with WHATSAPP_TOKEN).',
  },
  {
    name: 'WHATSAPP_ALERT_TEMPLATE',
    type: 'text',
    default: null,
    description:
      "Name of the approved message template of alert notices (no header; body {{1}} the recipient's name, {{2}} the alert). Unset = alert notices on WhatsApp fail with that reason (the outbox needs none).",
  },
  {
    name: 'WHATSAPP_TEMPLATE_LANGUAGE',
    type: 'text',
    default: 'es_MX',
    description: 'Language code of that template, as approved (e.g. es_MX, es, en_US).',
  },
  {
    name: 'WHATSAPP_API_URL',
    type: 'text',
    default: 'https://graph.facebook.com/v21.0',
    description: 'Base URL of the Graph API (a test double in tests).',
  },
  {
    name: 'WHATSAPP_VERIFY_TOKEN',
    type: 'text',
    default: null,
    description:
      'Verify token of the status webhook (/api/whatsapp/webhook), as entered in the Meta app; unset = the webhook is refused.',
    secret: true,
  },
  {
    name: 'WHATSAPP_APP_SECRET',
    type: 'text',
    default: null,
    description:
      'App secret that signs the status webhook notices (X-Hub-Signature-256); required with WHATSAPP_VERIFY_TOKEN.',
    secret: true,
  },
  {
    name: 'FFMPEG_PATH',
    type: 'text',
    default: 'ffmpeg',
    description:
      'The ffmpeg that relays camera streams (Debian: apt-get install ffmpeg). Without it the server starts and the video screens say what to install.',
  },
  {
    name: 'STREAM_IDLE_SECONDS',
    type: 'integer',
    default: 10,
    min: 0,
    max: 3600,
    description: "Seconds a camera's ffmpeg keeps running after its last viewer left.",
  },
  {
    name: 'STREAM_VIEWER_BUFFER_KB',
    type: 'integer',
    default: 4096,
    min: 64,
    max: 1024 * 1024,
    description:
      'A viewer whose unsent video passes this many KiB is disconnected (a connection too slow to follow live video).',
  },
  {
    name: 'SHARE_LINK_SECONDS',
    type: 'integer',
    default: 8 * 3600,
    min: 1,
    max: 30 * 24 * 3600,
    description:
      'Lifetime of a shared video link (one camera or a whole panel), in seconds: 8 hours.',
  },
  {
    name: 'SHARE_LINK_MAX_STREAMS',
    type: 'integer',
    default: 48,
    min: 1,
    max: 10_000,
    description:
      'Camera streams one share link may have open at once on a node (a panel link opens one per camera per viewer); more are refused with 429.',
  },
  {
    name: 'SHARE_ADDRESS_MAX_STREAMS',
    type: 'integer',
    default: 16,
    min: 1,
    max: 10_000,
    description:
      'Camera streams one client address may have open at once through share links on a node.',
  },
  {
    name: 'NODE_URL',
    type: 'text',
    default: null,
    shownDefault: 'http://127.0.0.1:PORT',
    description:
      "Address at which the other API nodes on the same database reach this node's camera streams (several nodes only).",
  },
  {
    name: 'BACKUP_DIR',
    type: 'text',
    default: null,
    description:
      'Folder for scheduled backups (an archive of the database and the stored files, as `cli backup` writes); unset = no scheduled backups.',
  },
  {
    name: 'BACKUP_EVERY',
    type: 'integer',
    default: 24,
    min: 1,
    max: 24 * 31,
    description: 'Hours between two scheduled backups (with BACKUP_DIR); one node takes each.',
  },
  {
    name: 'BACKUP_KEEP',
    type: 'integer',
    default: 7,
    min: 1,
    max: 1000,
    description:
      'Scheduled backups kept in BACKUP_DIR; older ones are deleted after a new one is complete.',
  },
  {
    name: 'METRICS_TOKEN',
    type: 'text',
    default: null,
    secret: true,
    description:
      'Bearer token of GET /api/monitoring/metrics (Prometheus text format); unset = the route answers 404. At least 32 characters.',
  },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    type: 'integer',
    default: 30,
    min: 1,
    max: 600,
    description:
      'On SIGTERM the node stops taking connections, then gives requests in flight this long to finish before it exits.',
  },
  {
    name: 'AUDIT_RETENTION_DAYS',
    type: 'integer',
    default: 730,
    min: 1,
    max: 36500,
    description:
      'Days an audit record is kept (default two years); a daily job prunes older ones and records a checkpoint, so the chain still verifies (docs/audit.md).',
  },
] as const satisfies readonly VariableDeclaration[];

type Declared = (typeof VARIABLES)[number];
type VariableName = Declared['name'];
type NameOf<T extends VariableDeclaration['type']> = Extract<Declared, { type: T }>['name'];
type ChoiceOf<N extends NameOf<'choice'>> = Extract<Declared, { name: N }>['choices'][number];

const declarations = new Map<string, VariableDeclaration>(VARIABLES.map((v) => [v.name, v]));
function declaration<T extends VariableDeclaration['type']>(
  name: VariableName,
  type: T,
): Extract<VariableDeclaration, { type: T }> {
  const declared = declarations.get(name);
  if (declared?.type !== type) throw new Error(`${name} is not declared as ${type}`);
  return declared as Extract<VariableDeclaration, { type: T }>;
}

/** A configuration variable as documented (docs/configuration.md, the bundle's secret scan). */
export interface ConfigVariable {
  name: string;
  type: VariableDeclaration['type'];
  /** The default as docs/configuration.md shows it. */
  default: string;
  description: string;
  secret?: boolean;
}

const shownDefault = (v: VariableDeclaration): string =>
  v.shownDefault ?? (v.default === null ? '(unset)' : String(v.default));

export const CONFIG_VARIABLES: readonly ConfigVariable[] = VARIABLES.map(
  (v: VariableDeclaration) => ({
    name: v.name,
    type: v.type,
    default: shownDefault(v),
    description: v.description,
    ...(v.secret ? { secret: true } : {}),
  }),
);

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: VariableName): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A text variable, or its declared default. */
function text<N extends NameOf<'text'>>(
  env: Env,
  name: N,
): Extract<Declared, { name: N }>['default'] extends string ? string : string | null {
  return (read(env, name) ?? declaration(name, 'text').default) as string;
}

function integer(env: Env, name: NameOf<'integer'>): number {
  const { default: fallback, min, max } = declaration(name, 'integer');
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** One of the declared choices; `fallback` replaces the declared default (a derived one). */
function oneOf<N extends NameOf<'choice'>>(env: Env, name: N, fallback?: ChoiceOf<N>): ChoiceOf<N> {
  const declared = declaration(name, 'choice');
  const allowed = declared.choices as readonly ChoiceOf<N>[];
  const raw = read(env, name);
  if (raw === undefined) return fallback ?? (declared.default as ChoiceOf<N>);
  const value = raw.toLowerCase() as ChoiceOf<N>;
  if (!allowed.includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return value;
}

/** A comma-separated list of positive integer ids (empty when unset). */
function idList(env: Env, name: NameOf<'text'>): number[] {
  const value = read(env, name);
  if (value === undefined) return [];
  return value.split(',').map((part) => {
    const id = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      throw new ConfigError(`${name} must be comma-separated ids, got "${id}"`);
    }
    return Number(id);
  });
}

function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (/^(false|0|no)$/i.test(raw)) return false;
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

/**
 * What the server says at start about its configuration, as warnings: PUBLIC_URL unset in
 * production (NODE_ENV=production) sends the links of mails and WhatsApp messages to the
 * default address, which no user can reach.
 */
export function configWarnings(env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production' || read(env, 'PUBLIC_URL') !== undefined) return [];
  return [
    `PUBLIC_URL is not set: links in mails and WhatsApp messages will point at ${declaration('PUBLIC_URL', 'text').default}. Set it to the address users reach the app at.`,
  ];
}

function publicUrl(env: Env): string {
  const raw = text(env, 'PUBLIC_URL');
  if (!/^https?:\/\/\S+$/.test(raw)) throw new ConfigError('PUBLIC_URL must be an http(s) URL');
  return raw.replace(/\/+$/, '');
}

function httpUrl(env: Env, name: NameOf<'text'>): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

function storage(env: Env, dataDir: string): StorageConfig {
  const driver = oneOf(env, 'STORAGE_DRIVER');
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
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE');
  if (!/^(true|false)$/i.test(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  return {
    driver,
    endpoint: httpUrl(env, 'S3_ENDPOINT'),
    publicEndpoint: httpUrl(env, 'S3_PUBLIC_ENDPOINT'),
    bucket,
    region: text(env, 'S3_REGION'),
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

function backup(env: Env): ServerConfig['backup'] {
  const dir = read(env, 'BACKUP_DIR');
  if (dir === undefined) return null;
  return {
    dir: fromProjectRoot(dir),
    everyHours: integer(env, 'BACKUP_EVERY'),
    keep: integer(env, 'BACKUP_KEEP'),
  };
}

function metricsToken(env: Env): string | null {
  const raw = read(env, 'METRICS_TOKEN');
  if (raw === undefined) return null;
  // Never echo the value: it is a secret.
  if (raw.length < 32) throw new ConfigError('METRICS_TOKEN must be at least 32 characters');
  return raw;
}

function flag(env: Env, name: NameOf<'flag'>): boolean {
  const raw = read(env, name);
  if (raw === undefined) return declaration(name, 'flag').default;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function whatsapp(env: Env): ServerConfig['whatsapp'] {
  const token = read(env, 'WHATSAPP_TOKEN');
  const apiUrl = text(env, 'WHATSAPP_API_URL').replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(apiUrl))
    throw new ConfigError('WHATSAPP_API_URL must be an http(s) URL');
  if (!token) return null;
  const phoneNumberId = read(env, 'WHATSAPP_PHONE_NUMBER_ID');
  const template = read(env, 'WHATSAPP_TEMPLATE');
  if (!phoneNumberId || !template) {
    throw new ConfigError('WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE');
  }
  const templateLanguage = text(env, 'WHATSAPP_TEMPLATE_LANGUAGE');
  const alertTemplate = read(env, 'WHATSAPP_ALERT_TEMPLATE') ?? null;
  return { token, phoneNumberId, template, alertTemplate, templateLanguage, apiUrl };
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
  const time = text(env, 'CRE_IMPORT_TIME');
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
    port: integer(env, 'PORT'),
    host: text(env, 'HOST'),
    dataDir: fromProjectRoot(text(env, 'DATA_DIR')),
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE'),
    statementTimeoutSeconds: integer(env, 'STATEMENT_TIMEOUT_SECONDS'),
    logLevel: oneOf(env, 'LOG_LEVEL'),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS'),
    sessionRememberDays: integer(env, 'SESSION_REMEMBER_DAYS'),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES'),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS'),
    loginAccountMaxFailures: integer(env, 'LOGIN_ACCOUNT_MAX_FAILURES'),
    loginAccountWindowSeconds: integer(env, 'LOGIN_ACCOUNT_WINDOW_SECONDS'),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES'),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS'),
    twoStepRequired: oneOf(env, 'TWO_STEP_REQUIRED'),
    twoStepRequiredCustomers: idList(env, 'TWO_STEP_REQUIRED_CUSTOMERS'),
    twoStepMaxFailures: integer(env, 'TWO_STEP_MAX_FAILURES'),
    twoStepWindowSeconds: integer(env, 'TWO_STEP_WINDOW_SECONDS'),
    trustProxy: trustProxy(env),
    externalIdp: externalIdp(env),
    clientDir: fromProjectRoot(text(env, 'CLIENT_DIR')),
    validateResponses: oneOf(
      env,
      'VALIDATE_RESPONSES',
      env.NODE_ENV === 'test' ? 'strict' : undefined,
    ),
    demoData: oneOf(env, 'DEMO_DATA'),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS'),
    publicFrameAncestors: frameAncestors(env),
    smtpUrl: smtpUrl(env),
    smtpTimeoutSeconds: integer(env, 'SMTP_TIMEOUT_SECONDS'),
    mailFrom: text(env, 'MAIL_FROM'),
    publicUrl: publicUrl(env),
    storage: storage(env, fromProjectRoot(text(env, 'DATA_DIR'))),
    urlSigningSecret: urlSigningSecret(env),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES'),
    creFeed: creFeed(env),
    secretsKey: secretsKey(env),
    connectorAllowPrivateHosts: flag(env, 'CONNECTOR_ALLOW_PRIVATE_HOSTS'),
    complianceMonthlyDueDay: integer(env, 'COMPLIANCE_MONTHLY_DUE_DAY'),
    jobsEnabled: flag(env, 'JOBS_ENABLED'),
    jobsPollSeconds: integer(env, 'JOBS_POLL_SECONDS'),
    jobsLeaseSeconds: integer(env, 'JOBS_LEASE_SECONDS'),
    pdfTokenMinutes: integer(env, 'PDF_TOKEN_MINUTES'),
    reportAttachmentMaxBytes: integer(env, 'REPORT_ATTACHMENT_MAX_MB') * 1024 * 1024,
    whatsapp: whatsapp(env),
    whatsappWebhook: whatsappWebhook(env),
    video: {
      ffmpegPath: text(env, 'FFMPEG_PATH'),
      idleStopSeconds: integer(env, 'STREAM_IDLE_SECONDS'),
      viewerBufferBytes: integer(env, 'STREAM_VIEWER_BUFFER_KB') * 1024,
      shareLinkSeconds: integer(env, 'SHARE_LINK_SECONDS'),
      nodeUrl: httpUrl(env, 'NODE_URL'),
      shareLinkMaxStreams: integer(env, 'SHARE_LINK_MAX_STREAMS'),
      shareAddressMaxStreams: integer(env, 'SHARE_ADDRESS_MAX_STREAMS'),
    },
    backup: backup(env),
    metricsToken: metricsToken(env),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS'),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS'),
  };
}
