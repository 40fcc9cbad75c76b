// Typed MSW handlers for the sign-in, profile, metrics, stations and customers endpoints, shared
// by component tests (msw/node) and Storybook (msw-storybook-addon). The data mirror the demo
// accounts of the server (all with password DEMO_PASSWORD). Pass `origin` for absolute URLs
// (tests: 'http://localhost'); Storybook uses the default '' (same origin as the page).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type {
  AuthOptions,
  ChangePasswordRequest,
  Error as ApiErrorBody,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  UserPermission,
  UserProfile,
  UserProfileUpdate,
} from '@/api/generated/auth.gen';
import type { CustomerList } from '@/api/generated/customers.gen';
import type { GasStationList, GasStationSummary } from '@/api/generated/gasStations.gen';
import type { Metric, MetricList } from '@/api/generated/metrics.gen';
import { alertNoticeSettingsHandlers } from './alertNoticesHandlers';
import { alertsHandlers } from './alertsHandlers';
import { agencyHandler } from './dashboardHandlers';
import { reportsHandlers } from './reportsHandlers';

export const DEMO_PASSWORD = 'Demo#2026!';
export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrecta';
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';
export const TAKEN_EMAIL = 'ocupado@demo.surtidor.mx';
export const EMAIL_TAKEN_MESSAGE = 'El correo ya está registrado';

const allFlags: UserPermission = {
  dashboard: true,
  files: true,
  vms: true,
  data: true,
  settings: true,
};
const customer = { id: 1, legal_name: 'Gasolinera Demo S.A. de C.V.' };

function demoProfile(
  id: number,
  username: string,
  name: string,
  role: UserProfile['user_role'],
  permission: UserPermission | null,
  firstLogin = false,
): UserProfile {
  return {
    id,
    name,
    email: `${username}@demo.surtidor.mx`,
    username,
    profile_picture_url: null,
    user_role_id: role?.id ?? null,
    user_role: role,
    user_permission: permission,
    customer,
    first_login: firstLogin,
  };
}

export const demoProfiles = {
  admin: demoProfile(1, 'admin', 'Ana Administradora', { id: 1, name: 'Admin' }, allFlags),
  editor: demoProfile(2, 'editor', 'Eduardo Editor', { id: 2, name: 'Editor' }, allFlags),
  visor: demoProfile(
    3,
    'visor',
    'Valeria Visor',
    { id: 3, name: 'Visor' },
    {
      dashboard: true,
      files: true,
      vms: false,
      data: false,
      settings: false,
    },
  ),
  sinpermisos: demoProfile(4, 'sinpermisos', 'Samuel Sin Permisos', { id: 3, name: 'Visor' }, null),
  proveedor: demoProfile(
    5,
    'proveedor',
    'Paola Proveedora',
    { id: 4, name: 'Proveedor' },
    {
      dashboard: true,
      files: false,
      vms: false,
      data: false,
      settings: false,
    },
  ),
  nuevo: demoProfile(6, 'nuevo', 'Nora Nueva', { id: 2, name: 'Editor' }, allFlags, true),
} satisfies Record<string, UserProfile>;

export type DemoAccount = keyof typeof demoProfiles;

/** The bearer token the login handler hands out for an account. */
export function demoToken(account: DemoAccount): string {
  return `demo-token-${account}`;
}

function accountFor(username: string): DemoAccount | null {
  const name = username
    .trim()
    .toLowerCase()
    .replace(/@demo\.surtidor\.mx$/, '');
  return name in demoProfiles ? (name as DemoAccount) : null;
}

export function accountOfRequest(request: Request): DemoAccount | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const account = token.replace(/^demo-token-/, '');
  return account in demoProfiles ? (account as DemoAccount) : null;
}

export const demoMetrics: Metric[] = [
  { id: 1, key: 'immeadiacy' },
  { id: 2, key: 'prompt_service' },
  { id: 3, key: 'service_time' },
  { id: 4, key: 'conversion' },
  { id: 5, key: 'frequent_clients' },
  { id: 6, key: 'immeadiacy_gas' },
  { id: 7, key: 'prompt_service_gas' },
  { id: 8, key: 'service_time_gas' },
  { id: 9, key: 'immeadiacy_diesel' },
  { id: 10, key: 'prompt_service_diesel' },
  { id: 11, key: 'service_time_diesel' },
];

export const demoStations: GasStationSummary[] = [
  {
    id: 1,
    name: 'Estación Centro',
    permission: 'PL/10234/EXP/ES/2015',
    brand: 'Pemex',
    city: 'Monterrey',
    state: 'Nuevo León',
    address: 'Av. Constitución 100',
    customer_id: 1,
  },
  {
    id: 2,
    name: 'Estación Valle',
    permission: 'PL/20456/EXP/ES/2017',
    brand: 'G500',
    city: 'San Pedro Garza García',
    state: 'Nuevo León',
    address: 'Calzada del Valle 400',
    customer_id: 1,
  },
  {
    id: 3,
    name: 'Estación Aeropuerto',
    permission: 'PL/30789/EXP/ES/2019',
    brand: null,
    city: null,
    state: null,
    address: null,
    customer_id: 1,
  },
];

function errorBody(message: string, code?: string): ApiErrorBody {
  return code ? { message, code } : { message };
}

export interface HandlerOptions {
  /** '' (same origin, Storybook) or an absolute origin such as 'http://localhost' (jest). */
  origin?: string;
  /** Artificial latency in ms (Storybook loading states). */
  latency?: number;
}

const url = (origin: string, path: string) => `${origin}${path}`;
/** No timer at all for 0 ms, so tests with fake timers are not held up. */
const wait = async (ms: number) => {
  if (ms > 0) await delay(ms);
};

export function loginHandler({ origin = '', latency = 0 }: HandlerOptions = {}): HttpHandler {
  return http.post<never, LoginRequest, LoginResponse | ApiErrorBody>(
    url(origin, '/api/login'),
    async ({ request }) => {
      await wait(latency);
      const body = await request.json();
      const account = accountFor(body.username);
      if (!account || body.password !== DEMO_PASSWORD) {
        return HttpResponse.json(errorBody(WRONG_CREDENTIALS, 'invalid_credentials'), {
          status: 401,
        });
      }
      const profile = demoProfiles[account];
      return HttpResponse.json({
        token: demoToken(account),
        expires_at: '2030-01-01T00:00:00.000Z',
        first_login: profile.first_login,
        profile,
      });
    },
  );
}

export function logoutHandler({ origin = '' }: HandlerOptions = {}): HttpHandler {
  return http.post(url(origin, '/api/logout'), () => new HttpResponse(null, { status: 204 }));
}

export function userProfileHandlers({
  origin = '',
  latency = 0,
}: HandlerOptions = {}): HttpHandler[] {
  const edited = new Map<DemoAccount, UserProfile>();
  const current = (account: DemoAccount) => edited.get(account) ?? demoProfiles[account];
  return [
    // 'Mi perfil' › two-step sign-in (off) and the open sessions (this one and a phone).
    http.get(url(origin, '/api/two_step'), async () => {
      await wait(latency);
      return HttpResponse.json({
        enabled: false,
        enabled_at: null,
        required: false,
        recovery_codes_left: 0,
      });
    }),
    http.get(url(origin, '/api/sessions'), async () => {
      await wait(latency);
      return HttpResponse.json([
        {
          id: 2,
          current: true,
          browser: 'Chrome 130',
          os: 'Windows 10',
          device: 'desktop',
          ip: '201.141.12.8',
          created_at: '2026-11-29T08:00:00Z',
          last_seen_at: '2026-11-29T09:40:00Z',
        },
        {
          id: 1,
          current: false,
          browser: 'Safari 17',
          os: 'iOS',
          device: 'mobile',
          ip: '187.190.4.33',
          created_at: '2026-11-27T18:00:00Z',
          last_seen_at: '2026-11-28T21:10:00Z',
        },
      ]);
    }),
    http.get<never, never, UserProfile | ApiErrorBody>(
      url(origin, '/api/user_profile'),
      async ({ request }) => {
        await wait(latency);
        const account = accountOfRequest(request);
        if (!account)
          return HttpResponse.json(errorBody('Sesión no válida o expirada'), { status: 401 });
        return HttpResponse.json(current(account));
      },
    ),
    http.put<never, UserProfileUpdate, UserProfile | ApiErrorBody>(
      url(origin, '/api/user_profile'),
      async ({ request }) => {
        await wait(latency);
        const account = accountOfRequest(request);
        if (!account)
          return HttpResponse.json(errorBody('Sesión no válida o expirada'), { status: 401 });
        const { password, ...update } = await request.json();
        // Like the server: a new e-mail needs the password.
        if (update.email !== undefined && update.email !== current(account).email) {
          if (password !== DEMO_PASSWORD) {
            return HttpResponse.json(errorBody(WRONG_CURRENT_PASSWORD, 'wrong_password'), {
              status: 400,
            });
          }
        }
        if (update.email === TAKEN_EMAIL) {
          return HttpResponse.json(errorBody(EMAIL_TAKEN_MESSAGE, 'email_taken'), { status: 409 });
        }
        const next = { ...current(account), ...update };
        edited.set(account, next);
        return HttpResponse.json(next);
      },
    ),
  ];
}

export function changePasswordHandler({
  origin = '',
  latency = 0,
}: HandlerOptions = {}): HttpHandler {
  return http.post<never, ChangePasswordRequest, MessageResponse | ApiErrorBody>(
    url(origin, '/api/change_password'),
    async ({ request }) => {
      await wait(latency);
      const body = await request.json();
      // Like the server: the current password, when sent (the first-login screen sends none).
      if (body.current_password !== undefined && body.current_password !== DEMO_PASSWORD) {
        return HttpResponse.json(errorBody(WRONG_CURRENT_PASSWORD, 'wrong_password'), {
          status: 400,
        });
      }
      if (body.password !== body.password_confirmation) {
        return HttpResponse.json(errorBody('Las contraseñas no coinciden', 'validation_failed'), {
          status: 400,
        });
      }
      return HttpResponse.json({ message: 'Contraseña actualizada correctamente' });
    },
  );
}

export function authOptionsHandler(
  { origin = '' }: HandlerOptions = {},
  externalProvider: AuthOptions['external_provider'] = null,
): HttpHandler {
  return http.get<never, never, AuthOptions>(url(origin, '/api/auth/options'), () =>
    HttpResponse.json({ external_provider: externalProvider }),
  );
}

export function metricsHandler(
  { origin = '', latency = 0 }: HandlerOptions = {},
  items: Metric[] = demoMetrics,
): HttpHandler {
  return http.get<never, never, MetricList>(url(origin, '/api/metrics'), async () => {
    await wait(latency);
    return HttpResponse.json({ items, total: items.length });
  });
}

export function gasStationsHandler(
  { origin = '', latency = 0 }: HandlerOptions = {},
  items: GasStationSummary[] = demoStations,
): HttpHandler {
  return http.get<never, never, GasStationList>(url(origin, '/api/gas_stations'), async () => {
    await wait(latency);
    return HttpResponse.json({ items, total: items.length });
  });
}

export function customersHandler({ origin = '' }: HandlerOptions = {}): HttpHandler {
  return http.get<never, never, CustomerList>(url(origin, '/api/customers'), () =>
    HttpResponse.json({
      items: [
        { id: 1, legal_name: customer.legal_name, name: 'Gasolinera Demo', station_count: 3 },
      ],
      total: 1,
    }),
  );
}

/** Any endpoint answering with an error body, e.g. failing('get', '/api/metrics', 500, '…'). */
export function failing(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  message: string,
  { origin = '', latency = 0 }: HandlerOptions = {},
): HttpHandler {
  return http[method]<never, never, ApiErrorBody>(url(origin, path), async () => {
    await wait(latency);
    return HttpResponse.json(errorBody(message), { status });
  });
}

/** An endpoint that never answers (network failure). */
export function unreachable(
  method: 'get' | 'post' | 'put',
  path: string,
  { origin = '' }: HandlerOptions = {},
): HttpHandler {
  return http[method](url(origin, path), () => HttpResponse.error());
}

/** Every endpoint above with its default behaviour. */
export function surtidorHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return [
    loginHandler(options),
    logoutHandler(options),
    ...userProfileHandlers(options),
    changePasswordHandler(options),
    authOptionsHandler(options),
    metricsHandler(options),
    gasStationsHandler(options),
    customersHandler(options),
    agencyHandler(options),
    ...reportsHandlers(options),
    // The top bar's unread badge is on every screen of the main layout.
    ...alertsHandlers(options),
    // The profile shows the alert notification settings.
    ...alertNoticeSettingsHandlers(options),
  ];
}
