// GET /api/ticket_uploads/{id}/errors: the skipped rows' spreadsheet, streamed from storage.
import type { HandlerContext } from '../../contract/handlerTypes';
import { respond } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { contentDisposition, ObjectNotFoundError, storageFor } from '../../storage';
import { XLSX_CONTENT_TYPE } from './uploadFile';
import { uploadNotFound } from './uploadViews';

const noErrors = () => notFound('Esta carga no tiene filas omitidas');

export async function downloadTicketUploadErrors(ctx: HandlerContext<{ params: { id: number } }>) {
  const upload = await ctx.db
    .selectFrom('ticket_uploads')
    .select(['id', 'errors_key'])
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!upload) throw uploadNotFound();
  if (!upload.errors_key) throw noErrors();
  const storage = await storageFor(ctx.config, ctx.db);
  let read;
  try {
    read = await storage.get(upload.errors_key);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw noErrors();
    throw error;
  }
  return respond(200, read.body, {
    'content-type': XLSX_CONTENT_TYPE,
    'content-length': String(read.info.size),
    'content-disposition': contentDisposition(`errores-${upload.id}.xlsx`),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
