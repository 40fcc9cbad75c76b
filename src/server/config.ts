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
  logLevel: string;
  sessionTtlHours: number;
  sessionRememberDays: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  trustProxy: TrustProxy;
  externalIdp: { name: string; url: string } | null;
  /** Absolute path. */
  clientDir: string;
  validateResponses: ResponseValidationMode;
  demoData: DemoDataMode;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
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
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '10',
    description: 'PostgreSQL connection pool size (ignored with PGlite).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'Lifetime of a session, in hours.' },
  {
    name: 'SESSION_REMEMBER_DAYS',
    default: '30',
    description: 'Lifetime of a "remember me" session, in days.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '5',
    description: 'Failed logins from one address within LOGIN_WINDOW_SECONDS before answering 429.',
  },
  {
    name: 'LOGIN_WINDOW_SECONDS',
    default: '60',
    description: 'Window of the failed-login throttle, in seconds.',
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: fromProjectRoot(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    sessionRememberDays: integer(env, 'SESSION_REMEMBER_DAYS', 30, 1, 3650),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 60, 1, 86400),
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
  };
}
