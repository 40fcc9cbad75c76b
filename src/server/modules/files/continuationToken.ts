// Continuation tokens of GET /api/reports: where the previous page ended (the sort values of its
// last row), for the folder and order it was read in. Opaque to clients (base64url JSON); a
// token read with another folder or order is refused rather than silently mis-paging.
import { HttpError } from '../../errors';
import type { SeekPosition, SortDirection, SortKey } from './fileCatalog';

interface TokenBody {
  v: 1;
  /** Folder listed. */
  p: string;
  s: SortKey;
  d: SortDirection;
  f: boolean;
  k: string;
  id: string;
}

export interface TokenContext {
  parent: string;
  sortKey: SortKey;
  direction: SortDirection;
}

const invalidToken = () =>
  new HttpError(
    400,
    'El token de continuación no es válido para esta carpeta y este orden',
    'invalid_continuation_token',
  );

export function encodeContinuationToken(context: TokenContext, position: SeekPosition): string {
  const body: TokenBody = {
    v: 1,
    p: context.parent,
    s: context.sortKey,
    d: context.direction,
    f: position.isFolder,
    k: position.value,
    id: position.path,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodeContinuationToken(token: string, context: TokenContext): SeekPosition {
  let body: Partial<TokenBody>;
  try {
    body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<TokenBody>;
  } catch {
    throw invalidToken();
  }
  if (
    !body ||
    body.v !== 1 ||
    body.p !== context.parent ||
    body.s !== context.sortKey ||
    body.d !== context.direction ||
    typeof body.f !== 'boolean' ||
    typeof body.k !== 'string' ||
    typeof body.id !== 'string' ||
    (body.s === 'lastModified' && Number.isNaN(Date.parse(body.k)))
  ) {
    throw invalidToken();
  }
  return { isFolder: body.f, value: body.k, path: body.id };
}
