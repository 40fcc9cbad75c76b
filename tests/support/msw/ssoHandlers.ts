// An in-memory single sign-on backend for component tests and stories: the providers the login
// screen offers, starting a sign-in (the provider's address to go to), and the administrators'
// providers (list with the redirect URL, create, edit, delete, 'Probar' on a discovery address).
// Refusals carry the server's Spanish messages and codes.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  SsoDiscoveryTestRequest,
  SsoDiscoveryTestResult,
  SsoProvider,
  SsoProviderInput,
  SsoStartRequest,
} from '@/api/generated/sso.gen';
import type { HandlerOptions } from './handlers';

export const SSO_REDIRECT_URL = 'https://surtidor.example.mx/sso/callback';
export const SSO_NAME_TAKEN = 'Ya existe un proveedor de inicio de sesión con ese nombre';
export const SSO_UNREACHABLE = 'No se pudo contactar al proveedor de identidad';
export const SSO_BAD_DISCOVERY =
  'La dirección del proveedor no publica una configuración OpenID Connect válida (/.well-known/openid-configuration)';
/** The issuer whose discovery document 'Probar' finds. */
export const WORKING_ISSUER = 'https://accounts.google.com';

/** Where the fake provider's sign-in page is, for a provider. */
export const authorizationUrlOf = (providerId: number) =>
  `https://idp.example.com/authorize?client=${providerId}&state=s-${providerId}`;

export const ssoProvider = (id: number, fields: Partial<SsoProvider> = {}): SsoProvider => ({
  id,
  name: 'Google',
  issuer_url: WORKING_ISSUER,
  client_id: '1234-surtidor.apps.googleusercontent.com',
  has_client_secret: true,
  allowed_domains: ['gasolinerasdemo.mx'],
  enabled: true,
  auto_create: false,
  auto_create_customer_id: null,
  auto_create_role_id: null,
  trust_idp_mfa: false,
  updated_at: '2026-11-20T16:05:00.000Z',
  ...fields,
});

export interface SsoState {
  providers: SsoProvider[];
  /** The last input each create or update sent (to see the client secret kept or sent). */
  inputs: SsoProviderInput[];
  requests: string[];
}

export function ssoState(overrides: Partial<SsoState> = {}): SsoState {
  return {
    providers: [
      ssoProvider(1),
      ssoProvider(2, {
        name: 'Microsoft',
        issuer_url: 'https://login.microsoftonline.com/9f0c-tenant/v2.0',
        client_id: 'b7e1c0de-surtidor',
        allowed_domains: [],
        enabled: false,
        auto_create: true,
        auto_create_customer_id: 1,
        auto_create_role_id: 3,
      }),
    ],
    inputs: [],
    requests: [],
    ...overrides,
  };
}

const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ message, ...(code ? { code } : {}) }, { status });

function saved(id: number, input: SsoProviderInput, before?: SsoProvider): SsoProvider {
  return {
    id,
    name: input.name,
    issuer_url: input.issuer_url,
    client_id: input.client_id,
    has_client_secret: input.client_secret !== undefined || (before?.has_client_secret ?? false),
    allowed_domains: input.allowed_domains ?? [],
    enabled: input.enabled ?? true,
    auto_create: input.auto_create ?? false,
    auto_create_customer_id: input.auto_create_customer_id ?? null,
    auto_create_role_id: input.auto_create_role_id ?? null,
    trust_idp_mfa: input.trust_idp_mfa ?? false,
    updated_at: '2026-11-29T09:41:00.000Z',
  };
}

export function ssoHandlers(
  { origin = '' }: HandlerOptions = {},
  state: SsoState = ssoState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const nameTaken = (name: string, exceptId?: number) =>
    state.providers.some((p) => p.name.toLowerCase() === name.toLowerCase() && p.id !== exceptId);
  return [
    http.get(at('/api/sso/providers'), () =>
      HttpResponse.json({
        items: state.providers.filter((p) => p.enabled).map((p) => ({ id: p.id, name: p.name })),
      }),
    ),
    http.post(at('/api/sso/start'), async ({ request }) => {
      const body = (await request.json()) as SsoStartRequest;
      state.requests.push(`POST /api/sso/start ${JSON.stringify(body)}`);
      const provider = state.providers.find((p) => p.id === body.provider_id && p.enabled);
      if (!provider)
        return refuse(404, 'Ese proveedor de inicio de sesión no existe o está desactivado');
      if (provider.issuer_url !== WORKING_ISSUER)
        return refuse(502, SSO_UNREACHABLE, 'sso_unreachable');
      return HttpResponse.json({ authorization_url: authorizationUrlOf(provider.id) });
    }),
    http.get(at('/api/sso_providers'), () =>
      HttpResponse.json({ items: state.providers, redirect_url: SSO_REDIRECT_URL }),
    ),
    http.post(at('/api/sso_providers/discovery_test'), async ({ request }) => {
      const body = (await request.json()) as SsoDiscoveryTestRequest;
      state.requests.push(`POST /api/sso_providers/discovery_test ${body.issuer_url}`);
      const result: SsoDiscoveryTestResult =
        body.issuer_url === WORKING_ISSUER
          ? {
              ok: true,
              message: `Proveedor encontrado: ${WORKING_ISSUER}`,
              issuer: WORKING_ISSUER,
              authorization_endpoint: `${WORKING_ISSUER}/o/oauth2/v2/auth`,
            }
          : { ok: false, message: SSO_BAD_DISCOVERY };
      return HttpResponse.json(result);
    }),
    http.post(at('/api/sso_providers'), async ({ request }) => {
      const input = (await request.json()) as SsoProviderInput;
      state.requests.push('POST /api/sso_providers');
      state.inputs.push(input);
      if (nameTaken(input.name)) return refuse(409, SSO_NAME_TAKEN, 'conflict');
      const created = saved(Math.max(0, ...state.providers.map((p) => p.id)) + 1, input);
      state.providers.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(at('/api/sso_providers/:id'), async ({ params, request }) => {
      const id = Number(params.id);
      const input = (await request.json()) as SsoProviderInput;
      state.requests.push(`PUT /api/sso_providers/${id}`);
      state.inputs.push(input);
      const index = state.providers.findIndex((p) => p.id === id);
      if (index < 0) return refuse(404, 'Proveedor no encontrado');
      if (nameTaken(input.name, id)) return refuse(409, SSO_NAME_TAKEN, 'conflict');
      state.providers[index] = saved(id, input, state.providers[index]);
      return HttpResponse.json(state.providers[index]);
    }),
    http.delete(at('/api/sso_providers/:id'), ({ params }) => {
      const id = Number(params.id);
      state.requests.push(`DELETE /api/sso_providers/${id}`);
      state.providers = state.providers.filter((p) => p.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
