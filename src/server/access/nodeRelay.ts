// Node relay: an API node that does not own a camera's stream reads it from the node that does,
// authenticated by a secret every node sharing the database agrees on (kept in app_secrets,
// created by whichever node asks first), sent in a header. Only operations whose x-access sets
// `nodeRelay: true` accept it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { configuredOrStoredSecret } from '../storage/signingSecret';

export const NODE_RELAY_HEADER = 'x-surtidor-node';

export function nodeRelaySecret(db: Kysely<Database>): Promise<string> {
  return configuredOrStoredSecret(null, db, 'stream_node');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export async function isNodeRelaySecret(db: Kysely<Database>, given: string): Promise<boolean> {
  return timingSafeEqual(digest(await nodeRelaySecret(db)), digest(given));
}
