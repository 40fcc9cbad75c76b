// POST /api/ticket_uploads: one multipart .xlsx streamed to storage while it is hashed and
// counted. Only the name, the ZIP signature and the size are checked: the file is read when it
// is processed, by the import job. Storage writes are atomic, so a refused file leaves nothing.
import { createHash, randomBytes } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { HandlerContext } from '../../contract/handlerTypes';
import { respond } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { readFilePart } from '../../http/multipart';
import { storageFor } from '../../storage';
import { findTicketUpload } from './uploadViews';

export const TICKET_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every .xlsx is a ZIP archive, whose first entry starts with these bytes. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const tooLarge = () => new HttpError(413, 'El archivo supera el límite de 20 MB', 'file_too_large');
const notXlsxName = () =>
  new HttpError(415, 'Solo se aceptan archivos .xlsx', 'unsupported_media_type');
const notXlsxContent = () =>
  new HttpError(415, 'El archivo no es un .xlsx válido', 'unsupported_media_type');

/** Where an upload's file is kept: a random name, never the user's. */
export const ticketUploadKey = () => `ticket-uploads/files/${randomBytes(16).toString('hex')}.xlsx`;

/** Passes the bytes through, checking the signature and the size and hashing them on the way. */
function inspectXlsx() {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > TICKET_UPLOAD_MAX_BYTES) return callback(tooLarge());
      if (head.length < ZIP_SIGNATURE.length) {
        head = Buffer.concat([head, chunk]).subarray(0, ZIP_SIGNATURE.length);
        if (!ZIP_SIGNATURE.subarray(0, head.length).equals(head)) {
          return callback(notXlsxContent());
        }
      }
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      callback(head.length < ZIP_SIGNATURE.length ? notXlsxContent() : null);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

function isFileTooLarge(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number };
  return e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413;
}

/** The error that made a storage write fail: ours (size, signature) if it came from the check. */
function causeOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (isHttpError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return error;
}

export async function uploadTicketFile(ctx: HandlerContext) {
  const { request, config, db } = ctx;
  // One byte over the limit reaches the check below, which fails the write.
  const part = await readFilePart(request, {
    fileSize: TICKET_UPLOAD_MAX_BYTES + 1,
    notMultipart: 'Envía el archivo como multipart/form-data',
    tooLarge,
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, 'Falta el archivo (campo "file")', 'file_required', [
      { field: 'body.file', rule: 'required', message: 'Falta el archivo' },
    ]);
  }
  const fileName = (part.filename ?? '').normalize('NFC').trim().slice(0, 255);
  if (!fileName.toLowerCase().endsWith('.xlsx')) {
    part.file.resume();
    throw notXlsxName();
  }

  const storage = await storageFor(config, db);
  const key = ticketUploadKey();
  const inspection = inspectXlsx();
  // pipeline, not pipe: a part already failed (a body cut short) fails the check stream too.
  // The error may come before storage starts reading; storage still sees it.
  const body = pipeline(part.file, inspection.stream, () => undefined);
  try {
    await storage.put(key, body, { contentType: XLSX_CONTENT_TYPE });
  } catch (error) {
    part.file.resume();
    const cause = causeOf(error);
    if (isFileTooLarge(cause)) throw tooLarge();
    throw cause;
  }
  if (part.truncated()) {
    await storage.delete(key);
    throw tooLarge();
  }

  const { size, sha256 } = inspection.result();
  const row = await db
    .insertInto('ticket_uploads')
    .values({
      uploaded_by: ctx.user.id,
      file_name: fileName,
      size,
      sha256,
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return respond(201, (await findTicketUpload(db, row.id))!);
}
