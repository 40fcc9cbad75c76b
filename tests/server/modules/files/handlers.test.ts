// GET /api/reports on the demo's reports tree: default folder, order, paging by continuation
// token, sorting, access by customer, and path tricks.
import type { ReportItem, ReportListResponse } from '@/api/generated/files.gen';
import { BAJIO_ROOT, EDITOR_ROOT, startFilesServer, type FilesTestServer } from './filesServer';

let server: FilesTestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startFilesServer();
  for (const user of ['admin', 'editor', 'visor', 'bajio', 'sinpermisos', 'proveedor']) {
    tokens[user] = await server.login(`${user}@demo.surtidor.mx`);
  }
});
afterAll(() => server?.close());

type Query = Record<string, string | number>;
const url = (query: Query = {}) =>
  `/api/reports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const list = (user: string, query: Query = {}) => server.get(url(query), tokens[user]);

async function page(user: string, query: Query = {}): Promise<ReportListResponse['data']> {
  const res = await list(user, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as ReportListResponse).data;
}

/** Every entry of a folder, following tokens page by page. */
async function walk(user: string, query: Query): Promise<{ items: ReportItem[]; pages: number }> {
  const items: ReportItem[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const data = await page(user, { ...query, ...(token ? { continuationToken: token } : {}) });
    items.push(...data.items);
    token = data.pagination.nextContinuationToken;
    pages += 1;
  } while (token && pages < 100);
  return { items, pages };
}

const stationFolder = async () => (await page('editor')).items.find((i) => i.type === 'folder')!;

describe('listing a folder', () => {
  it("lists the customer's folder by default: stations first, then files, by name", async () => {
    const data = await page('editor');
    expect(data.prefix).toBe(EDITOR_ROOT);
    expect(data.items.map((i) => [i.type, i.name])).toEqual([
      ['folder', 'AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV'],
      ['folder', 'AGS-02 SERVICIO AGUASCALIENTES, SA'],
      ['folder', 'AGS-03 GASOLINERA ASTRA SA DE CV'],
      ['folder', 'QRO-01 ESTACION SUR PONIENTE SA DE CV'],
      ['folder', 'QRO-02 NOVOGAS PANAMERICANA, S.A. DE C.V.'],
      ['file', 'Resumen de estaciones enero de 2022.csv'],
    ]);
    expect(data.pagination).toEqual({
      maxKeys: 10,
      totalItems: 6,
      totalPages: 1,
      nextContinuationToken: null,
    });
    const summary = data.items[5]!;
    expect(summary).toMatchObject({
      path: `${EDITOR_ROOT}Resumen de estaciones enero de 2022.csv`,
      type: 'file',
      lastModified: '2022-02-01T14:00:00.000Z',
      folderWithItems: false,
    });
    expect(summary.size).toBeGreaterThan(1000);
    expect(typeof summary.id).toBe('number');
  });

  it('tells full folders from empty ones, with accents and spaces in their names', async () => {
    const station = await stationFolder();
    expect(station.folderWithItems).toBe(true);
    const data = await page('editor', { prefix: station.path });
    expect(data.items.map((i) => [i.name, i.folderWithItems])).toEqual([
      ['Documentación técnica', false],
      ['Facturación', false],
      ['Reportes diarios', true],
      ['Reportes mensuales', true],
      ['Reportes semanales', true],
    ]);
    const empty = await page('editor', { prefix: `${station.path}Facturación/` });
    expect(empty.items).toEqual([]);
    expect(empty.pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
  });

  it('accepts a prefix without its final slash and in decomposed Unicode', async () => {
    const station = await stationFolder();
    const decomposed = `${station.path}Facturación`.normalize('NFD');
    const data = await page('editor', { prefix: decomposed });
    expect(data.prefix).toBe(`${station.path}Facturación/`);
  });

  it('follows continuation tokens to the end, each entry exactly once, in the same order', async () => {
    const daily = `${(await stationFolder()).path}Reportes diarios/`;
    const whole = await page('editor', { prefix: daily, maxKeys: 50 });
    expect(whole.items).toHaveLength(8);
    const { items, pages } = await walk('editor', { prefix: daily, maxKeys: 3 });
    expect(pages).toBe(3);
    expect(items.map((i) => i.path)).toEqual(whole.items.map((i) => i.path));
    const first = await page('editor', { prefix: daily, maxKeys: 3 });
    expect(first.pagination).toMatchObject({ maxKeys: 3, totalItems: 8, totalPages: 3 });
    expect(first.items.map((i) => i.name)).toEqual([
      'Precios de la competencia 2022-01-08.csv',
      'Precios de la competencia 2022-01-09.csv',
      'Precios de la competencia 2022-01-11.csv',
    ]);
  });

  it('pages across the boundary between folders and files', async () => {
    const station = await stationFolder();
    await page('editor', { prefix: station.path });
    const top = await walk('editor', { maxKeys: 4 });
    expect(top.pages).toBe(2);
    expect(top.items.map((i) => i.type)).toEqual([
      'folder',
      'folder',
      'folder',
      'folder',
      'folder',
      'file',
    ]);
  });

  it('sorts by name descending with folders still first', async () => {
    const data = await page('editor', { sortDirection: 'desc' });
    expect(data.items.map((i) => i.name)).toEqual([
      'QRO-02 NOVOGAS PANAMERICANA, S.A. DE C.V.',
      'QRO-01 ESTACION SUR PONIENTE SA DE CV',
      'AGS-03 GASOLINERA ASTRA SA DE CV',
      'AGS-02 SERVICIO AGUASCALIENTES, SA',
      'AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV',
      'Resumen de estaciones enero de 2022.csv',
    ]);
    const { items } = await walk('editor', { sortDirection: 'desc', maxKeys: 4 });
    expect(items.map((i) => i.name)).toEqual(data.items.map((i) => i.name));
  });

  it('sorts by last modification both ways, folders among files, paging on the same order', async () => {
    const station = await stationFolder();
    const asc = await walk('editor', { prefix: station.path, sortKey: 'lastModified', maxKeys: 2 });
    const dates = asc.items.map((i) => i.lastModified);
    expect(dates).toEqual([...dates].sort());
    expect(asc.items.map((i) => i.name)).toEqual([
      'Documentación técnica',
      'Facturación',
      'Reportes diarios',
      'Reportes semanales',
      'Reportes mensuales',
    ]);
    const desc = await walk('editor', {
      prefix: station.path,
      sortKey: 'lastModified',
      sortDirection: 'desc',
      maxKeys: 2,
    });
    expect(desc.items.map((i) => i.path)).toEqual(asc.items.map((i) => i.path).reverse());
  });

  it('refuses a continuation token of another folder or order, or a made-up one', async () => {
    const station = await stationFolder();
    const first = await page('editor', { prefix: station.path, maxKeys: 2 });
    const token = first.pagination.nextContinuationToken!;
    const queries: Query[] = [
      { prefix: EDITOR_ROOT, continuationToken: token },
      { prefix: station.path, continuationToken: token, sortDirection: 'desc' },
      { prefix: station.path, continuationToken: token, sortKey: 'lastModified' },
      { prefix: station.path, continuationToken: 'not-a-token' },
      { prefix: station.path, continuationToken: Buffer.from('{"v":1}').toString('base64url') },
    ];
    for (const query of queries) {
      const res = await list('editor', query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toMatchObject({ code: 'invalid_continuation_token' });
    }
  });

  it('checks maxKeys, sortKey and sortDirection against the contract', async () => {
    const queries: Query[] = [
      { maxKeys: 0 },
      { maxKeys: 1001 },
      { sortKey: 'size' },
      { sortDirection: 'up' },
    ];
    for (const query of queries) {
      expect((await list('editor', query)).statusCode).toBe(400);
    }
  });
});

describe('who may list what', () => {
  it('keeps each customer to its own folder', async () => {
    expect((await list('editor', { prefix: BAJIO_ROOT })).statusCode).toBe(403);
    expect((await list('bajio', { prefix: EDITOR_ROOT })).statusCode).toBe(403);
    expect((await page('bajio')).prefix).toBe(BAJIO_ROOT);
    expect((await page('visor')).prefix).toBe(EDITOR_ROOT);
    // A sibling whose name merely starts like the customer's folder is another folder.
    const lookalike = `${EDITOR_ROOT.slice(0, -1)} Falso/`;
    expect((await list('editor', { prefix: lookalike })).statusCode).toBe(403);
  });

  it("lets administrators list any folder, starting at 'default'", async () => {
    const data = await page('admin');
    expect(data.prefix).toBe('default/');
    expect(data.items.map((i) => [i.name, i.folderWithItems])).toEqual([
      ['Por clasificar', false],
      ['Precios CRE', true],
    ]);
    expect((await page('admin', { prefix: BAJIO_ROOT })).items).toHaveLength(2);
    expect((await page('admin', { prefix: EDITOR_ROOT })).items).toHaveLength(6);
  });

  it('needs a session and the files permission', async () => {
    expect((await server.get(url())).statusCode).toBe(401);
    expect((await list('sinpermisos')).statusCode).toBe(403);
    expect((await list('proveedor')).statusCode).toBe(403);
  });

  it('refuses path tricks before any access decision and never escapes the root', async () => {
    const tricks = [
      `${EDITOR_ROOT}../${BAJIO_ROOT}`,
      `${EDITOR_ROOT}..`,
      `${EDITOR_ROOT}./`,
      '../',
      '..',
      '/etc/',
      '/',
      `${EDITOR_ROOT}..\\..\\`,
      `${EDITOR_ROOT}a\u0000b/`,
      `${EDITOR_ROOT}/`,
      `${EDITOR_ROOT} espacio /`,
    ];
    for (const prefix of tricks) {
      const res = await list('admin', { prefix });
      // Control characters may already be refused by the contract's validation.
      const codes = prefix.includes('\u0000')
        ? ['invalid_path', 'validation_failed']
        : ['invalid_path'];
      expect([prefix, res.statusCode, codes.includes(res.json().code)]).toEqual([
        prefix,
        400,
        true,
      ]);
    }
    // Percent-encoded dots arrive decoded: still '..'.
    const encoded = await server.get(`/api/reports?prefix=${EDITOR_ROOT}%2E%2E%2F`, tokens.editor);
    expect(encoded.statusCode).toBe(400);
    const sign = await server.get(
      `/api/file_sign?value=${encodeURIComponent(`${EDITOR_ROOT}../${BAJIO_ROOT}x.pdf`)}`,
      tokens.editor,
    );
    expect(sign.statusCode).toBe(400);
  });
});
