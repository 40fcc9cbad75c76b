// A ticket spreadsheet's ZIP directory checked before any parsing, with the ZIP reader shared
// with compliance's report archives (server/shared/zipDirectory.ts): a .xlsx is a ZIP holding
// xl/workbook.xml, within the spreadsheet's limits. Declared sizes can lie: the parsing worker's
// memory and time limits catch those.
import {
  checkZipDirectory as checkDirectory,
  readZipDirectory as readDirectory,
  startsWithZipSignature,
  ZipDirectoryError,
  type ZipEntrySize,
} from '../../../shared/zipDirectory';
import {
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
  MAX_ZIP_ENTRIES,
  RATIO_CHECK_MIN_BYTES,
  SpreadsheetError,
} from './spreadsheetLimits';

export { startsWithZipSignature, type ZipEntrySize };

/** The shared reader's refusal as the spreadsheet's. */
function asSpreadsheetError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ZipDirectoryError) {
      throw new SpreadsheetError(error.code === 'zip_bomb' ? 'zip_bomb' : 'not_xlsx');
    }
    throw error;
  }
}

/** Every part's declared sizes; a missing or broken directory is not a .xlsx. */
export function readZipDirectory(bytes: Uint8Array): ZipEntrySize[] {
  return asSpreadsheetError(() => readDirectory(bytes, MAX_ZIP_ENTRIES));
}

/**
 * Refuses, before any parsing, what is not a spreadsheet package or declares a bomb: too much
 * once uncompressed, or a large part compressed far beyond what XML allows.
 */
export function checkZipDirectory(bytes: Uint8Array): ZipEntrySize[] {
  const entries = asSpreadsheetError(() =>
    checkDirectory(bytes, {
      maxEntries: MAX_ZIP_ENTRIES,
      maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES,
      maxCompressionRatio: MAX_COMPRESSION_RATIO,
      ratioMinBytes: RATIO_CHECK_MIN_BYTES,
    }),
  );
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new SpreadsheetError('not_xlsx');
  }
  return entries;
}
