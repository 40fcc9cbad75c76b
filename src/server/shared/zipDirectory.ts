// Reads a ZIP's central directory (the list of entries at the end of the file) without
// decompressing anything, so a zip bomb is refused by what it declares before any inflating:
// the zip libraries at hand (jszip, exceljs) expose no declared size before inflating an entry,
// which is the attack. Declared sizes can lie: whoever inflates afterwards counts the actual
// bytes too (the ticket spreadsheets' worker by its memory and time limits, compliance's intake
// by counting each entry's bytes as they come). Shared by the ticket spreadsheets (a .xlsx is a
// ZIP) and the volumetric compliance reports (a month of JSON reports in a .zip).

export interface ZipEntrySize {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Why a ZIP is refused: it is none (or a broken one), or it declares a bomb. */
export class ZipDirectoryError extends Error {
  constructor(readonly code: 'not_zip' | 'zip_bomb') {
    super(code === 'not_zip' ? 'not a ZIP archive' : 'declares a zip bomb');
    this.name = 'ZipDirectoryError';
  }
}

export interface ZipLimits {
  /** Entries in the directory. */
  maxEntries: number;
  /** Sum of the sizes the ZIP declares for its entries once uncompressed. */
  maxUncompressedBytes: number;
  /** One entry's declared size once uncompressed. */
  maxEntryBytes?: number;
  /** Declared uncompressed / compressed beyond this, on an entry of ratioMinBytes or more, is a bomb. */
  maxCompressionRatio: number;
  ratioMinBytes: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_LENGTH = 22;
const CENTRAL_HEADER_LENGTH = 46;
const MAX_COMMENT_LENGTH = 0xffff;
/** Sizes and counts saturated to these mean ZIP64, which no upload of 20 MB needs. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

export function startsWithZipSignature(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === LOCAL_HEADER
  );
}

function findEndOfDirectory(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - END_OF_DIRECTORY_LENGTH - MAX_COMMENT_LENGTH);
  for (let at = buffer.length - END_OF_DIRECTORY_LENGTH; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** Every entry's declared sizes; a missing or broken directory is no ZIP. */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntrySize[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWithZipSignature(buffer)) throw new ZipDirectoryError('not_zip');
  const end = findEndOfDirectory(buffer);
  if (end < 0) throw new ZipDirectoryError('not_zip');
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (count === ZIP64_COUNT || directorySize === ZIP64_SIZE || directoryOffset === ZIP64_SIZE) {
    throw new ZipDirectoryError('zip_bomb');
  }
  if (count > maxEntries) throw new ZipDirectoryError('zip_bomb');
  if (directoryOffset + directorySize > end) throw new ZipDirectoryError('not_zip');

  const entries: ZipEntrySize[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_HEADER_LENGTH > end || buffer.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipDirectoryError('not_zip');
    }
    const compressedSize = buffer.readUInt32LE(at + 20);
    const uncompressedSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (compressedSize === ZIP64_SIZE || uncompressedSize === ZIP64_SIZE) {
      throw new ZipDirectoryError('zip_bomb');
    }
    const nameStart = at + CENTRAL_HEADER_LENGTH;
    if (nameStart + nameLength > end) throw new ZipDirectoryError('not_zip');
    const name = buffer.toString('utf8', nameStart, nameStart + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The directory's entries, or a refusal when what it declares is a bomb: too many entries, too
 * much once uncompressed (in all or in one entry), or a large entry compressed beyond reason.
 */
export function checkZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntrySize[] {
  const entries = readZipDirectory(bytes, limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (limits.maxEntryBytes !== undefined && entry.uncompressedSize > limits.maxEntryBytes) {
      throw new ZipDirectoryError('zip_bomb');
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxCompressionRatio) {
      throw new ZipDirectoryError('zip_bomb');
    }
  }
  if (total > limits.maxUncompressedBytes) throw new ZipDirectoryError('zip_bomb');
  return entries;
}
