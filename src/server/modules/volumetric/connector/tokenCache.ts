// Tokens from a system's token call, kept in memory so a pull of many stations and days asks
// for one token, not one per request. The key includes the system's updated_at, so saving the
// system (new credentials) never reuses an old token.
const TOKEN_TTL_MS = 50 * 60 * 1000;

interface CachedToken {
  token: string;
  expiresAt: number;
}

export class TokenCache {
  private readonly tokens = new Map<string, CachedToken>();

  constructor(private readonly ttlMs = TOKEN_TTL_MS) {}

  get(key: string, now = Date.now()): string | null {
    const entry = this.tokens.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.tokens.delete(key);
      return null;
    }
    return entry.token;
  }

  set(key: string, token: string, now = Date.now()): void {
    this.tokens.set(key, { token, expiresAt: now + this.ttlMs });
  }

  drop(key: string): void {
    this.tokens.delete(key);
  }
}

/** The process-wide cache the pulls share. */
export const pullTokenCache = new TokenCache();

export const tokenCacheKey = (systemId: number, updatedAt: Date) =>
  `${systemId}:${updatedAt.getTime()}`;
