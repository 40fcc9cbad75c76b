// A local OpenID Connect provider for the single sign-on tests (modules/sso): oidc-provider (a
// maintained, certified provider library) on 127.0.0.1, run as its own Node process because it
// is ESM-only (Jest loads CommonJS). Started by tests/support/localOidcProvider.ts, it prints
// one JSON line {"issuer": ...} once it listens, and stops on SIGTERM.
//
// Environment: OIDC_REDIRECT_URIS (comma-separated, the Surtidor callbacks it accepts).
// Sign-in page: oidc-provider's development login form (any login, any password); the login
// typed is the account: its e-mail is the login, verified unless it starts with "unverified.".
// Consent is given already (first-party clients).
// Clients (secret "secreto-de-prueba"), each sending back ID tokens as a real provider or
// broken as a misbehaving one would (re-signed with the provider's own key, so only the claim
// is wrong):
//   surtidor            a correct ID token
//   surtidor-wrong-aud  aud is another application
//   surtidor-expired    exp is an hour ago
import http from 'node:http';
import { generateKeyPair, exportJWK, SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import Provider from 'oidc-provider';

export const CLIENT_SECRET = 'secreto-de-prueba';

const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const privateJwk = { ...(await exportJWK(privateKey)), kid: 'prueba-1', alg: 'RS256', use: 'sig' };

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const client = (client_id) => ({
  client_id,
  client_secret: CLIENT_SECRET,
  redirect_uris: redirectUris,
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
});

const provider = new Provider(issuer, {
  clients: [client('surtidor'), client('surtidor-wrong-aud'), client('surtidor-expired')],
  jwks: { keys: [privateJwk] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['claves-de-prueba'] },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: id,
          email_verified: !id.startsWith('unverified.'),
          name: `Persona ${id.slice(0, id.indexOf('@'))}`,
        };
      },
    };
  },
  // First-party clients: the consent is given already.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    await grant.save();
    return grant;
  },
  // The ID token claims go in the token itself (what Google and Entra do).
  conformIdTokenClaims: false,
});
provider.proxy = false;

const signingKey = privateKey;

/** Re-signs the ID token of a misbehaving client with the claim it gets wrong. */
async function tamper(idToken, clientId) {
  const payload = decodeJwt(idToken);
  const header = decodeProtectedHeader(idToken);
  const now = Math.floor(Date.now() / 1000);
  if (clientId === 'surtidor-wrong-aud') payload.aud = 'otra-aplicacion';
  else if (clientId === 'surtidor-expired') {
    payload.iat = now - 2 * 3600;
    payload.exp = now - 3600;
  } else return idToken;
  return new SignJWT(payload).setProtectedHeader(header).sign(signingKey);
}

provider.use(async (ctx, next) => {
  await next();
  if (ctx.path === '/token' && ctx.method === 'POST' && ctx.status === 200 && ctx.body?.id_token) {
    const clientId = ctx.oidc?.client?.clientId;
    ctx.body = { ...ctx.body, id_token: await tamper(ctx.body.id_token, clientId) };
  }
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
