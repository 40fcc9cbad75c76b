// Rules for storage keys (see objectStorage.ts): validation, the last segment, content types.
import { InvalidKeyError } from './objectStorage';

/** S3's limit, in UTF-8 bytes; local paths stay well under PATH_MAX with it. */
export const MAX_KEY_BYTES = 1024;
/** Most file systems refuse longer names. */
export const MAX_SEGMENT_BYTES = 255;

// Control characters (C0, DEL, C1) and the backslash, which Windows tools read as a separator.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Checks a key ('a/b.pdf') or, with `folder`, a prefix ('a/b/'; '' is the root) and returns it
 * NFC-normalised. Throws InvalidKeyError.
 */
export function checkKey(key: string, kind: 'object' | 'folder' = 'object'): string {
  const value = key.normalize('NFC');
  if (kind === 'folder' && value === '') return value;
  if (value === '') throw new InvalidKeyError(key, 'empty');
  if (Buffer.byteLength(value) > MAX_KEY_BYTES) {
    throw new InvalidKeyError(key, `longer than ${MAX_KEY_BYTES} bytes`);
  }
  if (value.startsWith('/')) throw new InvalidKeyError(key, 'absolute path');
  if (FORBIDDEN.test(value)) throw new InvalidKeyError(key, 'control character or backslash');
  const endsWithSlash = value.endsWith('/');
  if (kind === 'folder' && !endsWithSlash) throw new InvalidKeyError(key, "a folder ends in '/'");
  if (kind === 'object' && endsWithSlash)
    throw new InvalidKeyError(key, "an object never ends in '/'");
  const segments = (endsWithSlash ? value.slice(0, -1) : value).split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidKeyError(key, 'empty segment');
    if (segment === '.' || segment === '..') throw new InvalidKeyError(key, `"${segment}" segment`);
    if (segment.trim() !== segment) {
      throw new InvalidKeyError(key, 'segment starting or ending with spaces');
    }
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw new InvalidKeyError(key, `segment longer than ${MAX_SEGMENT_BYTES} bytes`);
    }
  }
  return value;
}

/** 'a/b/c.pdf' -> 'c.pdf'; 'a/b/' -> 'b'. */
export function lastSegment(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** 'a/b/c.pdf' -> 'a/b/'; 'a/b/' -> 'a/'; 'a' -> ''. */
export function parentPrefix(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const slash = trimmed.lastIndexOf('/');
  return slash === -1 ? '' : trimmed.slice(0, slash + 1);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

/** Content type from the extension (case-insensitive); unknown = application/octet-stream. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
