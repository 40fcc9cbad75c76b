// Settings: company profile (and picture), provider token, and stored photos (served publicly
// by their random name).
import type {
  CompanyProfile,
  CompanyProfileInput,
  GeneratedToken,
  ProviderTokenState,
} from '@/api/generated/settings.gen';
import {
  respond,
  type HandlerContext,
  type PublicHandlerContext,
  type OperationHandlers,
} from '../../contract/handlerTypes';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../errors';
import { ObjectNotFoundError } from '../../storage';
import {
  customerOf,
  loadCompanyProfile,
  saveCompanyProfile,
  setCompanyPicture,
} from './companyProfile';
import { discardPhoto, readPhoto, readPhotoUpload, storePhoto } from './photoStore';
import { generateToken, NO_PERMISSION, tokenState } from './providerTokens';

type CustomerQuery = { query: { customer_id?: number } };

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

async function getCompanyProfile(ctx: HandlerContext<CustomerQuery>): Promise<CompanyProfile> {
  return loadCompanyProfile(ctx.db, await customerOf(ctx.db, ctx.user, ctx.query.customer_id));
}

async function updateCompanyProfile(
  ctx: HandlerContext<CustomerQuery & { body: CompanyProfileInput }>,
): Promise<CompanyProfile> {
  const id = await customerOf(ctx.db, ctx.user, ctx.query.customer_id);
  try {
    await saveCompanyProfile(ctx.db, id, ctx.body);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = 'Ya existe un cliente con esa razón social';
      throw new HttpError(409, message, 'legal_name_taken', [
        { field: 'body.legal_name', rule: 'unique', message },
      ]);
    }
    throw error;
  }
  return loadCompanyProfile(ctx.db, id);
}

async function uploadCompanyPicture(ctx: HandlerContext<CustomerQuery>): Promise<CompanyProfile> {
  const id = await customerOf(ctx.db, ctx.user, ctx.query.customer_id);
  const photo = await readPhotoUpload(ctx.request);
  const previous = await loadCompanyProfile(ctx.db, id);
  const url = await storePhoto(ctx.config, ctx.db, photo);
  await setCompanyPicture(ctx.db, id, url);
  await discardPhoto(ctx.config, ctx.db, previous.picture_url);
  return loadCompanyProfile(ctx.db, id);
}

async function getProviderToken(ctx: HandlerContext<CustomerQuery>): Promise<ProviderTokenState> {
  return tokenState(ctx.db, await customerOf(ctx.db, ctx.user, ctx.query.customer_id));
}

async function generateProviderToken(ctx: HandlerContext<CustomerQuery>): Promise<GeneratedToken> {
  // Checked here rather than in x-access so the refusal carries the spec's exact words.
  if (ctx.user.roleName !== 'Admin' && ctx.user.roleName !== 'Editor') {
    throw new HttpError(403, NO_PERMISSION, 'forbidden');
  }
  const customerId = await customerOf(ctx.db, ctx.user, ctx.query.customer_id);
  return generateToken(ctx.db, customerId, ctx.user.id);
}

export const handlers = {
  getPhoto,
  getCompanyProfile,
  updateCompanyProfile,
  uploadCompanyPicture,
  getProviderToken,
  generateProviderToken,
} satisfies OperationHandlers;
