// The photos' store: an upload's one `file` part read and checked (PNG or JPEG of 300x300 px, at
// most 5 MB), refused with the photo rules' Spanish messages otherwise; a photo stored under an
// unguessable name with its content type and read back by it; only this server's photo URLs
// discarded, a name that is not one of its names left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PHOTO_MESSAGES } from '@/lib/images/imageDimensions';
import { loadConfig, type ServerConfig } from '@/server/config';
import type { Database } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import { ObjectNotFoundError } from '@/server/storage/objectStorage';
import {
  discardPhoto,
  PHOTO_NAME,
  PHOTO_URL_PREFIX,
  readPhoto,
  readPhotoUpload,
  storePhoto,
} from '@/server/modules/settings/photoStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { jpegHeaderOf, multipartFile, pngOf } from '../images';

let database: TestDatabase;
let db: Kysely<Database>;
let dataDir: string;
let config: ServerConfig;
/** A bare server whose one route answers what readPhotoUpload made of the request. */
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-photo-store-'));
  config = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'never', DATA_DIR: dataDir });
  app = Fastify();
  await app.register(multipart);
  app.post('/upload', async (request, reply) => {
    try {
      const { bytes, extension } = await readPhotoUpload(request);
      return { size: bytes.length, extension };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/upload', ...body });

describe('reading an upload', () => {
  it('takes a PNG or JPEG of 300x300 px, telling which', async () => {
    const png = pngOf(300, 300);
    const read = await upload(multipartFile(png));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ size: png.length, extension: 'png' });
    const jpeg = await upload(
      multipartFile(jpegHeaderOf(300, 300), { filename: 'foto.jpg', type: 'image/jpeg' }),
    );
    expect(jpeg.json()).toMatchObject({ extension: 'jpg' });
  });

  it('refuses other sizes and formats with the photo rules’ messages', async () => {
    const small = await upload(multipartFile(pngOf(200, 300)));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      message: PHOTO_MESSAGES.dimensions,
      errors: [{ field: 'body.file', rule: 'dimensions', message: PHOTO_MESSAGES.dimensions }],
    });
    const text = await upload(multipartFile(Buffer.from('no soy una imagen')));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(PHOTO_MESSAGES.format);
  });

  it('refuses a photo over 5 MB (413), a missing `file` part, and a body not multipart (415)', async () => {
    const big = Buffer.concat([pngOf(300, 300), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(multipartFile(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(PHOTO_MESSAGES.size);
    const otherField = await upload(multipartFile(pngOf(300, 300), { field: 'foto' }));
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toBe('Falta la foto');
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('a stored photo', () => {
  it('is named unguessably, read back by its name with its content type', async () => {
    const png = pngOf(300, 300);
    const url = await storePhoto(config, db, { bytes: png, extension: 'png' });
    expect(url.startsWith(PHOTO_URL_PREFIX)).toBe(true);
    const name = url.slice(PHOTO_URL_PREFIX.length);
    expect(name).toMatch(PHOTO_NAME);
    const read = await readPhoto(config, db, name);
    expect(read.info.contentType).toBe('image/png');
    expect(await buffer(read.body)).toEqual(png);
    // Each photo its own name.
    const again = await storePhoto(config, db, { bytes: png, extension: 'png' });
    expect(again).not.toBe(url);
    const jpeg = await storePhoto(config, db, { bytes: jpegHeaderOf(300, 300), extension: 'jpg' });
    expect(jpeg).toMatch(/\.jpg$/);
    const jpegRead = await readPhoto(config, db, jpeg.slice(PHOTO_URL_PREFIX.length));
    expect(jpegRead.info.contentType).toBe('image/jpeg');
    jpegRead.body.destroy();
  });

  it('is discarded by its URL, once; other URLs are left alone', async () => {
    const url = await storePhoto(config, db, { bytes: pngOf(300, 300), extension: 'png' });
    const name = url.slice(PHOTO_URL_PREFIX.length);
    const kept = await storePhoto(config, db, { bytes: pngOf(300, 300), extension: 'png' });
    // Not this server's, or not one of its names: nothing happens.
    await discardPhoto(config, db, `https://elsewhere.mx${url}`);
    await discardPhoto(config, db, `${PHOTO_URL_PREFIX}../${name}`);
    await discardPhoto(config, db, null);
    await discardPhoto(config, db, undefined);
    (await readPhoto(config, db, name)).body.destroy();
    await discardPhoto(config, db, url);
    await expect(readPhoto(config, db, name)).rejects.toBeInstanceOf(ObjectNotFoundError);
    // Gone already: still quiet.
    await discardPhoto(config, db, url);
    const other = await readPhoto(config, db, kept.slice(PHOTO_URL_PREFIX.length));
    other.body.destroy();
  });
});
