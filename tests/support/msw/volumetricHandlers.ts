// An in-memory volumetric backend for component tests and stories: two suppliers (one with two
// systems and linked stations, one without systems), create with the 409 of a taken name or
// alias, systems with write-only secrets (left out keeps, null clears), 'Probar conexión' with
// a row that does not map, and pulls. Each call of volumetricState() starts from fresh data.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Error as ApiErrorBody,
  PullVolumetricSystemApiResponse,
  VolumetricConnectionTest,
  VolumetricConnectionTestInput,
  VolumetricSupplier,
  VolumetricSupplierInput,
  VolumetricSupplierList,
  VolumetricSystem,
  VolumetricSystemInput,
  VolumetricSystemSummary,
} from '@/api/generated/volumetric.gen';
import type { HandlerOptions } from './handlers';

export const SUPPLIER_TAKEN = 'Ya existe un proveedor con ese nombre o alias';
export const SYSTEM_NOT_FOUND = 'Sistema no encontrado';

const now = '2026-02-10T12:00:00.000Z';

interface StoredSupplier {
  id: number;
  name: string;
  alias: string;
  created_at: string;
}

/** A saved system with its secrets, which the API never returns. */
export interface StoredSystem extends Omit<
  VolumetricSystem,
  'static_token_set' | 'token_body_set'
> {
  static_token: string | null;
  token_body: string | null;
}

export interface VolumetricState {
  suppliers: StoredSupplier[];
  systems: StoredSystem[];
  /** Bodies of the calls that change or try something, in order. */
  requests: { method: string; path: string; body: unknown }[];
  /** What 'Probar conexión' answers. */
  connectionTest: VolumetricConnectionTest;
}

export function demoSystem(overrides: Partial<StoredSystem> = {}): StoredSystem {
  return {
    id: 7,
    volumetric_supplier_id: 1,
    name: 'CM Cloud',
    data_url: 'https://api.controlesmx.example/v2/ventas',
    data_method: 'POST',
    data_body: '{"filters":{"from":"","to":"","station":""}}',
    token_url: 'https://api.controlesmx.example/v2/token',
    token_method: 'POST',
    token_path: '$.access_token',
    token_body: '{"user":"surtidor","password":"s3creto"}',
    static_token: null,
    params: {
      start_date: { in: 'body', path: 'filters.from' },
      end_date: { in: 'body', path: 'filters.to' },
      station_id: { in: 'body', path: 'filters.station' },
    },
    date_format: 'YYYY-MM-DD HH:MM:SS',
    records_path: '$.data.tickets[*]',
    mapper: {
      folio: '$.folio',
      time: '$.fecha',
      employee: '$.despachador',
      pump: '$.bomba',
      product: '$.producto',
      payment_type: '$.tipo_pago',
      volume: '$.litros',
      price: '$.precio',
      amount: '$.importe',
    },
    pull_interval_minutes: 60,
    look_back_days: 1,
    reports_url: null,
    created_at: now,
    updated_at: now,
    stations: [
      {
        gas_station_id: 1,
        gas_station_name: 'Servicio Lomas',
        volumetric_station_id: 'CMX-0142',
        time_zone: 'America/Mexico_City',
        cursor_date: '2026-02-09',
        last_run_at: '2026-02-10T11:00:00.000Z',
        last_success_at: '2026-02-10T11:00:00.000Z',
        last_error: null,
        last_error_at: null,
        tickets_received: 1840,
        reports_received: 31,
        last_report_refusal: null,
        last_report_refusal_at: null,
      },
      {
        gas_station_id: 2,
        gas_station_name: 'Servicio Aguascalientes',
        volumetric_station_id: 'CMX-0977',
        time_zone: 'America/Mexico_City',
        cursor_date: '2026-02-07',
        last_run_at: '2026-02-10T11:00:00.000Z',
        last_success_at: '2026-02-08T11:00:00.000Z',
        last_error: 'El proveedor respondió 503',
        last_error_at: '2026-02-10T11:00:00.000Z',
        tickets_received: 920,
        reports_received: 0,
        last_report_refusal: null,
        last_report_refusal_at: null,
      },
    ],
    ...overrides,
  };
}

export function demoConnectionTest(): VolumetricConnectionTest {
  return {
    ok: false,
    steps: [
      {
        step: 'token',
        request: {
          method: 'POST',
          url: 'https://api.controlesmx.example/v2/token',
          headers: { 'Content-Type': 'application/json' },
          body: '{"user":"surtidor","password":"****"}',
        },
        status: 200,
        duration_ms: 182,
        excerpt: '{"access_token":"****","expires_in":3600}',
        error: null,
      },
      {
        step: 'data',
        request: {
          method: 'POST',
          url: 'https://api.controlesmx.example/v2/ventas',
          headers: { Authorization: 'Bearer ****', 'Content-Type': 'application/json' },
          body: '{"filters":{"from":"2026-02-09 00:00:00","to":"2026-02-09 23:59:59","station":"CMX-0142"}}',
        },
        status: 200,
        duration_ms: 640,
        excerpt:
          '{"data":{"tickets":[{"folio":"A-1001","fecha":"2026-02-09 07:15:02","bomba":3,"producto":1,"tipo_pago":1,"litros":40.5,"precio":23.49,"importe":951.35},{"folio":"A-1002","fecha":"09/02/2026","bomba":0}]}}',
        error: null,
      },
    ],
    records_found: 2,
    rows: [
      {
        index: 0,
        values: {
          folio: 'A-1001',
          time: '2026-02-09 07:15:02',
          employee: null,
          pump: 3,
          product: 1,
          payment_type: 1,
          volume: 40.5,
          price: 23.49,
          amount: 951.35,
        },
        ticket: {
          folio: 'A-1001',
          sold_at: '2026-02-09T13:15:02.000Z',
          local_time: '2026-02-09 07:15:02',
          employee: null,
          pump: 3,
          product: 1,
          payment_type: 1,
          volume: 40.5,
          price: 23.49,
          amount: 951.35,
        },
        errors: [],
      },
      {
        index: 1,
        values: { folio: 'A-1002', time: '09/02/2026', pump: 0 },
        ticket: null,
        errors: [
          { field: 'time', message: "La fecha y hora debe tener el formato 'YYYY-MM-DD HH:MM:SS'" },
          { field: 'pump', message: 'La bomba debe ser un número desde 1' },
        ],
      },
    ],
  };
}

export function volumetricState(): VolumetricState {
  return {
    suppliers: [
      { id: 1, name: 'Controles MX', alias: 'cmx', created_at: '2026-01-15T16:30:00.000Z' },
      { id: 2, name: 'Volumétricos del Bajío', alias: 'vbajio', created_at: now },
    ],
    systems: [
      demoSystem(),
      demoSystem({
        id: 8,
        name: 'CM Local',
        data_url: 'http://10.0.0.5:8080/tickets',
        data_method: 'GET',
        data_body: null,
        token_url: null,
        token_body: null,
        static_token: 'tok-123',
        params: {
          start_date: { in: 'query', path: 'desde' },
          end_date: { in: 'query', path: 'hasta' },
          station_id: { in: 'query', path: 'estacion' },
        },
        date_format: 'YYYY-MM-DD',
        stations: [],
      }),
    ],
    requests: [],
    connectionTest: demoConnectionTest(),
  };
}

/** The system as the API shows it: secrets only as whether one is set. */
export function publicSystem({
  static_token,
  token_body,
  ...rest
}: StoredSystem): VolumetricSystem {
  return { ...rest, static_token_set: static_token !== null, token_body_set: token_body !== null };
}

function summaryOf(system: StoredSystem): VolumetricSystemSummary {
  const errors = system.stations.filter((s) => s.last_error);
  const successes = system.stations.map((s) => s.last_success_at).filter(Boolean) as string[];
  return {
    id: system.id,
    name: system.name,
    data_url: system.data_url,
    pull_interval_minutes: system.pull_interval_minutes,
    stations_count: system.stations.length,
    last_success_at: successes.sort().at(-1) ?? null,
    last_error: errors[0]?.last_error ?? null,
    last_error_at: errors[0]?.last_error_at ?? null,
    tickets_received: system.stations.reduce((sum, s) => sum + s.tickets_received, 0),
  };
}

/** Applies an input the way the server does: a secret left out keeps, null clears. */
function applyInput(base: StoredSystem, input: VolumetricSystemInput): StoredSystem {
  const { static_token, token_body, ...plain } = input;
  return {
    ...base,
    ...plain,
    static_token: static_token === undefined ? base.static_token : static_token,
    token_body: token_body === undefined ? base.token_body : token_body,
    reports_url: plain.reports_url === undefined ? base.reports_url : plain.reports_url,
    updated_at: new Date().toISOString(),
  };
}

const notFound = () =>
  HttpResponse.json<ApiErrorBody>(
    { message: SYSTEM_NOT_FOUND, code: 'not_found' },
    { status: 404 },
  );

export function volumetricHandlers(
  { origin = '' }: HandlerOptions = {},
  state: VolumetricState = volumetricState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}/api/volumetric_suppliers${path}`;
  const supplierOf = (id: unknown) => state.suppliers.find((s) => s.id === Number(id));
  const systemOf = (supplierId: unknown, id: unknown) =>
    state.systems.find(
      (s) => s.id === Number(id) && s.volumetric_supplier_id === Number(supplierId),
    );
  const record = (method: string, path: string, body: unknown) =>
    state.requests.push({ method, path, body });

  return [
    http.get<never, never, VolumetricSupplierList>(at(''), () =>
      HttpResponse.json({
        items: [...state.suppliers]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((supplier) => {
            const systems = state.systems.filter((s) => s.volumetric_supplier_id === supplier.id);
            return {
              ...supplier,
              systems_count: systems.length,
              stations_count: systems.reduce((sum, s) => sum + s.stations.length, 0),
            };
          }),
      }),
    ),
    http.post<never, VolumetricSupplierInput, VolumetricSupplier | ApiErrorBody>(
      at(''),
      async ({ request }) => {
        const input = await request.json();
        record('POST', '/api/volumetric_suppliers', input);
        const fold = (text: string) => text.trim().toLowerCase();
        const taken = state.suppliers.some(
          (s) => fold(s.name) === fold(input.name) || fold(s.alias) === fold(input.alias),
        );
        if (taken) {
          return HttpResponse.json({ message: SUPPLIER_TAKEN, code: 'conflict' }, { status: 409 });
        }
        const supplier = {
          id: Math.max(0, ...state.suppliers.map((s) => s.id)) + 1,
          name: input.name.trim(),
          alias: input.alias.trim(),
          created_at: new Date().toISOString(),
        };
        state.suppliers.push(supplier);
        return HttpResponse.json({ ...supplier, systems: [] }, { status: 201 });
      },
    ),
    http.get<{ id: string }, never, VolumetricSupplier | ApiErrorBody>(at('/:id'), ({ params }) => {
      const supplier = supplierOf(params.id);
      if (!supplier) return notFound();
      const systems = state.systems.filter((s) => s.volumetric_supplier_id === supplier.id);
      return HttpResponse.json({ ...supplier, systems: systems.map(summaryOf) });
    }),
    http.post<
      { sid: string },
      VolumetricConnectionTestInput,
      VolumetricConnectionTest | ApiErrorBody
    >(at('/:sid/systems/test'), async ({ params, request }) => {
      const input = await request.json();
      record('POST', `/api/volumetric_suppliers/${params.sid}/systems/test`, input);
      if (!supplierOf(params.sid)) return notFound();
      if (input.system_id !== undefined && !systemOf(params.sid, input.system_id)) {
        return notFound();
      }
      return HttpResponse.json(state.connectionTest);
    }),
    http.post<{ sid: string }, VolumetricSystemInput, VolumetricSystem | ApiErrorBody>(
      at('/:sid/systems'),
      async ({ params, request }) => {
        const input = await request.json();
        record('POST', `/api/volumetric_suppliers/${params.sid}/systems`, input);
        if (!supplierOf(params.sid)) return notFound();
        const created = applyInput(
          demoSystem({
            id: Math.max(0, ...state.systems.map((s) => s.id)) + 1,
            volumetric_supplier_id: Number(params.sid),
            static_token: null,
            token_body: null,
            stations: [],
          }),
          input,
        );
        state.systems.push(created);
        return HttpResponse.json(publicSystem(created), { status: 201 });
      },
    ),
    http.get<{ sid: string; id: string }, never, VolumetricSystem | ApiErrorBody>(
      at('/:sid/systems/:id'),
      ({ params }) => {
        const system = systemOf(params.sid, params.id);
        return system ? HttpResponse.json(publicSystem(system)) : notFound();
      },
    ),
    http.put<{ sid: string; id: string }, VolumetricSystemInput, VolumetricSystem | ApiErrorBody>(
      at('/:sid/systems/:id'),
      async ({ params, request }) => {
        const input = await request.json();
        record('PUT', `/api/volumetric_suppliers/${params.sid}/systems/${params.id}`, input);
        const index = state.systems.findIndex((s) => s === systemOf(params.sid, params.id));
        if (index < 0) return notFound();
        state.systems[index] = applyInput(state.systems[index]!, input);
        return HttpResponse.json(publicSystem(state.systems[index]!));
      },
    ),
    http.post<{ sid: string; id: string }, never, PullVolumetricSystemApiResponse | ApiErrorBody>(
      at('/:sid/systems/:id/pull'),
      ({ params }) => {
        record('POST', `/api/volumetric_suppliers/${params.sid}/systems/${params.id}/pull`, null);
        const system = systemOf(params.sid, params.id);
        if (!system) return notFound();
        return HttpResponse.json({ queued: system.stations.length }, { status: 202 });
      },
    ),
  ];
}
