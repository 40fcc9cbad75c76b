// The storage of a running server: storageFor(config, db) builds the configured driver once per
// configuration and database and hands the same instance to every caller afterwards.
// See objectStorage.ts for the API.
import type { Kysely } from 'kysely';
import type { ServerConfig, StorageConfig } from '../config';
import type { Database } from '../db/schema';
import { localFolderStorage } from './localFolderStorage';
import type { ObjectStorage } from './objectStorage';
import type { S3StorageOptions } from './s3Storage';
import { urlSigningSecret } from './signingSecret';

export * from './objectStorage';
export { contentDisposition } from './contentDisposition';

export function createStorage(storage: StorageConfig, signingSecret: string): ObjectStorage {
  if (storage.driver === 'local') return localFolderStorage({ dir: storage.dir, signingSecret });
  return lazyS3Storage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    publicEndpoint: storage.publicEndpoint,
    credentials:
      storage.accessKeyId && storage.secretAccessKey
        ? { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey }
        : null,
    forcePathStyle: storage.forcePathStyle,
  });
}

/**
 * The S3 driver, its module (and the AWS SDK) loaded on the first call: a server on the local
 * folder, and each server test file, would otherwise load the SDK for nothing.
 */
function lazyS3Storage(options: S3StorageOptions): ObjectStorage {
  let driver: Promise<ObjectStorage> | undefined;
  const load = () => (driver ??= import('./s3Storage').then((m) => m.s3Storage(options)));
  return {
    driver: 's3',
    put: async (...args) => (await load()).put(...args),
    createFolder: async (...args) => (await load()).createFolder(...args),
    get: async (...args) => (await load()).get(...args),
    head: async (...args) => (await load()).head(...args),
    list: async (...args) => (await load()).list(...args),
    delete: async (...args) => (await load()).delete(...args),
    signedUrl: async (...args) => (await load()).signedUrl(...args),
  };
}

const instances = new WeakMap<Kysely<Database>, Map<string, Promise<ObjectStorage>>>();

export function storageFor(
  config: Pick<ServerConfig, 'storage' | 'urlSigningSecret'>,
  db: Kysely<Database>,
): Promise<ObjectStorage> {
  const byConfig = instances.get(db) ?? new Map<string, Promise<ObjectStorage>>();
  instances.set(db, byConfig);
  const key = JSON.stringify([config.storage, config.urlSigningSecret]);
  let instance = byConfig.get(key);
  if (!instance) {
    instance = urlSigningSecret(config, db).then((secret) => createStorage(config.storage, secret));
    // A failure (database unreachable) is not remembered: the next request tries again.
    instance.catch(() => byConfig.delete(key));
    byConfig.set(key, instance);
  }
  return instance;
}

/** Origins a browser must be allowed to fetch signed URLs from (CSP connect-src), besides 'self'. */
export function storageConnectOrigins(storage: StorageConfig): string[] {
  if (storage.driver === 'local') return [];
  const endpoint = storage.publicEndpoint ?? storage.endpoint;
  if (endpoint) return [new URL(endpoint).origin];
  // AWS itself: virtual-hosted bucket URLs.
  return [
    `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
    'https://*.amazonaws.com',
  ];
}
