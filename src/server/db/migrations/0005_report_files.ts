// The files screen's catalogue of the report tree kept in object storage, and a small table of
// generated server secrets (the key of signed download URLs).
// report_objects mirrors every file and folder under the storage's 'reports/' namespace, so a
// folder page is one index range scan (seek on the sort key, never count-and-skip) and its size
// one primary-key read, on the local folder and on S3 alike. Folders end in '/'; parent is the
// folder holding the entry ('' at the top, where each customer's folder lives).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_objects (
    id bigint generated always as identity primary key,
    path text collate "C" not null unique,
    parent text collate "C" not null,
    name text not null,
    sort_name text collate "C" not null,
    is_folder boolean not null,
    size bigint not null default 0,
    content_type text,
    last_modified timestamptz not null,
    item_count integer not null default 0 check (item_count >= 0),
    constraint report_objects_path_shape check (
      (is_folder and path like '%/') or (not is_folder and path not like '%/')
    )
  )`.execute(db);
  // Name order, folders first: each phase (folders, then files) is one range of this index.
  await sql`create index report_objects_by_name
    on report_objects (parent, is_folder, sort_name, path)`.execute(db);
  await sql`create index report_objects_by_date
    on report_objects (parent, last_modified, path)`.execute(db);

  await sql`create table app_secrets (
    name text primary key,
    value text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists report_objects`.execute(db);
  await sql`drop table if exists app_secrets`.execute(db);
}
