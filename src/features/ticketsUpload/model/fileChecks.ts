// What the browser checks of a chosen file before reading or sending it: the .xlsx extension,
// the server's 20 MB limit, and the ZIP signature every .xlsx starts with (a renamed .xls or
// .csv fails here instead of on the server).

export const MAX_TICKET_FILE_BYTES = 20 * 1024 * 1024;
export const TICKET_FILE_ACCEPT =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // 'PK\x03\x04'

/** i18n keys (namespace ticketsUpload) of the file problems. */
export const FILE_PROBLEMS = {
  extension: 'file.errors.extension',
  size: 'file.errors.size',
  signature: 'file.errors.signature',
} as const;

export type FileProblem = (typeof FILE_PROBLEMS)[keyof typeof FILE_PROBLEMS];

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The first problem of the file, or null when it may be an .xlsx. */
export async function checkTicketFile(file: File): Promise<FileProblem | null> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return FILE_PROBLEMS.extension;
  if (file.size > MAX_TICKET_FILE_BYTES) return FILE_PROBLEMS.size;
  const head = await firstBytes(file, ZIP_SIGNATURE.length);
  const isZip = ZIP_SIGNATURE.every((byte, index) => head[index] === byte);
  return isZip ? null : FILE_PROBLEMS.signature;
}
