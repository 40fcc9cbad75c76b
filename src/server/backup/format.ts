// The backup archive: a tar.gz whose entries are, in this order,
//   database/NNN_<table>.jsonl   one JSON object per line (row_to_json of each row), tables in
//                                an order that satisfies their foreign keys
//   files/<key>                  the local storage's objects (files/<prefix>/ for its folders)
//   manifest.json                what the entries must be (below), written last: it holds
//                                the digests computed while they were written
//   manifest.json.sha256         the manifest's sha256 (hex)
// The digests catch a truncated or damaged archive; they are no signature (whoever can edit
// the archive can recompute them).
import crypto from 'node:crypto';
import type { DatabaseKind } from '../db/database';

/** Bumped when an older reader could no longer restore what this build writes. */
export const FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const MANIFEST_DIGEST_ENTRY = 'manifest.json.sha256';
export const TABLE_PREFIX = 'database/';
export const FILE_PREFIX = 'files/';

export interface TableManifest {
  name: string;
  /** The archive entry holding its rows. */
  entry: string;
  rows: number;
  /** sha256 of the entry's bytes (its lines, each ending in '\n'). */
  sha256: string;
}

export interface SequenceManifest {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface StoredFileManifest {
  key: string;
  size: number;
  sha256: string;
}

export type StorageManifest =
  | { driver: 'local'; files: StoredFileManifest[]; folders: string[] }
  | {
      driver: 's3';
      bucket: string;
      /** The keys as they were when the database was exported (not their bytes). */
      keys: { key: string; size: number }[];
      note: string;
    };

export interface Manifest {
  format: 'surtidor-backup';
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: DatabaseKind;
  /** Migrations the exported database had, oldest first. */
  migrations: string[];
  tables: TableManifest[];
  sequences: SequenceManifest[];
  storage: StorageManifest;
  /** Milliseconds the database's snapshot was held (PGlite: its one connection). */
  exportMs: number;
}

export const S3_NOTE =
  'Los objetos del bucket no están en este respaldo: respalda el bucket por sus propios medios ' +
  '(versionado o replicación). Aquí solo están sus claves al momento del respaldo.';

/**
 * Why an archive cannot be restored (or a backup made): shown as is to the operator, so in
 * Spanish.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const sha256Hex = (data: string | Buffer) =>
  crypto.createHash('sha256').update(data).digest('hex');

/** The entry of a table: its position keeps the restore order visible in a listing. */
export const tableEntry = (index: number, table: string) =>
  `${TABLE_PREFIX}${String(index + 1).padStart(3, '0')}_${table}.jsonl`;
