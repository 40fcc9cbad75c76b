// Settings: stored photos (served publicly by their random name).
import { respond, type PublicHandlerContext } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { ObjectNotFoundError } from '../../storage';
import { readPhoto } from './photoStore';

async function getPhoto(ctx: PublicHandlerContext<{ params: { name: string } }>) {
  try {
    const photo = await readPhoto(ctx.config, ctx.db, ctx.params.name);
    return respond(200, photo.body, {
      'content-type': photo.info.contentType,
      'content-length': String(photo.info.size),
      // A name is never reused: a new photo gets a new name.
      'cache-control': 'public, max-age=31536000, immutable',
      etag: photo.info.etag,
    });
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw notFound('Foto no encontrada');
    throw error;
  }
}

export const handlers = { getPhoto };
