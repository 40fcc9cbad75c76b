// The storage of a running server: storageFor(config, db) builds the configured driver once per
// configuration and database and hands the same instance to every caller afterwards.
// See objectStorage.ts for the API.
import type { Kysely } from 'kysely';
import type { ServerConfig, StorageConfig } from '../config';
import type { Database } from '../db/schema';
import { localFolderStorage } from './localFolderStorage';
import type { ObjectStorage } from './objectStorage';
import { s3Storage } from './s3Storage';
import { urlSigningSecret } from './signingSecret';

export * from './objectStorage';
export { contentDisposition } from './contentDisposition';

export function createStorage(storage: StorageConfig, signingSecret: string): ObjectStorage {
  if (storage.driver === 'local') return localFolderStorage({ dir: storage.dir, signingSecret });
  return s3Storage({
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
