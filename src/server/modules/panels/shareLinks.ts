// Share links: a random token (32 bytes, base64url) opens one camera or a whole panel without a
// session until it expires or is revoked. Only the token's SHA-256 is stored; a token is found
// by an index lookup on that hash, so nothing compares the secret itself byte by byte.
// A revocation, and a change of a panel's cameras, is announced on SHARE_LINKS_CHANNEL so every
// node closes the streams that no longer have a link behind them.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ShareLink } from '@/api/generated/panels.gen';
import type { ShareGrant, ShareGrantResolver } from '../../access/accessHooks';
import { hashToken } from '../../access/tokens';
import type { Database, ShareLinkKind } from '../../db/schema';
import { HttpError } from '../../errors';
import { checkShareGuesses, recordShareGuess } from './shareGuessLimit';

/** Payloads: `revoked <link id>` and `panel <panel id>` (its cameras changed). */
export const SHARE_LINKS_CHANNEL = 'share_links';

const VERIFY = 'Verifica con la persona que te lo compartió.';
export const SHARE_LINK_MESSAGES = {
  share_link_invalid: `El enlace no es válido. ${VERIFY}`,
  share_link_expired: `El enlace expiró. ${VERIFY}`,
  share_link_revoked: `El enlace fue revocado. ${VERIFY}`,
  share_link_wrong: `El enlace no corresponde a esta cámara. ${VERIFY}`,
} as const;

export type ShareLinkRefusalCode = keyof typeof SHARE_LINK_MESSAGES;

export type ShareTokenCheck =
  | { ok: true; grant: ShareGrant }
  | { ok: false; status: 404 | 410; code: ShareLinkRefusalCode; message: string };

/** A token has this shape (32 bytes in base64url); anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newShareToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

function refusal(code: ShareLinkRefusalCode): ShareTokenCheck {
  const status = code === 'share_link_expired' || code === 'share_link_revoked' ? 410 : 404;
  return { ok: false, status, code, message: SHARE_LINK_MESSAGES[code] };
}

/** A refused check as the HttpError the API answers with. */
export function shareLinkError(check: Extract<ShareTokenCheck, { ok: false }>): HttpError {
  return new HttpError(check.status, check.message, check.code);
}

/**
 * What `token` opens, asked for `cameraId` (null: the link itself, e.g. the public panel page).
 * A camera link opens only its camera; a panel link any camera the panel holds now. A camera
 * taken out of the panel is no longer shared by either.
 */
export async function checkShareToken(
  db: Kysely<Database>,
  token: string,
  cameraId: number | null,
  now: Date = new Date(),
): Promise<ShareTokenCheck> {
  if (!TOKEN_SHAPE.test(token)) return refusal('share_link_invalid');
  const link = await db
    .selectFrom('share_links')
    .select(['id', 'kind', 'panel_id', 'camera_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) return refusal('share_link_invalid');
  if (link.revoked_at) return refusal('share_link_revoked');
  if (link.expires_at.getTime() <= now.getTime()) return refusal('share_link_expired');
  const asked = cameraId ?? link.camera_id;
  if (link.kind === 'camera' && asked !== link.camera_id) return refusal('share_link_wrong');
  if (asked !== null) {
    const inPanel = await db
      .selectFrom('panel_cameras')
      .select('camera_id')
      .where('panel_id', '=', link.panel_id)
      .where('camera_id', '=', asked)
      .executeTakeFirst();
    if (!inPanel) return refusal('share_link_wrong');
  }
  return {
    ok: true,
    grant: {
      linkId: link.id,
      kind: link.kind,
      panelId: link.panel_id,
      cameraId: link.camera_id,
      expiresAt: link.expires_at,
    },
  };
}

export interface NewShareLink {
  panelId: number;
  kind: ShareLinkKind;
  cameraId: number | null;
  createdBy: number | null;
  lifetimeSeconds: number;
  now?: Date;
}

export async function insertShareLink(
  db: Kysely<Database>,
  input: NewShareLink,
): Promise<{ id: number; token: string }> {
  const { token, tokenHash } = newShareToken();
  const now = input.now ?? new Date();
  const row = await db
    .insertInto('share_links')
    .values({
      token_hash: tokenHash,
      kind: input.kind,
      panel_id: input.panelId,
      camera_id: input.kind === 'camera' ? input.cameraId : null,
      created_by: input.createdBy,
      created_at: now,
      expires_at: new Date(now.getTime() + input.lifetimeSeconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Links of `panelId` (or the link ids given), newest first; `activeAt` keeps only open ones. */
export async function loadShareLinks(
  db: Kysely<Database>,
  filter: { panelId: number; activeAt: Date } | { ids: number[] },
): Promise<ShareLink[]> {
  let query = db
    .selectFrom('share_links as l')
    .leftJoin('cameras as k', 'k.id', 'l.camera_id')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.kind',
      'l.created_at',
      'l.expires_at',
      'k.id as camera_id',
      'k.name as camera_name',
      'u.id as user_id',
      'u.name as user_name',
    ]);
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where('l.id', 'in', filter.ids);
  } else {
    query = query
      .where('l.panel_id', '=', filter.panelId)
      .where('l.revoked_at', 'is', null)
      .where('l.expires_at', '>', filter.activeAt);
  }
  const rows = await query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    camera:
      r.camera_id !== null && r.camera_name !== null
        ? { id: r.camera_id, name: r.camera_name }
        : null,
    created_by:
      r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
  }));
}

/** Announces that these links stopped working, so every node closes the streams they opened. */
export async function announceRevoked(db: Kysely<Database>, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  // One statement however many links (a deleted panel's): one notice per link.
  await sql`select pg_notify(${SHARE_LINKS_CHANNEL}, 'revoked ' || id)
    from unnest(${linkIds}::int[]) as id`.execute(db);
}

/**
 * Announces that a panel's cameras changed, so every node closes the streams its links opened
 * on cameras taken out of it.
 */
export async function announcePanelCameras(db: Kysely<Database>, panelId: number): Promise<void> {
  await sql`select pg_notify(${SHARE_LINKS_CHANNEL}, ${`panel ${panelId}`})`.execute(db);
}

/** Marks the link revoked (once: a second revoke keeps the first time and author) and announces it. */
export async function revokeLink(
  db: Kysely<Database>,
  linkId: number,
  userId: number | null,
): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: userId })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceRevoked(db, [linkId]);
}

/**
 * checkShareToken for a caller at `address`, refused with 429 while that address sends too many
 * unknown tokens (shareGuessLimit.ts); a refused check throws its 404/410 HttpError.
 */
export async function requireShareGrant(
  db: Kysely<Database>,
  address: string,
  token: string,
  cameraId: number | null,
): Promise<ShareGrant> {
  await checkShareGuesses(db, address);
  const check = await checkShareToken(db, token, cameraId);
  if (check.ok) return check.grant;
  if (check.code === 'share_link_invalid') await recordShareGuess(db, address);
  throw shareLinkError(check);
}

/**
 * The access hook's check of query `share` (ShareGrantResolver): requireShareGrant, once the
 * token is one string and the path names a camera id; a malformed one is refused as invalid
 * without counting as a guess.
 */
export const resolveShareGrant: ShareGrantResolver = async (db, address, token, cameraId) => {
  if (typeof token !== 'string' || cameraId === null) {
    throw new HttpError(404, SHARE_LINK_MESSAGES.share_link_invalid, 'share_link_invalid');
  }
  return requireShareGrant(db, address, token, cameraId);
};
