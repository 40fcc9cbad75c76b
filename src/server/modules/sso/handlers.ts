// Single sign-on (OpenID Connect): the login screen's providers, starting and finishing a
// sign-in, and the administrators' provider settings (client secret write-only, sealed).
import type {
  SsoDiscoveryTestRequest,
  SsoProvider,
  SsoProviderInput,
  SsoProviderList,
  SsoSignInProviderList,
  SsoStartRequest,
  SsoStartResponse,
  SsoCallbackRequest,
} from '@/api/generated/sso.gen';
import type {
  HandlerContext,
  OperationHandlers,
  OperationResult,
  PublicHandlerContext,
} from '../../contract/handlerTypes';
import { noContent, respond } from '../../contract/handlerTypes';
import { HttpError, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { connectorSecretBox } from '../volumetric';
import {
  customerExists,
  deleteProvider,
  findProvider,
  insertProvider,
  listEnabledProviders,
  listProviders,
  updateProvider,
  type ProviderRow,
  type ProviderValues,
} from './providerStore';
import {
  finishSignIn,
  redirectUrl,
  secondStepOrSession,
  startSignIn,
  testDiscovery,
} from './service';

const PROVIDER_NOT_FOUND = 'Proveedor de inicio de sesión no encontrado';
const NAME_TAKEN = 'Ya existe un proveedor de inicio de sesión con ese nombre';

function toProvider(row: ProviderRow): SsoProvider {
  return {
    id: row.id,
    name: row.name,
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    has_client_secret: row.client_secret_sealed !== '',
    allowed_domains: row.allowed_domains,
    enabled: row.enabled,
    auto_create: row.auto_create,
    auto_create_customer_id: row.auto_create_customer_id,
    auto_create_role_id: row.auto_create_role_id,
    trust_idp_mfa: row.trust_idp_mfa,
    updated_at: row.updated_at.toISOString(),
  };
}

function invalid(field: string, rule: string, message: string): HttpError {
  return new HttpError(400, message, 'validation_failed', [
    { field: `body.${field}`, rule, message },
  ]);
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The checks the schema cannot make; answers the values to store. */
async function providerValues(
  ctx: HandlerContext,
  body: SsoProviderInput,
): Promise<ProviderValues> {
  let issuer: URL;
  try {
    issuer = new URL(body.issuer_url.trim());
  } catch {
    throw invalid(
      'issuer_url',
      'format',
      'Escribe la dirección completa del proveedor (https://…)',
    );
  }
  const plainHttpAllowed = ctx.config.connectorAllowPrivateHosts;
  if (issuer.protocol !== 'https:' && !(plainHttpAllowed && issuer.protocol === 'http:')) {
    throw invalid('issuer_url', 'format', 'La dirección del proveedor debe usar https');
  }
  const domains = [
    ...new Set((body.allowed_domains ?? []).map((d) => d.trim().toLowerCase().replace(/^@/, ''))),
  ].filter((d) => d !== '');
  const badDomain = domains.find((d) => !DOMAIN.test(d));
  if (badDomain !== undefined) {
    throw invalid('allowed_domains', 'format', `"${badDomain}" no es un dominio de correo válido`);
  }
  const autoCreate = body.auto_create ?? false;
  const customerId = body.auto_create_customer_id ?? null;
  const roleId = body.auto_create_role_id ?? null;
  if (autoCreate) {
    if (customerId === null) {
      throw invalid(
        'auto_create_customer_id',
        'required',
        'Elige el cliente de las cuentas que se crean',
      );
    }
    if (roleId === null) {
      throw invalid('auto_create_role_id', 'required', 'Elige el rol de las cuentas que se crean');
    }
  }
  if (customerId !== null && !(await customerExists(ctx.db, customerId))) {
    throw invalid('auto_create_customer_id', 'exists', 'Ese cliente no existe');
  }
  return {
    name: body.name.trim(),
    issuer_url: body.issuer_url.trim(),
    client_id: body.client_id.trim(),
    allowed_domains: domains,
    enabled: body.enabled ?? true,
    auto_create: autoCreate,
    auto_create_customer_id: customerId,
    auto_create_role_id: roleId,
    trust_idp_mfa: body.trust_idp_mfa ?? false,
  };
}

async function listSsoSignInProviders(ctx: PublicHandlerContext): Promise<SsoSignInProviderList> {
  return { items: await listEnabledProviders(ctx.db) };
}

async function startSsoSignIn(
  ctx: PublicHandlerContext<{ body: SsoStartRequest }>,
): Promise<SsoStartResponse> {
  const url = await startSignIn(ctx.db, ctx.config, {
    providerId: ctx.body.provider_id,
    returnTo: ctx.body.return_to,
    remember: ctx.body.remember ?? false,
  });
  return { authorization_url: url };
}

async function finishSsoSignIn(
  ctx: PublicHandlerContext<{ body: SsoCallbackRequest }>,
): Promise<OperationResult<'finishSsoSignIn'>> {
  const signedIn = await finishSignIn(ctx.db, ctx.config, ctx.body);
  const answer = await secondStepOrSession(ctx.db, ctx.config, signedIn, {
    userAgent: ctx.request.headers['user-agent'] ?? null,
    ip: ctx.request.ip,
  });
  return answer.status === 202 ? respond(202, answer.body) : answer.body;
}

async function listSsoProviders(ctx: HandlerContext): Promise<SsoProviderList> {
  const rows = await listProviders(ctx.db);
  return { items: rows.map(toProvider), redirect_url: redirectUrl(ctx.config) };
}

async function getSsoProvider(ctx: HandlerContext<{ params: { id: number } }>) {
  const row = await findProvider(ctx.db, ctx.params.id);
  if (!row) throw notFound(PROVIDER_NOT_FOUND);
  return toProvider(row);
}

async function createSsoProvider(ctx: HandlerContext<{ body: SsoProviderInput }>) {
  const values = await providerValues(ctx, ctx.body);
  if (ctx.body.client_secret === undefined) {
    throw invalid('client_secret', 'required', 'Escribe el secreto del cliente');
  }
  const box = await connectorSecretBox(ctx.config, ctx.db);
  try {
    const row = await insertProvider(ctx.db, values, box.seal(ctx.body.client_secret));
    return respond(201, toProvider(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN, 'conflict');
    throw error;
  }
}

async function updateSsoProvider(
  ctx: HandlerContext<{ params: { id: number }; body: SsoProviderInput }>,
) {
  const values = await providerValues(ctx, ctx.body);
  const secret = ctx.body.client_secret;
  const sealed =
    secret === undefined ? null : (await connectorSecretBox(ctx.config, ctx.db)).seal(secret);
  try {
    const row = await updateProvider(ctx.db, ctx.params.id, values, sealed);
    if (!row) throw notFound(PROVIDER_NOT_FOUND);
    return toProvider(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN, 'conflict');
    throw error;
  }
}

async function deleteSsoProvider(ctx: HandlerContext<{ params: { id: number } }>) {
  if (!(await deleteProvider(ctx.db, ctx.params.id))) throw notFound(PROVIDER_NOT_FOUND);
  return noContent();
}

async function testSsoDiscovery(ctx: HandlerContext<{ body: SsoDiscoveryTestRequest }>) {
  return testDiscovery(ctx.config, ctx.body.issuer_url);
}

export const handlers = {
  listSsoSignInProviders,
  startSsoSignIn,
  finishSsoSignIn,
  listSsoProviders,
  getSsoProvider,
  createSsoProvider,
  updateSsoProvider,
  deleteSsoProvider,
  testSsoDiscovery,
} satisfies OperationHandlers;
