// ObjectStorage: where the server keeps files (reports, brand and user photos, ticket uploads,
// video-panel assets). One interface, two drivers chosen by STORAGE_DRIVER:
//   local — a folder (STORAGE_DIR, default DATA_DIR/storage); signed URLs are HMAC-signed URLs
//           served by this server (GET /api/file_download);
//   s3    — any S3-compatible service (AWS SDK v3); signed URLs are real presigned GET URLs.
//
// Getting one:  `const storage = await storageFor(ctx.config, ctx.db)` (src/server/storage/index.ts;
// one instance per configuration and database, created on first use).
//
// Keys are '/'-separated paths of Unicode segments, stored NFC-normalised:
//   'reports/Grupo Surtidor Demo S.A. de C.V./Estación Centro/Diarios/Reporte diario 2022-01-08.pdf'
// A folder is a prefix ending in '/'. Segments may not be empty, '.' or '..', nor contain '\',
// control characters or NUL; keys never start with '/'. Every method validates its key
// (InvalidKeyError) so no key can reach outside the storage root.
// Top-level namespaces in use: 'reports/' (the files screen; see modules/files), and for later
// work 'photos/', 'uploads/', 'panels/' — never put other areas' files under 'reports/'.
//
// The API (stable; other modules rely on it):
//   put(key, body, { contentType? })  -> ObjectInfo      write a whole object (atomic: readers see
//                                                         the old or the new one, never a half)
//   createFolder(prefix)               -> void            an empty folder ('a/b/'); idempotent
//   get(key, range?)                   -> ObjectRead      a stream, whole or one byte range
//   head(key)                          -> ObjectInfo|null
//   list(prefix, { after?, limit? })   -> ListPage        one level below prefix: folders and
//                                                         objects in key order, `after` = the
//                                                         nextToken of the previous page
//   delete(key)                        -> void            a missing key is not an error; a folder
//                                                         prefix deletes the (empty) folder
//   signedUrl(key, { expiresInSeconds, fileName? })
//                                      -> string          a URL that downloads this one object
//                                                         until it expires (Range supported,
//                                                         Content-Disposition: attachment).
//                                                         Local URLs are root-relative
//                                                         ('/api/file_download?...'): resolve
//                                                         them against this server's origin.
import type { Readable } from 'node:stream';

export type StorageDriver = 'local' | 's3';

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
  contentType: string;
  /** A strong validator of this version of the object (quoted, as in an ETag header). */
  etag: string;
}

/** Inclusive byte positions, already resolved against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** As asked by a client (RFC 9110 §14.1.2): 'bytes=a-b', 'bytes=a-' or 'bytes=-n'. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

export interface ObjectRead {
  info: ObjectInfo;
  /** The whole object, or only `range` when one was asked for. */
  body: Readable;
  range: ByteRange | null;
}

export interface ListPage {
  /** Full prefixes of the sub-folders, each ending in '/'. */
  folders: string[];
  objects: ObjectInfo[];
  /** Pass as `after` for the next page; null on the last page. */
  nextToken: string | null;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Name the browser saves the file under (default: the key's last segment). */
  fileName?: string;
}

export type ObjectBody = Buffer | Uint8Array | string | Readable;

export interface ObjectStorage {
  readonly driver: StorageDriver;
  put(key: string, body: ObjectBody, options?: { contentType?: string }): Promise<ObjectInfo>;
  createFolder(prefix: string): Promise<void>;
  get(key: string, range?: RangeRequest): Promise<ObjectRead>;
  head(key: string): Promise<ObjectInfo | null>;
  list(prefix: string, options?: { after?: string | null; limit?: number }): Promise<ListPage>;
  delete(key: string): Promise<void>;
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

/** A key or prefix that breaks the rules above. */
export class InvalidKeyError extends Error {
  constructor(
    public readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key "${key}": ${reason}`);
    this.name = 'InvalidKeyError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor(public readonly key: string) {
    super(`No object at "${key}"`);
    this.name = 'ObjectNotFoundError';
  }
}

/** The range starts at or after the end of the object (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(public readonly size: number) {
    super(`Range not satisfiable for an object of ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/**
 * The storage service could not be reached or answered a server error (S3 down, its network
 * cut, 503 SlowDown): a dependency outage the client is told to retry, not a bug of the request.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** The key is taken by the other kind of entry (a file where a folder is, or the reverse). */
export class ObjectConflictError extends Error {
  constructor(public readonly key: string) {
    super(`"${key}" conflicts with an existing file or folder`);
    this.name = 'ObjectConflictError';
  }
}
