// Reads a ZIP's central directory (the list of parts at the end of the file) without
// decompressing anything, so a zip bomb is refused by what it declares before any parsing.
// Declared sizes can lie: the parsing worker's memory and time limits catch those.
import {
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
  MAX_ZIP_ENTRIES,
  RATIO_CHECK_MIN_BYTES,
  SpreadsheetError,
} from './spreadsheetLimits';

export interface ZipEntrySize {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_LENGTH = 22;
const CENTRAL_HEADER_LENGTH = 46;
const MAX_COMMENT_LENGTH = 0xffff;
/** Sizes and counts saturated to these mean ZIP64, which no spreadsheet of 20 MB needs. */
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

/** Every part's declared sizes; a missing or broken directory is not a .xlsx. */
export function readZipDirectory(bytes: Uint8Array): ZipEntrySize[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWithZipSignature(buffer)) throw new SpreadsheetError('not_xlsx');
  const end = findEndOfDirectory(buffer);
  if (end < 0) throw new SpreadsheetError('not_xlsx');
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (count === ZIP64_COUNT || directorySize === ZIP64_SIZE || directoryOffset === ZIP64_SIZE) {
    throw new SpreadsheetError('zip_bomb');
  }
  if (count > MAX_ZIP_ENTRIES) throw new SpreadsheetError('zip_bomb');
  if (directoryOffset + directorySize > end) throw new SpreadsheetError('not_xlsx');

  const entries: ZipEntrySize[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_HEADER_LENGTH > end || buffer.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new SpreadsheetError('not_xlsx');
    }
    const compressedSize = buffer.readUInt32LE(at + 20);
    const uncompressedSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (compressedSize === ZIP64_SIZE || uncompressedSize === ZIP64_SIZE) {
      throw new SpreadsheetError('zip_bomb');
    }
    const nameStart = at + CENTRAL_HEADER_LENGTH;
    if (nameStart + nameLength > end) throw new SpreadsheetError('not_xlsx');
    const name = buffer.toString('utf8', nameStart, nameStart + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses, before any parsing, what is not a spreadsheet package or declares a bomb: too much
 * once uncompressed, or a large part compressed far beyond what XML allows.
 */
export function checkZipDirectory(bytes: Uint8Array): ZipEntrySize[] {
  const entries = readZipDirectory(bytes);
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new SpreadsheetError('not_xlsx');
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= RATIO_CHECK_MIN_BYTES && ratio > MAX_COMPRESSION_RATIO) {
      throw new SpreadsheetError('zip_bomb');
    }
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw new SpreadsheetError('zip_bomb');
  return entries;
}
