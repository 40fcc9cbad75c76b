// An in-memory management backend for component tests and stories: gas stations (list with
// server-side search, detail, create/update/delete with the contract's refusals), states,
// registry lookup, operators, contacts, rival candidates and rivals, report configurations and
// volumetric options. Each call of managementHandlers() starts from fresh demo data.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  GasStationDetail,
  GasStationInput,
  RivalCandidate,
} from '@/api/generated/gasStations.gen';
import type { ReportSchedule } from '@/api/generated/reportSchedules.gen';
import type { GasStationRival } from '@/api/generated/rivals.gen';
import { hasPermitShape } from '@/lib/permits';
import type { HandlerOptions } from './handlers';

export const ASSET_ATTACHED = 'Ocurrió un error o la gasolinera tiene un activo asignado';
export const NO_REGISTRY_MATCH = 'Ninguna estación registrada coincide con ese permiso';
export const FREE_PERMIT = 'PL/8543/EXP/ES/2015';

const now = '2026-02-01T10:00:00.000Z';

function station(
  id: number,
  name: string,
  permission: string,
  city: string,
  state: string,
  overrides: Partial<GasStationDetail> = {},
): GasStationDetail {
  return {
    id,
    customer: { id: 1, name: 'Gasolinera Demo' },
    name,
    brand: 'Pemex',
    brand_photo_url: null,
    address: `Av. Principal ${id}00`,
    city,
    state,
    bombs: 6,
    permission,
    cre_place_id: 2700 + id,
    time_zone: 'America/Mexico_City',
    customer_gas_station_id: `AGS-0${id}`,
    latitude: 21.88,
    longitude: -102.29,
    shifts: [{ shift: 1, starts_at: '06:00', ends_at: '14:00' }],
    volumetric: { supplier_id: null, system_id: null, station_id: null },
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export const managementStations = (): GasStationDetail[] => [
  station(1, 'Servicio Lomas', 'PL/1404/EXP/ES/2015', 'Aguascalientes', 'Aguascalientes'),
  station(2, 'Servicio Aguascalientes', 'PL/1600/EXP/ES/2015', 'Aguascalientes', 'Aguascalientes'),
  station(3, 'Gasolinera Querétaro Centro', 'PL/5000/EXP/ES/2016', 'Querétaro', 'Querétaro', {
    brand: null,
    latitude: null,
    longitude: null,
  }),
];

const STATES = [
  {
    id: 1,
    code: '01',
    name: 'Aguascalientes',
    cities: ['Aguascalientes', 'Asientos', 'Calvillo', 'Jesús María'],
  },
  { id: 22, code: '22', name: 'Querétaro', cities: ['Corregidora', 'El Marqués', 'Querétaro'] },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const error = (
  status: number,
  message: string,
  errors?: { field: string; rule: string; message: string }[],
) => HttpResponse.json({ message, ...(errors ? { errors } : {}) }, { status });

export interface ManagementState {
  stations: GasStationDetail[];
  /** Station ids with an asset attached (delete is refused). */
  withAssets: Set<number>;
  rivals: GasStationRival[];
  schedules: Map<number, ReportSchedule[]>;
  requests: string[];
}

function schedulesFor(stationId: number): ReportSchedule[] {
  const types = [
    'weekly',
    'weekly_executive',
    'weekly_analytic',
    'monthly',
    'traffic_sensitivity',
    'customer_behavior',
    'price',
    'daily',
  ] as const;
  return types.map((type, i) => ({
    id: stationId * 100 + i,
    report_type: type,
    enabled: false,
    periodicity:
      type === 'monthly' ? 'monthly' : type === 'daily' || type === 'price' ? 'daily' : 'weekly',
    weekday: type === 'monthly' || type === 'daily' || type === 'price' ? null : 1,
    day_of_month: type === 'monthly' ? 1 : null,
    send_time: '08:00',
    channel: 'email',
    contact_ids: [],
    allowed: true,
    updated_at: now,
  }));
}

const candidates: RivalCandidate[] = [
  {
    place_id: 9320,
    permit: 'PL/8543/EXP/ES/2015',
    name: 'SERVICIOS GUZMAN, S. A.',
    brand: null,
    address: null,
    latitude: 21.89,
    longitude: -102.3,
    distance_km: 1.04,
    prices: { regular: 21.49, premium: 23.29, diesel: 22.79, price_date: '2022-01-13' },
    rival_id: null,
  },
  {
    place_id: 2470,
    permit: 'PL/731/EXP/ES/2015',
    name: 'SERVICIO MARTIN SA DE CV',
    brand: null,
    address: null,
    latitude: 21.87,
    longitude: -102.28,
    distance_km: 1.2,
    prices: { regular: 21.59, premium: null, diesel: 22.99, price_date: '2022-01-13' },
    rival_id: null,
  },
];

export function managementHandlers(
  { origin = '' }: HandlerOptions = {},
  state: ManagementState = {
    stations: managementStations(),
    withAssets: new Set([2]),
    rivals: [],
    schedules: new Map(),
    requests: [],
  },
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const find = (id: number) => state.stations.find((s) => s.id === id);
  const summary = (s: GasStationDetail) => ({
    id: s.id,
    name: s.name,
    permission: s.permission,
    brand: s.brand,
    city: s.city,
    state: s.state,
    address: s.address,
    customer_id: s.customer.id,
  });
  const save = (input: GasStationInput, existing?: GasStationDetail): GasStationDetail => ({
    ...(existing ?? station(Math.max(0, ...state.stations.map((s) => s.id)) + 1, '', '', '', '')),
    name: input.name,
    brand: input.brand,
    address: input.address,
    city: input.city,
    state: input.state,
    bombs: input.bombs,
    permission: input.permission,
    time_zone: input.time_zone ?? 'America/Mexico_City',
    customer_gas_station_id: input.customer_gas_station_id ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    shifts: input.shifts ?? [],
    volumetric: {
      supplier_id: input.volumetric?.system_id ? 1 : null,
      system_id: input.volumetric?.system_id ?? null,
      station_id: input.volumetric?.station_id ?? null,
    },
    updated_at: new Date().toISOString(),
  });
  const refuseTaken = (input: GasStationInput, id?: number) =>
    state.stations.some((s) => s.permission === input.permission && s.id !== id)
      ? error(409, 'Ya existe una gasolinera con ese permiso', [
          {
            field: 'body.permission',
            rule: 'unique',
            message: 'Ya existe una gasolinera con ese permiso',
          },
        ])
      : null;

  return [
    http.get(at('/api/gas_stations'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.requests.push(`GET /api/gas_stations?${params.toString()}`);
      const term = fold(params.get('search') ?? '');
      const items = state.stations
        .filter((s) => !term || fold(`${s.name} ${s.permission} ${s.city ?? ''}`).includes(term))
        .sort((a, b) => a.name.localeCompare(b.name));
      const limit = Number(params.get('items') ?? 1000);
      return HttpResponse.json({ items: items.slice(0, limit).map(summary), total: items.length });
    }),
    http.post(at('/api/gas_stations'), async ({ request }) => {
      const input = (await request.json()) as GasStationInput;
      const taken = refuseTaken(input);
      if (taken) return taken;
      const created = save(input);
      state.stations.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(at('/api/gas_stations/volumetric_options'), () =>
      HttpResponse.json({
        suppliers: [
          { id: 1, name: 'Controles MX', alias: 'cmx', systems: [{ id: 7, name: 'CM Cloud' }] },
        ],
      }),
    ),
    http.get(at('/api/gas_stations/:id/operators'), () =>
      HttpResponse.json({
        items: [
          { id: 1, name: 'Ana Administradora', email: 'admin@demo.surtidor.mx', role: 'Admin' },
          { id: 2, name: 'Eduardo Editor', email: 'editor@demo.surtidor.mx', role: 'Editor' },
        ],
        total: 2,
      }),
    ),
    http.get(at('/api/gas_stations/contacts/:id'), () =>
      HttpResponse.json({
        items: [
          { id: 11, name: 'Ana Ruiz', email: 'ana@example.com', telephone: null },
          { id: 12, name: 'Luis Mora', email: null, telephone: '4491234567' },
        ],
        total: 2,
      }),
    ),
    http.get(at('/api/gas_stations/rivals/city/:permission'), ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      state.requests.push(`GET ${new URL(request.url).pathname}?${query.toString()}`);
      const own = state.stations.find((s) => s.permission === params.permission);
      if (!own) return error(404, 'Gasolinera no encontrada');
      const search = fold(query.get('search') ?? '');
      if (!search && own.latitude === null) return error(422, 'La gasolinera no tiene coordenadas');
      const items = candidates
        .filter((c) => !search || fold(`${c.name} ${c.permit}`).includes(search))
        .map((c) => ({
          ...c,
          rival_id:
            state.rivals.find((r) => r.gas_station_id === own.id && r.cre_place_id === c.place_id)
              ?.id ?? null,
        }));
      return HttpResponse.json({
        station: {
          id: own.id,
          name: own.name,
          permission: own.permission,
          latitude: own.latitude,
          longitude: own.longitude,
        },
        items,
        total: items.length,
      });
    }),
    http.get(at('/api/gas_stations/:id/reports_configurations'), ({ params }) => {
      const id = Number(params.id);
      if (!state.schedules.has(id)) state.schedules.set(id, schedulesFor(id));
      const items = state.schedules.get(id)!;
      return HttpResponse.json({ items, total: items.length });
    }),
    http.put(at('/api/gas_station_reports_configurations/:id'), async ({ params, request }) => {
      const body = (await request.json()) as Omit<ReportSchedule, 'id'>;
      state.requests.push(
        `PUT /api/gas_station_reports_configurations/${String(params.id)} ${JSON.stringify(body)}`,
      );
      for (const list of state.schedules.values()) {
        const index = list.findIndex((c) => c.id === Number(params.id));
        if (index >= 0) {
          if (body.enabled && body.channel === 'whatsapp' && body.contact_ids.includes(11)) {
            return error(400, 'Un contacto elegido no tiene teléfono para WhatsApp', [
              {
                field: 'body.contact_ids',
                rule: 'channel',
                message: 'Un contacto elegido no tiene teléfono para WhatsApp',
              },
            ]);
          }
          list[index] = { ...list[index]!, ...body, updated_at: new Date().toISOString() };
          return HttpResponse.json(list[index]);
        }
      }
      return error(404, 'Configuración de reporte no encontrada');
    }),
    http.get(at('/api/gas_stations/:id'), ({ params }) => {
      const found = find(Number(params.id));
      return found ? HttpResponse.json(found) : error(404, 'Gasolinera no encontrada');
    }),
    http.put(at('/api/gas_stations/:id'), async ({ params, request }) => {
      const existing = find(Number(params.id));
      if (!existing) return error(404, 'Gasolinera no encontrada');
      const input = (await request.json()) as GasStationInput;
      const taken = refuseTaken(input, existing.id);
      if (taken) return taken;
      const saved = save(input, existing);
      state.stations = state.stations.map((s) => (s.id === saved.id ? saved : s));
      return HttpResponse.json(saved);
    }),
    http.put(at('/api/gas_stations/:id/brand_photo'), async ({ params, request }) => {
      const existing = find(Number(params.id));
      if (!existing) return error(404, 'Gasolinera no encontrada');
      const form = await request.formData();
      const file = form.get('file');
      // Duck-typed: under jsdom the page's File and the fetch layer's Blob differ.
      if (!file || typeof file === 'string') return error(400, 'Falta la foto');
      existing.brand_photo_url = `/api/photos/${'p'.repeat(32)}.png`;
      state.requests.push(`PUT /api/gas_stations/${existing.id}/brand_photo ${file.size}`);
      return HttpResponse.json(existing);
    }),
    http.delete(at('/api/gas_stations/:id/brand_photo'), ({ params }) => {
      const existing = find(Number(params.id));
      if (!existing) return error(404, 'Gasolinera no encontrada');
      existing.brand_photo_url = null;
      return HttpResponse.json(existing);
    }),
    http.delete(at('/api/gas_stations/:id'), ({ params }) => {
      const id = Number(params.id);
      if (state.withAssets.has(id)) return error(409, ASSET_ATTACHED);
      if (!find(id)) return error(404, 'Gasolinera no encontrada');
      state.stations = state.stations.filter((s) => s.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(at('/api/states'), () =>
      HttpResponse.json({
        items: STATES.map(({ id, code, name }) => ({ id, code, name })),
        total: STATES.length,
      }),
    ),
    http.get(at('/api/states/:id'), ({ params }) => {
      const found = STATES.find((s) => s.id === Number(params.id));
      return found ? HttpResponse.json(found) : error(404, 'Estado no encontrado');
    }),
    http.get(at('/api/registry/stations'), ({ request }) => {
      const permit = new URL(request.url).searchParams.get('permit');
      if (permit !== FREE_PERMIT) return error(404, NO_REGISTRY_MATCH);
      return HttpResponse.json({
        place_id: 9320,
        permit,
        name: 'SERVICIOS GUZMAN, S. A.',
        brand: null,
        address: null,
        latitude: 21.8912,
        longitude: -102.3011,
        prices: { regular: 21.49, premium: 23.29, diesel: 22.79, price_date: '2022-01-13' },
        registered_as: null,
      });
    }),
    http.get(at('/api/gas_station_rivals'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('gas_station_id'));
      return HttpResponse.json({ items: state.rivals.filter((r) => r.gas_station_id === id) });
    }),
    http.post(at('/api/gas_station_rivals'), async ({ request }) => {
      const { gas_station_rivals: body } = (await request.json()) as {
        gas_station_rivals: {
          gas_station_id: number;
          permission: string;
          name: string;
          address: string;
        };
      };
      // As the server: a permit the registry lacks is kept unlinked when its shape is valid.
      const place = candidates.find((c) => c.permit === body.permission);
      if (!place && !hasPermitShape(body.permission)) {
        return error(
          422,
          `El permiso ${body.permission} no tiene la forma de un permiso de la CRE`,
        );
      }
      const rival: GasStationRival = {
        id: state.rivals.length + 1,
        gas_station_id: body.gas_station_id,
        cre_place_id: place?.place_id ?? null,
        permission: body.permission,
        name: body.name,
        address: body.address,
        color: null,
        created_at: now,
      };
      state.rivals.push(rival);
      return HttpResponse.json(rival, { status: 201 });
    }),
    http.delete(at('/api/gas_station_rivals/:id'), ({ params }) => {
      state.rivals = state.rivals.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export function managementState(overrides: Partial<ManagementState> = {}): ManagementState {
  return {
    stations: managementStations(),
    withAssets: new Set([2]),
    rivals: [],
    schedules: new Map(),
    requests: [],
    ...overrides,
  };
}
