import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, configWarnings, loadConfig } from '@/server/config';
import { projectRoot } from '@/server/paths';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(projectRoot(), 'data'),
      databaseUrl: null,
      databasePoolSize: 10,
      logLevel: 'info',
      sessionTtlHours: 12,
      sessionRememberDays: 30,
      loginMaxFailures: 30,
      loginWindowSeconds: 60,
      loginAccountMaxFailures: 5,
      loginAccountWindowSeconds: 300,
      trustProxy: false,
      externalIdp: null,
      clientDir: path.join(projectRoot(), 'dist/client'),
      validateResponses: 'log',
      demoData: 'auto',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).validateResponses).toBe('strict');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/surtidor',
      DATABASE_URL: 'postgres://u:p@db:5432/surtidor',
      DATABASE_POOL_SIZE: '20',
      LOG_LEVEL: 'WARN',
      SESSION_TTL_HOURS: '8',
      SESSION_REMEMBER_DAYS: '7',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_WINDOW_SECONDS: '120',
      LOGIN_ACCOUNT_MAX_FAILURES: '4',
      LOGIN_ACCOUNT_WINDOW_SECONDS: '600',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      EXTERNAL_IDP_NAME: 'Google',
      EXTERNAL_IDP_URL: 'https://accounts.example.com',
      CLIENT_DIR: '/srv/client',
      VALIDATE_RESPONSES: 'off',
      DEMO_DATA: 'never',
    });
    // Other areas' variables (storage, mail, …) are checked by their own tests.
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/surtidor',
      databaseUrl: 'postgres://u:p@db:5432/surtidor',
      databasePoolSize: 20,
      logLevel: 'warn',
      sessionTtlHours: 8,
      sessionRememberDays: 7,
      loginMaxFailures: 3,
      loginWindowSeconds: 120,
      loginAccountMaxFailures: 4,
      loginAccountWindowSeconds: 600,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      externalIdp: { name: 'Google', url: 'https://accounts.example.com' },
      clientDir: '/srv/client',
      validateResponses: 'off',
      demoData: 'never',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS must be between/],
    [{ VALIDATE_RESPONSES: 'maybe' }, /VALIDATE_RESPONSES must be one of strict, log, off/],
    [{ DEMO_DATA: 'always' }, /DEMO_DATA must be one of auto, never/],
    [{ TRUST_PROXY: 'proxy.example.com' }, /TRUST_PROXY must be/],
    [{ EXTERNAL_IDP_NAME: 'X', EXTERNAL_IDP_URL: 'ftp://x' }, /EXTERNAL_IDP_URL must be an http/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('shows the external provider only when both variables are set', () => {
    expect(loadConfig({ EXTERNAL_IDP_NAME: 'X' }).externalIdp).toBeNull();
  });

  it('uses, when a variable is unset, the default docs/configuration.md shows for it', () => {
    const derived = ['VALIDATE_RESPONSES', 'STORAGE_DIR', 'NODE_URL'];
    const plain = CONFIG_VARIABLES.filter(
      (v) => !['(unset)', '(generated)'].includes(v.default) && !derived.includes(v.name),
    );
    expect(plain.length).toBeGreaterThan(30);
    const defaults = loadConfig({});
    for (const v of plain) {
      expect([v.name, loadConfig({ [v.name]: v.default })]).toEqual([v.name, defaults]);
    }
    // Variables shown as unset are unset by default: setting one changes the configuration.
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' })).not.toEqual(defaults);
  });

  it('declares a type for every variable', () => {
    for (const v of CONFIG_VARIABLES) {
      expect(['integer', 'flag', 'choice', 'text']).toContain(v.type);
    }
    expect(CONFIG_VARIABLES.find((v) => v.name === 'PORT')).toMatchObject({
      type: 'integer',
      default: '8080',
    });
  });

  it('documents every variable it reads, once', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    // Every variable the parser reads (read/integer/oneOf/... (env, 'NAME')) is documented.
    const source = fs.readFileSync(path.join(__dirname, '../../src/server/config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !names.includes(name as string))).toEqual([]);
    expect(names.filter((name) => !read.has(name))).toEqual([]);
    for (const v of CONFIG_VARIABLES) expect(v.description.length).toBeGreaterThan(10);
  });
});

describe('configWarnings', () => {
  it('warns in production when PUBLIC_URL is unset: mail and WhatsApp links need it', () => {
    const [warning, ...more] = configWarnings({ NODE_ENV: 'production' });
    expect(more).toEqual([]);
    expect(warning).toMatch(/PUBLIC_URL is not set/);
    expect(warning).toContain('http://localhost:8080');
    expect(configWarnings({ NODE_ENV: 'production', PUBLIC_URL: '  ' })).toHaveLength(1);
  });

  it('says nothing when PUBLIC_URL is set, or outside production', () => {
    expect(configWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example' })).toEqual(
      [],
    );
    expect(configWarnings({})).toEqual([]);
    expect(configWarnings({ NODE_ENV: 'test' })).toEqual([]);
  });
});
