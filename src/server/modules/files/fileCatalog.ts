// The report_objects catalogue (migration 0005): one row per file and folder of the files tree.
// Pages are read by seeking on the sort key from the last row of the previous page (the
// continuation token), so page 1 and page 1,000 cost the same index range scan. A folder's
// item_count is kept in step with its direct entries, so a page's total is one key lookup.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ReportObjectsTable } from '../../db/schema';
import { lastSegment, parentPrefix } from '../../storage/objectKeys';

export type FileRow = Selectable<ReportObjectsTable>;
export type SortKey = 'name' | 'lastModified';
export type SortDirection = 'asc' | 'desc';

/** Where the previous page ended: the sort values of its last row. */
export interface SeekPosition {
  isFolder: boolean;
  /** sort_name (name order) or the ISO time of last_modified (date order). */
  value: string;
  path: string;
}

export interface FolderPageQuery {
  parent: string;
  sortKey: SortKey;
  direction: SortDirection;
  after: SeekPosition | null;
  limit: number;
}

/**
 * Accent- and case-folded, with digit runs zero-padded so that 'Estación 2' sorts before
 * 'Estación 10' and 'Álamo' next to 'alamo'. Ties are broken by the exact path.
 */
export function sortNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

export function seekPositionOf(row: FileRow, sortKey: SortKey): SeekPosition {
  return {
    isFolder: row.is_folder,
    value: sortKey === 'name' ? row.sort_name : row.last_modified.toISOString(),
    path: row.path,
  };
}

/**
 * The query of one index range of a folder page: every row after `query.after` in the page's
 * order, at most `limit`. Name order reads two ranges (isFolder true, then false) so folders come
 * first; date order reads one (isFolder null).
 */
export function folderRangeQuery(
  db: Kysely<Database>,
  query: FolderPageQuery,
  isFolder: boolean | null,
  limit: number,
) {
  const { parent, direction, after } = query;
  const comparison = direction === 'asc' ? '>' : '<';
  let select = db.selectFrom('report_objects').selectAll().where('parent', '=', parent);
  if (isFolder === null) {
    if (after) {
      select = select.where(
        sql`(last_modified, path)`,
        comparison,
        sql`(${after.value}::timestamptz, ${after.path})`,
      );
    }
    return select.orderBy('last_modified', direction).orderBy('path', direction).limit(limit);
  }
  select = select.where('is_folder', '=', isFolder);
  if (after && after.isFolder === isFolder) {
    select = select.where(sql`(sort_name, path)`, comparison, sql`(${after.value}, ${after.path})`);
  }
  return select.orderBy('sort_name', direction).orderBy('path', direction).limit(limit);
}

/** One page of a folder plus whether more follow. Name order lists folders before files. */
export async function readFolderPage(
  db: Kysely<Database>,
  query: FolderPageQuery,
): Promise<{ rows: FileRow[]; hasMore: boolean }> {
  const { after, limit } = query;
  const rows: FileRow[] = [];
  // One row more than asked tells whether another page follows.
  const phases = query.sortKey === 'lastModified' ? [null] : [true, false];
  for (const isFolder of phases) {
    // A token from the files range means the folders are all behind us.
    if (isFolder === true && after && !after.isFolder) continue;
    rows.push(...(await folderRangeQuery(db, query, isFolder, limit + 1 - rows.length).execute()));
    if (rows.length > limit) break;
  }
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Entries directly in `folder` (0 when the folder is not catalogued). */
export async function folderItemCount(db: Kysely<Database>, folder: string): Promise<number> {
  const row = await db
    .selectFrom('report_objects')
    .select('item_count')
    .where('path', '=', folder)
    .executeTakeFirst();
  return row?.item_count ?? 0;
}

export async function findEntry(db: Kysely<Database>, path: string): Promise<FileRow | undefined> {
  return db.selectFrom('report_objects').selectAll().where('path', '=', path).executeTakeFirst();
}

/** The entry that would clash with `path`: the file of the same name for a folder, or the reverse. */
export async function findClash(db: Kysely<Database>, path: string): Promise<FileRow | undefined> {
  const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return findEntry(db, other);
}

/** Folders from the top down to `folder` ('a/', 'a/b/' for 'a/b/'). */
function foldersDownTo(folder: string): string[] {
  const folders: string[] = [];
  let current = folder;
  while (current !== '') {
    folders.unshift(current);
    current = parentPrefix(current);
  }
  return folders;
}

async function addToParent(trx: Kysely<Database>, parent: string, at: Date): Promise<void> {
  if (parent === '') return;
  await trx
    .updateTable('report_objects')
    .set({ item_count: sql`item_count + 1` })
    .where('path', '=', parent)
    .execute();
  await touchFolders(trx, parent, at);
}

/** A change inside a folder makes it (and its ancestors) at least that recent. */
async function touchFolders(trx: Kysely<Database>, folder: string, at: Date): Promise<void> {
  const folders = foldersDownTo(folder);
  if (folders.length === 0) return;
  await trx
    .updateTable('report_objects')
    .set({ last_modified: sql`greatest(last_modified, ${at}::timestamptz)` })
    .where('path', 'in', folders)
    .execute();
}

/** Catalogues `folder` and its missing ancestors. Call inside a transaction. */
export async function ensureFolders(
  trx: Kysely<Database>,
  folder: string,
  at: Date,
): Promise<void> {
  for (const path of foldersDownTo(folder)) {
    const inserted = await trx
      .insertInto('report_objects')
      .values({
        path,
        parent: parentPrefix(path),
        name: lastSegment(path),
        sort_name: sortNameOf(lastSegment(path)),
        is_folder: true,
        last_modified: at,
      })
      .onConflict((oc) => oc.column('path').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await addToParent(trx, parentPrefix(path), at);
  }
}

export interface FileEntry {
  path: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

/** Catalogues a file (new or replaced) and its folders. Call inside a transaction. */
export async function upsertFile(trx: Kysely<Database>, file: FileEntry): Promise<FileRow> {
  // Milliseconds, as JavaScript dates carry: continuation tokens seek on this exact value.
  const at = new Date(file.lastModified.getTime());
  const parent = parentPrefix(file.path);
  await ensureFolders(trx, parent, at);
  const existing = await trx
    .selectFrom('report_objects')
    .select('id')
    .where('path', '=', file.path)
    .forUpdate()
    .executeTakeFirst();
  const values = { size: file.size, content_type: file.contentType, last_modified: at };
  if (existing) {
    await trx.updateTable('report_objects').set(values).where('id', '=', existing.id).execute();
    await touchFolders(trx, parent, at);
  } else {
    await trx
      .insertInto('report_objects')
      .values({
        ...values,
        path: file.path,
        parent,
        name: lastSegment(file.path),
        sort_name: sortNameOf(lastSegment(file.path)),
        is_folder: false,
      })
      .execute();
    await addToParent(trx, parent, at);
  }
  return trx
    .selectFrom('report_objects')
    .selectAll()
    .where('path', '=', file.path)
    .executeTakeFirstOrThrow();
}

/** Removes one entry (a folder only when empty: the caller checks). Call inside a transaction. */
export async function removeEntry(trx: Kysely<Database>, path: string): Promise<boolean> {
  const removed = await trx
    .deleteFrom('report_objects')
    .where('path', '=', path)
    .returning('parent')
    .executeTakeFirst();
  if (!removed) return false;
  if (removed.parent !== '') {
    await trx
      .updateTable('report_objects')
      .set({ item_count: sql`item_count - 1` })
      .where('path', '=', removed.parent)
      .execute();
  }
  return true;
}

/**
 * Catalogues many entries at once (the demo, a rebuild from storage): files, empty folders and
 * every folder above them, with their counts and dates computed here and written in a few bulk
 * statements. For a catalogue without these paths yet; existing rows are left as they are.
 */
export async function catalogueTree(
  trx: Kysely<Database>,
  files: FileEntry[],
  emptyFolders: { path: string; lastModified: Date }[] = [],
): Promise<void> {
  type Folder = { lastModified: Date; children: Set<string> };
  const folders = new Map<string, Folder>();
  const folderOf = (path: string, at: Date): Folder => {
    const existing = folders.get(path);
    if (existing) {
      if (at > existing.lastModified) existing.lastModified = at;
      return existing;
    }
    const created: Folder = { lastModified: at, children: new Set() };
    folders.set(path, created);
    return created;
  };
  const addEntry = (path: string, at: Date) => {
    let child = path;
    let parent = parentPrefix(child);
    while (parent !== '') {
      folderOf(parent, at).children.add(child);
      child = parent;
      parent = parentPrefix(child);
    }
  };
  for (const folder of emptyFolders) {
    folderOf(folder.path, folder.lastModified);
    addEntry(folder.path, folder.lastModified);
  }
  for (const file of files) addEntry(file.path, file.lastModified);

  const rows = [
    ...[...folders].map(([path, folder]) => ({
      path,
      parent: parentPrefix(path),
      name: lastSegment(path),
      sort_name: sortNameOf(lastSegment(path)),
      is_folder: true,
      size: 0,
      content_type: null,
      last_modified: new Date(folder.lastModified.getTime()),
      item_count: folder.children.size,
    })),
    ...files.map((file) => ({
      path: file.path,
      parent: parentPrefix(file.path),
      name: lastSegment(file.path),
      sort_name: sortNameOf(lastSegment(file.path)),
      is_folder: false,
      size: file.size,
      content_type: file.contentType,
      last_modified: new Date(file.lastModified.getTime()),
      item_count: 0,
    })),
  ];
  // Bounded statements: PostgreSQL takes at most 65,535 parameters per statement.
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('report_objects')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('path').doNothing())
      .execute();
  }
}
