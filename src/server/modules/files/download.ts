// GET /api/file_download: the local storage's signed URLs. The URL is the authorisation (no
// session): its HMAC covers key, expiry and name. Bytes stream straight from storage to the
// socket, whole (200) or one range (206), so a paused download resumes where it stopped.
// The reply is written by hand (hijacked): compression must never touch these bytes (ranges
// count raw bytes) and a 100 MB file must not pass through the JSON serialisation hooks.
import type { OutgoingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { DownloadSignedFileApiArg } from '@/api/generated/files.gen';
import type { PublicHandlerContext } from '../../contract/handlerTypes';
import { HttpError, notFound } from '../../errors';
import {
  contentDisposition,
  InvalidKeyError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  storageFor,
  type ObjectInfo,
} from '../../storage';
import { parseRangeHeader } from '../../storage/byteRange';
import { checkDownloadSignature } from '../../storage/signedUrls';
import { urlSigningSecret } from '../../storage/signingSecret';

const invalidLink = () =>
  new HttpError(403, 'El enlace de descarga no es válido', 'invalid_signature');
const expiredLink = () => new HttpError(403, 'El enlace de descarga expiró', 'link_expired');
const missingFile = () => notFound('El archivo ya no existe');

const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** If-Range (RFC 9110 §13.1.5): the range applies only to the version the client has. */
function rangeStillValid(ifRange: string | undefined, info: ObjectInfo): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === info.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}

export async function downloadSignedFile(
  ctx: PublicHandlerContext<{ query: DownloadSignedFileApiArg }>,
): Promise<void> {
  const { key, expires, name, signature } = ctx.query;
  const secret = await urlSigningSecret(ctx.config, ctx.db);
  const check = checkDownloadSignature(secret, { key, expires, name }, signature);
  if (check === 'invalid') throw invalidLink();
  if (check === 'expired') throw expiredLink();

  const storage = await storageFor(ctx.config, ctx.db);
  const { request, reply } = ctx;
  let read;
  try {
    const info = await storage.head(key);
    if (!info) throw missingFile();
    const wanted = parseRangeHeader(request.headers.range);
    const range =
      wanted && rangeStillValid(firstHeader(request.headers['if-range']), info) ? wanted : null;
    read = await storage.get(key, range ?? undefined);
  } catch (error) {
    if (error instanceof ObjectNotFoundError || error instanceof InvalidKeyError) {
      throw missingFile();
    }
    if (error instanceof RangeNotSatisfiableError) {
      reply.header('Content-Range', `bytes */${error.size}`);
      throw new HttpError(416, 'El rango pedido está fuera del archivo', 'range_not_satisfiable');
    }
    throw error;
  }

  const { info, body, range } = read;
  const headers: OutgoingHttpHeaders = {
    'content-type': info.contentType,
    'content-length': range ? range.end - range.start + 1 : info.size,
    'accept-ranges': 'bytes',
    etag: info.etag,
    'last-modified': info.lastModified.toUTCString(),
    'content-disposition': contentDisposition(name),
    // Signed URLs expire: nothing may keep the bytes around beyond this response.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'x-request-id': request.id,
  };
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;

  reply.hijack();
  reply.raw.writeHead(range ? 206 : 200, headers);
  if (request.method === 'HEAD') {
    body.destroy();
    reply.raw.end();
    return;
  }
  try {
    await pipeline(body, reply.raw);
  } catch (error) {
    // A paused or cancelled download closes the socket mid-file: expected, not an error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.warn({ err: error, key }, 'download interrupted');
    }
    body.destroy();
  }
}
