// The connectors' secrets (static token, token request body) at rest: AES-256-GCM with a key
// from SECRETS_KEY or, unset, one generated once and kept in app_secrets. Each value gets its
// own random IV; the auth tag makes a tampered or wrongly keyed value fail instead of decoding
// to garbage.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { configuredOrStoredSecret } from '../../storage/signingSecret';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(keyText: string): SecretBox {
  // Any 32+ character text becomes exactly the 32 bytes AES-256 needs.
  const key = createHash('sha256').update(keyText).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    open(sealed) {
      const [format, payload] = sealed.split(':');
      if (format !== FORMAT || !payload) throw new Error('unknown secret format');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export async function connectorSecretBox(
  config: Pick<ServerConfig, 'secretsKey'>,
  db: Kysely<Database>,
): Promise<SecretBox> {
  return secretBox(await configuredOrStoredSecret(config.secretsKey, db, 'connector_secrets'));
}
