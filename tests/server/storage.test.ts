// The storage variables of loadConfig, the signing secret kept in the database, and the CSP
// origins a deployment on S3 must allow.
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '@/server/config';
import { projectRoot } from '@/server/paths';
import { storageConnectOrigins, storageFor } from '@/server/storage';
import { urlSigningSecret } from '@/server/storage/signingSecret';
import { startTestServer, type TestServer } from '../support/testServer';

describe('storage configuration', () => {
  it('defaults to a local folder in DATA_DIR/storage, 50 MB uploads, a generated secret', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({
      driver: 'local',
      dir: path.join(projectRoot(), 'data', 'storage'),
    });
    expect(config.uploadMaxBytes).toBe(50 * 1024 * 1024);
    expect(config.urlSigningSecret).toBeNull();
    expect(loadConfig({ DATA_DIR: '/srv/surtidor' }).storage).toEqual({
      driver: 'local',
      dir: '/srv/surtidor/storage',
    });
    expect(loadConfig({ STORAGE_DIR: 'files' }).storage).toEqual({
      driver: 'local',
      dir: path.join(projectRoot(), 'files'),
    });
  });

  it('reads an S3 configuration', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 'S3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_PUBLIC_ENDPOINT: 'https://files.example.mx',
      S3_BUCKET: 'reportes',
      S3_REGION: 'mx-central-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      URL_SIGNING_SECRET: 'x'.repeat(32),
      UPLOAD_MAX_BYTES: '1048576',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.mx',
      bucket: 'reportes',
      region: 'mx-central-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.urlSigningSecret).toBe('x'.repeat(32));
    expect(config.uploadMaxBytes).toBe(1048576);
    expect(storageConnectOrigins(config.storage)).toEqual(['https://files.example.mx']);
    expect(storageConnectOrigins(loadConfig({}).storage)).toEqual([]);
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be one of local, s3'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET is required when STORAGE_DRIVER=s3'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }, 'must be set together'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'si' }, 'S3_FORCE_PATH_STYLE'],
    [{ URL_SIGNING_SECRET: 'corto' }, 'URL_SIGNING_SECRET must be at least 32 characters'],
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES must be between'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('documents its variables and marks the secrets', () => {
    const byName = new Map(CONFIG_VARIABLES.map((v) => [v.name, v]));
    for (const name of [
      'STORAGE_DRIVER',
      'STORAGE_DIR',
      'S3_ENDPOINT',
      'S3_PUBLIC_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'URL_SIGNING_SECRET',
      'UPLOAD_MAX_BYTES',
    ]) {
      expect(byName.get(name)?.description.length).toBeGreaterThan(10);
    }
    expect(byName.get('S3_SECRET_ACCESS_KEY')?.secret).toBe(true);
    expect(byName.get('URL_SIGNING_SECRET')?.secret).toBe(true);
    expect(byName.get('S3_BUCKET')?.secret).toBeUndefined();
  });
});

describe('the generated signing secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server?.close());

  it('is generated once, kept in the database and shared by every caller', async () => {
    const config = { urlSigningSecret: null };
    const [a, b] = await Promise.all([
      urlSigningSecret(config, server.db),
      urlSigningSecret(config, server.db),
    ]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(await urlSigningSecret(config, server.db)).toBe(a);
    const rows = await server.db.selectFrom('app_secrets').selectAll().execute();
    expect(rows.map((r) => r.name)).toEqual(['url_signing']);
    expect(await urlSigningSecret({ urlSigningSecret: 'y'.repeat(40) }, server.db)).toBe(
      'y'.repeat(40),
    );
  });

  it('gives one storage instance per configuration and database', async () => {
    const config = loadConfig({ STORAGE_DIR: '/tmp/surtidor-one' });
    const [a, b] = await Promise.all([
      storageFor(config, server.db),
      storageFor(config, server.db),
    ]);
    expect(a).toBe(b);
    expect(a.driver).toBe('local');
  });
});
