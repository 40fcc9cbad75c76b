// Photos (station brand photos, user photos, the company picture): uploaded as multipart with one
// `file` part, checked against the photo rules (PNG or JPEG, 300x300 px, at most 5 MB) by reading
// the image header, stored under 'photos/' with a random name, and served publicly by that name
// (GET /api/photos/{name}: the unguessable name is the capability, so <img> tags need no token).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  photoProblem,
  PHOTO_MESSAGES,
  PHOTO_RULES,
  imageDimensions,
} from '@/lib/images/imageDimensions';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { readFilePart } from '../../http/multipart';
import { storageFor } from '../../storage';

export const PHOTO_URL_PREFIX = '/api/photos/';
const PHOTO_FOLDER = 'photos/';
export const PHOTO_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg)$/;

const photoError = (status: number, message: string, rule: string) =>
  new HttpError(status, message, 'invalid_photo', [{ field: 'body.file', rule, message }]);

/** The uploaded photo's bytes, checked; throws 400/413/415 with a Spanish message. */
export async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; extension: 'png' | 'jpg' }> {
  const part = await readFilePart(request, {
    fileSize: PHOTO_RULES.maxBytes + 1,
    notMultipart: 'Envía la foto como multipart/form-data',
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw photoError(400, 'Falta la foto', 'required');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    // Past the limit: stop keeping bytes, but drain the stream so the request completes.
    if (size <= PHOTO_RULES.maxBytes) chunks.push(chunk as Buffer);
  }
  if (size > PHOTO_RULES.maxBytes || part.truncated()) {
    throw photoError(413, PHOTO_MESSAGES.size, 'maxBytes');
  }
  const bytes = Buffer.concat(chunks);
  const problem = photoProblem(bytes);
  if (problem) throw photoError(400, PHOTO_MESSAGES[problem], problem);
  return { bytes, extension: imageDimensions(bytes)!.kind === 'png' ? 'png' : 'jpg' };
}

/** Stores the photo and returns its public URL. */
export async function storePhoto(
  config: ServerConfig,
  db: Kysely<Database>,
  photo: { bytes: Buffer; extension: 'png' | 'jpg' },
): Promise<string> {
  const name = `${randomBytes(24).toString('base64url')}.${photo.extension}`;
  const storage = await storageFor(config, db);
  await storage.put(`${PHOTO_FOLDER}${name}`, photo.bytes, {
    contentType: photo.extension === 'png' ? 'image/png' : 'image/jpeg',
  });
  return `${PHOTO_URL_PREFIX}${name}`;
}

/** Removes a photo this server stored (best effort: a leftover file harms nobody). */
export async function discardPhoto(
  config: ServerConfig,
  db: Kysely<Database>,
  url: string | null | undefined,
): Promise<void> {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return;
  const name = url.slice(PHOTO_URL_PREFIX.length);
  if (!PHOTO_NAME.test(name)) return;
  try {
    await (await storageFor(config, db)).delete(`${PHOTO_FOLDER}${name}`);
  } catch {
    // kept: the row no longer points to it
  }
}

export async function readPhoto(config: ServerConfig, db: Kysely<Database>, name: string) {
  const storage = await storageFor(config, db);
  return storage.get(`${PHOTO_FOLDER}${name}`);
}
