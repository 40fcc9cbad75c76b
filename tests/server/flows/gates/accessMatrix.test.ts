// Gate: every operation of the contract, called as nobody, with an expired token, with a
// tampered token, with a customer's integration token (Settings › Provider token, accepted
// only where x-access says `integration: true`) and as each demo account. The expected answer of each call is derived from
// the operation's x-access declaration and the account's profile — never typed by hand — so a
// new endpoint is covered the moment it lands.
import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import { createSession } from '@/server/modules/auth/sessions';
import { loadContract, type OperationDef } from '@/server/contract/loadContract';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { synthesise, type SynthesisedRequest } from '../../../support/contract/requestSynthesis';

interface Account {
  email: string;
  token: string;
  roleName: string | null;
  roleId: number | null;
  permissions: Record<string, boolean> | null;
  stationIds: number[];
}

const ACCOUNTS = [
  'admin@demo.surtidor.mx',
  'editor@demo.surtidor.mx',
  'visor@demo.surtidor.mx',
  'sinpermisos@demo.surtidor.mx',
  'proveedor@demo.surtidor.mx',
  'bajio@demo.surtidor.mx',
];

const operations = loadContract().operations;
let server: TestServer;
const accounts = new Map<string, Account>();
let allStationIds: number[] = [];

const userIds = new Map<string, number>();

/**
 * A fresh session of the account, as a sign-in makes it (the product's createSession), without
 * checking the password again: the matrix signs in again after every call that may end a
 * session, some 900 times, and each scrypt check cost about 50 ms of CPU.
 */
async function signIn(email: string): Promise<string> {
  let userId = userIds.get(email);
  if (userId === undefined) {
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    userId = user.id;
    userIds.set(email, userId);
  }
  const session = await createSession(server.db, server.config, {
    userId,
    remember: false,
    userAgent: null,
    ip: null,
  });
  return session.token;
}

async function call(request: SynthesisedRequest, headers: Record<string, string> = {}) {
  return server.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...headers,
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/**
 * A public operation may check a credential of its own (the WhatsApp webhook's signature) and
 * refuse it with 401 and a code of its own; the session layer's refusal ('unauthorized') is
 * never its answer.
 */
function ownCredentialRefusal(op: OperationDef, status: number, code: string | undefined) {
  return op.access.level === 'public' && status === 401 && !!code && code !== 'unauthorized';
}

/** What the declaration says about this account: true = may call. */
function declaredAllowed(op: OperationDef, account: Account): boolean {
  const { access } = op;
  let allowed: boolean;
  switch (access.level) {
    case 'public':
    case 'session':
      allowed = true;
      break;
    case 'permission':
      allowed =
        (access.permission !== undefined && account.permissions?.[access.permission] === true) ||
        // Any one of several flags (the alerts).
        (access.anyPermission ?? []).some((flag) => account.permissions?.[flag] === true) ||
        // No permission object at all: let in only where the declaration says so.
        (account.permissions === null && access.withoutPermissions === true);
      break;
    case 'admin':
      allowed = account.roleId === 1;
      break;
    case 'provider':
      allowed = account.roleName === 'Proveedor';
      break;
    case 'camera':
      allowed = false;
      break;
  }
  if (allowed && access.roles)
    allowed = account.roleName !== null && access.roles.includes(account.roleName as never);
  return allowed;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ACCOUNTS) {
    // The first session of each account through the real sign-in.
    const token = await server.login(email);
    const profile = (await server.get('/api/user_profile', token)).json();
    const stations = (await server.get('/api/gas_stations?items=1000', token)).json();
    accounts.set(email, {
      email,
      token,
      roleName: profile.user_role?.name ?? null,
      roleId: profile.user_role_id,
      permissions: profile.user_permission,
      stationIds: stations.items.map((s: { id: number }) => s.id),
    });
  }
  allStationIds = accounts.get('admin@demo.surtidor.mx')?.stationIds ?? [];
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('knows every access level the contract declares', () => {
  const known = ['public', 'session', 'permission', 'admin', 'provider', 'camera'];
  expect(operations.filter((op) => !known.includes(op.access.level))).toEqual([]);
  expect(operations.length).toBeGreaterThanOrEqual(10);
});

describe.each(operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
  '%s',
  (_name, op) => {
    const isOpen = op.access.level === 'public';

    it("takes a customer's integration token only where the declaration accepts one", async () => {
      // Generated afresh: another operation of the matrix may have replaced the last one.
      const editor = await signIn('editor@demo.surtidor.mx');
      const integration = (
        await server.put('/api/generate_surtidor_token', undefined, editor)
      ).json().token as string;
      const response = await call(synthesise(op, { stationId: 1 }), {
        authorization: `Bearer ${integration}`,
      });
      const outcome = { operation: op.operationId, status: response.statusCode };
      expect(response.statusCode).toBeLessThan(500);
      if (op.access.integration) {
        expect(op.access.level).toBe('provider');
        expect(outcome).not.toMatchObject({ status: 401 });
        expect(outcome).not.toMatchObject({ status: 403 });
      } else if (!isOpen) {
        expect(outcome).toEqual({ ...outcome, status: 401 });
      }
    });

    it('refuses nobody, an expired token and a tampered token (401), unless public', async () => {
      const editor = await signIn('editor@demo.surtidor.mx');
      const expired = await signIn('editor@demo.surtidor.mx');
      await sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`.execute(
        server.db,
      );
      const tampered = `${editor.slice(0, -2)}${editor.endsWith('AA') ? 'BB' : 'AA'}`;
      const request = synthesise(op, { stationId: 1 });
      const callers: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${expired}` },
        { authorization: `Bearer ${tampered}` },
      ];
      for (const headers of callers) {
        const response = await call(request, headers);
        if (isOpen) {
          expect(response.statusCode).toBeLessThan(500);
          const code = (response.json() as { code?: string }).code;
          if (!ownCredentialRefusal(op, response.statusCode, code))
            expect(response.statusCode).not.toBe(401);
        } else {
          expect({ headers, status: response.statusCode }).toEqual({ headers, status: 401 });
          expect(response.json().message).toEqual(expect.any(String));
        }
      }
    });

    it.each(ACCOUNTS)('answers %s as its declaration implies', async (email) => {
      const account = accounts.get(email) as Account;
      // A station-scoped operation also needs a station of the user's own (admins have all).
      const hasStation = account.roleId === 1 || account.stationIds.length > 0;
      const allowed = declaredAllowed(op, account) && (!op.access.station || hasStation);
      const ownStation = account.stationIds[0] ?? allStationIds[0];
      // A station named in the body is checked once the body is valid: send a valid one.
      const request = synthesise(op, {
        stationId: ownStation,
        withBody: op.access.station?.in === 'body',
      });
      const response = await call(request, { authorization: `Bearer ${account.token}` });
      const outcome = { operation: op.operationId, account: email, status: response.statusCode };
      // An error is JSON; an allowed download may answer its file (a CSV export).
      const code = String(response.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(response.body) as { code?: string }).code
        : undefined;
      if (!allowed) {
        const expected = op.access.level === 'camera' ? [401, 'unauthorized'] : [403, 'forbidden'];
        expect({ ...outcome, code }).toEqual({
          ...outcome,
          status: expected[0],
          code: expected[1],
        });
      } else {
        // Allowed: never refused by the access layer. A handler may still refuse the resource
        // itself (another customer's folder, a bad download signature) with its own code.
        expect(response.statusCode).toBeLessThan(500);
        if (!ownCredentialRefusal(op, response.statusCode, code))
          expect({ ...outcome, code }).not.toMatchObject({ status: 401 });
        expect({ ...outcome, code }).not.toMatchObject({ status: 403, code: 'forbidden' });
      }
      if (op.method !== 'GET') account.token = await signIn(email); // the call may have ended the session

      // Station-scoped: another customer's station is refused, never served.
      const foreign = allStationIds.find((id) => !account.stationIds.includes(id));
      if (
        op.access.station &&
        declaredAllowed(op, account) &&
        account.roleId !== 1 &&
        foreign !== undefined
      ) {
        const other = synthesise(op, { stationId: foreign, withBody: true });
        const refused = await call(other, { authorization: `Bearer ${account.token}` });
        expect({ ...outcome, foreign, status: refused.statusCode }).toEqual({
          ...outcome,
          foreign,
          status: refused.statusCode === 404 ? 404 : 403,
        });
        if (op.method !== 'GET') account.token = await signIn(email);
      }
    });
  },
);
