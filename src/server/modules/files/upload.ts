// POST /api/reports/files (administrators): one multipart file into a folder of the reports
// tree, streamed to storage. Past UPLOAD_MAX_BYTES the upload stops with 413 and nothing is
// kept (storage writes are atomic and the catalogue is only written after the object).
import { pipeline, Transform } from 'node:stream';
import type { UploadReportFileApiArg } from '@/api/generated/files.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { respond } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { readFilePart } from '../../http/multipart';
import { storageFor } from '../../storage';
import { filePathOf, folderPathOf, invalidPath } from './fileAccess';
import { saveFile } from './fileWrites';
import { toFileItem } from './fileItem';

/** Passes bytes through until `limit`, then fails the stream (and so the storage write). */
function byteLimit(limit: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? tooLarge() : null, seen > limit ? undefined : chunk);
    },
  });
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function isTooLarge(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number };
  return e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413;
}

export async function uploadReportFile(
  ctx: HandlerContext<{ query: Omit<UploadReportFileApiArg, 'body'> }>,
) {
  const folder = folderPathOf(ctx.query.prefix.trim());
  const { request, config } = ctx;
  const tooLarge = () =>
    new HttpError(
      413,
      `El archivo excede el tamaño máximo permitido (${megabytes(config.uploadMaxBytes)})`,
      'file_too_large',
    );
  // One byte over the limit reaches byteLimit below, which fails the write.
  const part = await readFilePart(request, {
    fileSize: config.uploadMaxBytes + 1,
    notMultipart: 'Envía el archivo como multipart/form-data',
    tooLarge,
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, 'Falta el archivo (campo "file")', 'file_required', [
      { field: 'body.file', rule: 'required', message: 'Falta el archivo' },
    ]);
  }
  const name = (part.filename ?? '').normalize('NFC').trim();
  if (name === '' || name.includes('/')) {
    part.file.resume();
    throw invalidPath('El nombre del archivo no es válido');
  }
  let path: string;
  try {
    path = filePathOf(`${folder}${name}`);
  } catch (error) {
    part.file.resume();
    throw error;
  }

  const storage = await storageFor(config, ctx.db);
  try {
    // pipeline, not pipe: a part already failed (a body cut short) fails the limit stream too
    // instead of leaving it waiting. The error may come before storage starts reading; storage's
    // pipeline still sees it (the stream is left errored), so here it is only swallowed.
    const body = pipeline(part.file, byteLimit(config.uploadMaxBytes, tooLarge), () => undefined);
    const row = await saveFile(ctx.db, storage, path, body, {
      overwrite: ctx.query.overwrite ?? false,
    });
    return respond(201, { data: toFileItem(row) });
  } catch (error) {
    part.file.resume();
    if (isTooLarge(error)) throw tooLarge();
    throw error;
  }
}
