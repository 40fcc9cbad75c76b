// The reports inside one upload: the JSON file itself, or each entry of a .zip. A zip is
// checked twice: by what its directory declares before anything is inflated (the reader shared
// with the ticket spreadsheets, server/shared/zipDirectory.ts), then by the bytes each entry
// actually inflates to, counted as they come and cut at the limit (a directory can lie). A zip
// inside the zip is refused, not opened.
import JSZip from 'jszip';
import { HttpError } from '../../errors';
import {
  checkZipDirectory,
  startsWithZipSignature,
  ZipDirectoryError,
} from '../../shared/zipDirectory';
import {
  LIMIT_MESSAGES,
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_ZIP_ENTRIES,
  RATIO_CHECK_MIN_BYTES,
} from './complianceLimits';

/** One file of the upload, its bytes, or why it cannot be a report. */
export type ArchiveEntry =
  { name: string; bytes: Buffer } | { name: string; refused: 'nested_archive' | 'not_a_report' };

export const zipBomb = () => new HttpError(413, LIMIT_MESSAGES.zip_bomb, 'zip_bomb');
const notZip = () => new HttpError(415, LIMIT_MESSAGES.not_zip, 'unsupported_media_type');

/** Entries that are no file of the sender's: folders, macOS' resource forks, hidden files. */
function ignored(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.') || base === '';
}

const baseName = (name: string) => name.split('/').pop() ?? name;

/** An entry's bytes, counting them as they inflate and stopping past `limit`. */
function inflate(file: JSZip.JSZipObject, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = file.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.pause();
          reject(zipBomb());
          return;
        }
        chunks.push(chunk);
      })
      .on('error', () => reject(notZip()))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The reports of a .zip, in name order. */
async function zipEntries(bytes: Buffer): Promise<ArchiveEntry[]> {
  try {
    checkZipDirectory(bytes, {
      maxEntries: MAX_ZIP_ENTRIES,
      maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES,
      maxEntryBytes: MAX_UPLOAD_BYTES,
      maxCompressionRatio: MAX_COMPRESSION_RATIO,
      ratioMinBytes: RATIO_CHECK_MIN_BYTES,
    });
  } catch (error) {
    if (error instanceof ZipDirectoryError) throw error.code === 'zip_bomb' ? zipBomb() : notZip();
    throw error;
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw notZip();
  }
  const files = Object.values(zip.files)
    .filter((file) => !file.dir && !ignored(file.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const out: ArchiveEntry[] = [];
  let total = 0;
  for (const file of files) {
    const name = baseName(file.name);
    if (/\.(zip|gz|tgz|7z|rar|tar)$/i.test(name)) {
      out.push({ name, refused: 'nested_archive' });
      continue;
    }
    if (!/\.json$/i.test(name)) {
      out.push({ name, refused: 'not_a_report' });
      continue;
    }
    const content = await inflate(file, MAX_UPLOAD_BYTES);
    total += content.length;
    if (total > MAX_UNCOMPRESSED_BYTES) throw zipBomb();
    if (startsWithZipSignature(content)) {
      out.push({ name, refused: 'nested_archive' });
      continue;
    }
    out.push({ name, bytes: content });
  }
  return out;
}

/** The reports of an upload: a JSON file is one, a .zip (by its signature) holds several. */
export async function archiveEntries(name: string, bytes: Buffer): Promise<ArchiveEntry[]> {
  if (startsWithZipSignature(bytes)) return zipEntries(bytes);
  if (/\.zip$/i.test(name)) throw notZip();
  return [{ name: baseName(name), bytes }];
}
