// An in-memory users and contacts backend for component tests and stories: list with search,
// create (409 'email is already taken' for a used e-mail), edit, delete, forwarding invite,
// photos, contacts and gas users.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Contact, ContactInput } from '@/api/generated/contacts.gen';
import type { UserCreate, UserDetail, UserUpdate } from '@/api/generated/users.gen';
import type { HandlerOptions } from './handlers';

export const EMAIL_TAKEN = 'Ocurrió un error o el correo ya está registrado';
const ROLE_NAMES = { 1: 'Admin', 2: 'Editor', 3: 'Visor', 4: 'Proveedor' } as const;
const STATIONS: Record<number, string> = {
  1: 'Servicio Lomas',
  2: 'Servicio Aguascalientes',
  3: 'Gasolinera Querétaro Centro',
};

const noReports = {
  weekly_executive: false,
  weekly_analytic: false,
  monthly: false,
  price: false,
  customer_behavior: false,
  traffic_sensitivity: false,
};
const flags = (on: boolean) => ({ dashboard: on, files: on, vms: on, data: on, settings: on });

function user(
  id: number,
  name: string,
  email: string,
  roleId: 1 | 2 | 3,
  stationIds: number[],
  pending = false,
): UserDetail {
  return {
    id,
    name,
    email,
    username: email.split('@')[0]!,
    telephone: roleId === 2 ? '4491234567' : null,
    role: { id: roleId, name: ROLE_NAMES[roleId] },
    customer: roleId === 1 ? null : { id: 1, name: 'Gasolinera Demo' },
    profile_picture_url: null,
    gas_stations: stationIds.map((s) => ({ id: s, name: STATIONS[s]! })),
    permissions: flags(roleId !== 3),
    report_permissions: noReports,
    invitation_pending: pending,
    last_invited_at: null,
  };
}

export interface UsersState {
  users: UserDetail[];
  contacts: Contact[];
  requests: string[];
}

export function usersState(overrides: Partial<UsersState> = {}): UsersState {
  return {
    users: [
      user(1, 'Ana Administradora', 'admin@demo.surtidor.mx', 1, []),
      user(2, 'Eduardo Editor', 'editor@demo.surtidor.mx', 2, [1, 2, 3]),
      user(3, 'Valeria Visor', 'visor@demo.surtidor.mx', 3, [1], true),
    ],
    contacts: [
      {
        id: 11,
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        telephone: null,
        customer_id: 1,
        gas_stations: [{ id: 1, name: STATIONS[1]! }],
      },
    ],
    requests: [],
    ...overrides,
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const refuse = (status: number, message: string, field?: string, rule?: string) =>
  HttpResponse.json(
    { message, ...(field ? { errors: [{ field, rule, message }] } : {}) },
    { status },
  );

export function usersHandlers(
  { origin = '' }: HandlerOptions = {},
  state: UsersState = usersState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const apply = (input: UserCreate | UserUpdate, base: UserDetail): UserDetail => ({
    ...base,
    name: input.name,
    email: input.email,
    telephone: input.telephone ?? null,
    role: { id: input.user_role_id, name: ROLE_NAMES[input.user_role_id] },
    gas_stations: input.gas_station_ids.map((s) => ({
      id: s,
      name: STATIONS[s] ?? `Estación ${s}`,
    })),
    permissions: input.permissions,
    report_permissions: input.report_permissions,
  });
  const taken = (email: string, exceptId?: number) =>
    state.users.some((u) => u.email.toLowerCase() === email.toLowerCase() && u.id !== exceptId);
  return [
    http.get(at('/api/users'), ({ request }) => {
      const search = fold(new URL(request.url).searchParams.get('search') ?? '');
      const items = state.users.filter(
        (u) => !search || fold(`${u.name} ${u.email}`).includes(search),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post(at('/api/user_profiles'), async ({ request }) => {
      const input = (await request.json()) as UserCreate;
      state.requests.push(`POST /api/user_profiles ${JSON.stringify(input)}`);
      if (taken(input.email)) return refuse(409, EMAIL_TAKEN, 'body.email', 'unique');
      const created = apply(
        input,
        user(Math.max(...state.users.map((u) => u.id)) + 1, '', '', 3, []),
      );
      state.users.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(at('/api/users/:id/photo'), ({ params }) => {
      const found = state.users.find((u) => u.id === Number(params.id))!;
      found.profile_picture_url = `/api/photos/${'u'.repeat(32)}.png`;
      return HttpResponse.json(found);
    }),
    http.delete(at('/api/users/:id/photo'), ({ params }) => {
      const found = state.users.find((u) => u.id === Number(params.id))!;
      found.profile_picture_url = null;
      return HttpResponse.json(found);
    }),
    http.post(at('/api/users/:id/forwarding_invite'), ({ params }) => {
      const found = state.users.find((u) => u.id === Number(params.id));
      if (!found) return refuse(404, 'Usuario no encontrado');
      state.requests.push(`POST /api/users/${found.id}/forwarding_invite`);
      found.invitation_pending = true;
      return HttpResponse.json({
        message: 'Invitación enviada correctamente',
        sent_to: found.email,
      });
    }),
    http.put(at('/api/users/:id'), async ({ params, request }) => {
      const index = state.users.findIndex((u) => u.id === Number(params.id));
      if (index < 0) return refuse(404, 'Usuario no encontrado');
      const input = (await request.json()) as UserUpdate;
      state.requests.push(`PUT /api/users/${params.id} ${JSON.stringify(input)}`);
      if (taken(input.email, Number(params.id)))
        return refuse(409, EMAIL_TAKEN, 'body.email', 'unique');
      state.users[index] = apply(input, state.users[index]!);
      return HttpResponse.json(state.users[index]);
    }),
    http.delete(at('/api/users/:id'), ({ params }) => {
      if (Number(params.id) === 2) return refuse(409, 'No puedes eliminar tu propio usuario');
      state.users = state.users.filter((u) => u.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(at('/api/gas_users'), ({ request }) => {
      const search = fold(new URL(request.url).searchParams.get('search') ?? '');
      const items = state.users
        .filter((u) => !search || fold(`${u.name} ${u.email}`).includes(search))
        .map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          role: u.role?.name ?? null,
          gas_stations: u.gas_stations,
        }));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get(at('/api/contacts'), () =>
      HttpResponse.json({ items: state.contacts, total: state.contacts.length }),
    ),
    http.post(at('/api/contacts'), async ({ request }) => {
      const input = (await request.json()) as ContactInput;
      const contact: Contact = {
        id: 100 + state.contacts.length,
        name: input.name,
        email: input.email ?? null,
        telephone: input.telephone ?? null,
        customer_id: 1,
        gas_stations: input.gas_station_ids.map((s) => ({
          id: s,
          name: STATIONS[s] ?? `Estación ${s}`,
        })),
      };
      state.contacts.push(contact);
      return HttpResponse.json(contact, { status: 201 });
    }),
    http.put(at('/api/contacts/:id'), async ({ params, request }) => {
      const input = (await request.json()) as ContactInput;
      const index = state.contacts.findIndex((c) => c.id === Number(params.id));
      state.contacts[index] = {
        ...state.contacts[index]!,
        name: input.name,
        email: input.email ?? null,
        telephone: input.telephone ?? null,
      };
      return HttpResponse.json(state.contacts[index]);
    }),
    http.delete(at('/api/contacts/:id'), ({ params }) => {
      state.contacts = state.contacts.filter((c) => c.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
