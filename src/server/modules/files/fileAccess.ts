// Which part of the files tree a user may read: administrators all of
// it; everyone else only the folders of the customers they belong to. Paths from requests are
// checked with the storage key rules first, so '..', absolute paths, backslashes and control
// characters are refused (400) before any access decision.
import type { Kysely } from 'kysely';
import { defaultFilePrefix } from '@/lib/filePaths';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { HttpError, outOfScope } from '../../errors';
import { checkKey } from '../../storage/objectKeys';
import { InvalidKeyError } from '../../storage/objectStorage';

export const invalidPath = (message = 'La ruta no es válida') =>
  new HttpError(400, message, 'invalid_path');

/** A folder path from a request ('a/b' or 'a/b/'), normalised to end in '/'. */
export function folderPathOf(raw: string): string {
  try {
    return checkKey(raw.endsWith('/') ? raw : `${raw}/`, 'folder');
  } catch (error) {
    if (error instanceof InvalidKeyError) throw invalidPath();
    throw error;
  }
}

/** A file path from a request ('a/b/c.pdf'). */
export function filePathOf(raw: string): string {
  try {
    return checkKey(raw, 'object');
  } catch (error) {
    if (error instanceof InvalidKeyError) throw invalidPath();
    throw error;
  }
}

export interface FileScope {
  /** The folder listed when no prefix is given. */
  defaultPrefix: string;
  /** Folders the user may read below (each ending in '/'); null = everything (administrators). */
  roots: string[] | null;
}

export async function fileScopeOf(db: Kysely<Database>, user: AuthUser): Promise<FileScope> {
  const customer =
    user.customerId === null
      ? undefined
      : await db
          .selectFrom('customers')
          .select('legal_name')
          .where('id', '=', user.customerId)
          .executeTakeFirst();
  const own = customer ? defaultFilePrefix(customer.legal_name) : null;
  return {
    defaultPrefix: own ?? defaultFilePrefix(null),
    roots: user.isAdmin ? null : own ? [own] : [],
  };
}

export function canRead(scope: FileScope, path: string): boolean {
  return scope.roots === null || scope.roots.some((root) => path.startsWith(root));
}

export function assertCanRead(scope: FileScope, path: string): void {
  if (!canRead(scope, path)) throw outOfScope();
}
