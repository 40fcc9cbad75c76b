// A volumetric supplier's API on a loopback port, for connector tests and the pull benchmark:
// POST /auth/login {usuario, clave} -> {data: {access_token}}; POST /api/ventas with
// {filtro: {desde, hasta, estacion}} or GET /api/ventas?desde=&hasta=&estacion= -> nested
// records {resultado: {tickets: [...]}}, generated deterministically per station and day.
// /api/reportes, asked the same way, serves the station's SAT report file of the day that a
// test put in `reports` (JSON or zip, named by Content-Disposition), or 404.
// Switches make it misbehave the ways real suppliers do.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_USER = 'surtidor';
export const FAKE_PASSWORD = 'clave-secreta-123';

export interface FakeRecord {
  folio: string;
  fecha_hora: string;
  despachador: { nombre: string };
  bomba: number;
  producto: { clave: number };
  forma_pago: number;
  litros: number;
  precio_unitario: number;
  importe: number;
}

export interface FakeSupplierOptions {
  /** Records per station and day (default 5). */
  recordsPerDay?: number;
}

export type FakeMode = 'ok' | 'malformed' | 'slow' | 'error500' | 'oversized' | 'redirect';

/** A SAT report file the fake serves for a station and day. */
export interface FakeReportFile {
  /** Sent as Content-Disposition's filename; none when null. */
  name: string | null;
  body: Buffer;
}

export interface FakeSupplier {
  url: string;
  /** Calls received, by path ('/auth/login', '/api/ventas'). */
  calls: { path: string; method: string; body: string; authorization: string | null }[];
  tokenCalls(): number;
  /** Every token issued so far stops working: the next data call answers 401. */
  expireTokens(): void;
  setMode(mode: FakeMode): void;
  recordsPerDay: number;
  /** Records a day's answer should change or add: `${station}|${day}` -> edit. */
  overrides: Map<string, (records: FakeRecord[]) => FakeRecord[]>;
  /** The SAT report file /api/reportes serves: `${station}|${day}` -> file. */
  reports: Map<string, FakeReportFile>;
  close(): Promise<void>;
}

/** The day's records for a station: the same every time for the same inputs. */
export function fakeRecords(station: string, day: string, count: number): FakeRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const seconds = Math.floor((i * 86_399) / Math.max(count, 1));
    const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
    const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
    const ss = String(seconds % 60).padStart(2, '0');
    const litros = Math.round((10 + (i % 37)) * 1000) / 1000;
    const precio = 22.5 + (i % 3);
    return {
      folio: `${station}-${day.replace(/-/g, '')}-${String(i + 1).padStart(5, '0')}`,
      fecha_hora: `${day} ${hh}:${mm}:${ss}`,
      despachador: { nombre: `Despachador ${(i % 4) + 1}` },
      bomba: (i % 8) + 1,
      producto: { clave: (i % 3) + 1 },
      forma_pago: (i % 2) + 1,
      litros,
      precio_unitario: precio,
      importe: Math.round(litros * precio * 100) / 100,
    };
  });
}

export async function startFakeSupplier(options: FakeSupplierOptions = {}): Promise<FakeSupplier> {
  let mode: FakeMode = 'ok';
  let generation = 0;
  let issued = 0;
  const valid = new Set<string>();
  const calls: FakeSupplier['calls'] = [];
  const state = {
    recordsPerDay: options.recordsPerDay ?? 5,
    overrides: new Map<string, (records: FakeRecord[]) => FakeRecord[]>(),
    reports: new Map<string, FakeReportFile>(),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push({
        path: url.pathname,
        method: req.method ?? '',
        body,
        authorization: req.headers.authorization ?? null,
      });
      if (url.pathname === '/auth/login' && req.method === 'POST') {
        const input = JSON.parse(body || '{}') as { usuario?: string; clave?: string };
        if (input.usuario !== FAKE_USER || input.clave !== FAKE_PASSWORD)
          return json(res, 401, { error: 'credenciales' });
        issued += 1;
        const token = `tok-${generation}-${issued}-abcdefghijkl`;
        valid.add(token);
        return json(res, 200, { data: { access_token: token } });
      }
      if (url.pathname === '/api/ventas' || url.pathname === '/api/reportes') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!valid.has(token)) return json(res, 401, { error: 'token vencido' });
        let filtro: { desde?: string; hasta?: string; estacion?: string };
        if (req.method === 'POST') {
          filtro = (JSON.parse(body || '{}') as { filtro?: typeof filtro }).filtro ?? {};
        } else {
          filtro = {
            desde: url.searchParams.get('desde') ?? undefined,
            hasta: url.searchParams.get('hasta') ?? undefined,
            estacion: url.searchParams.get('estacion') ?? undefined,
          };
        }
        const day = String(filtro.desde ?? '').slice(0, 10);
        const station = String(filtro.estacion ?? '');
        if (url.pathname === '/api/reportes') {
          const file = state.reports.get(`${station}|${day}`);
          if (!file) return json(res, 404, { error: 'sin reportes' });
          res.writeHead(200, {
            'content-type': file.body[0] === 0x50 ? 'application/zip' : 'application/json',
            ...(file.name ? { 'content-disposition': `attachment; filename="${file.name}"` } : {}),
          });
          return res.end(file.body);
        }
        switch (mode) {
          case 'malformed':
            res.writeHead(200, { 'content-type': 'application/json' });
            return res.end('{"resultado": {"tickets": [');
          case 'error500':
            return json(res, 500, { error: 'interno' });
          case 'redirect':
            res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
            return res.end();
          case 'slow':
            // Never answers within any limit the connector allows; closed by close().
            return;
          case 'oversized': {
            res.writeHead(200, { 'content-type': 'application/json' });
            // Streamed with no content-length: the cap must hold while reading.
            const piece = Buffer.alloc(64 * 1024, 'a');
            let sent = 0;
            res.write('{"resultado":"');
            const pump = () => {
              while (sent < 40 * 1024 * 1024) {
                sent += piece.length;
                if (!res.write(piece)) return res.once('drain', pump);
              }
              res.end('"}');
            };
            res.on('error', () => undefined);
            return pump();
          }
          default: {
            let records = fakeRecords(station, day, state.recordsPerDay);
            const edit = state.overrides.get(`${station}|${day}`);
            if (edit) records = edit(records);
            return json(res, 200, { resultado: { estacion: station, tickets: records } });
          }
        }
      }
      json(res, 404, { error: 'no existe' });
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    tokenCalls: () => calls.filter((c) => c.path === '/auth/login').length,
    expireTokens() {
      generation += 1;
      valid.clear();
    },
    setMode(next) {
      mode = next;
    },
    get recordsPerDay() {
      return state.recordsPerDay;
    },
    set recordsPerDay(n: number) {
      state.recordsPerDay = n;
    },
    overrides: state.overrides,
    reports: state.reports,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A system input for the fake supplier (POST data request with a JSON body). */
export function fakeSystemInput(baseUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nube de prueba',
    data_url: `${baseUrl}/api/ventas`,
    data_method: 'POST',
    data_body: JSON.stringify({ filtro: { desde: null, hasta: null }, pagina: 1 }),
    token_url: `${baseUrl}/auth/login`,
    token_method: 'POST',
    token_body: JSON.stringify({ usuario: FAKE_USER, clave: FAKE_PASSWORD }),
    token_path: '$.data.access_token',
    params: {
      start_date: { in: 'body', path: 'filtro.desde' },
      end_date: { in: 'body', path: '$.filtro.hasta' },
      station_id: { in: 'body', path: 'filtro.estacion' },
    },
    date_format: 'YYYY-MM-DD HH:MM:SS',
    records_path: '$.resultado.tickets[*]',
    mapper: {
      folio: '$.folio',
      time: '$.fecha_hora',
      employee: '$.despachador.nombre',
      pump: '$.bomba',
      product: '$.producto.clave',
      payment_type: '$.forma_pago',
      volume: '$.litros',
      price: '$.precio_unitario',
      amount: '$.importe',
    },
    pull_interval_minutes: 60,
    look_back_days: 1,
    ...overrides,
  };
}
