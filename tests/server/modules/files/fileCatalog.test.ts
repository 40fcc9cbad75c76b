// Paging by continuation token must cost the same on page 1 and page 1,000: each page is an
// index range scan that starts at the token's position and reads only the rows it returns.
// Checked on the database's own plan (EXPLAIN ANALYZE), not on timings.
import { CompiledQuery } from 'kysely';
import type { ReportListResponse } from '@/api/generated/files.gen';
import {
  catalogueTree,
  folderRangeQuery,
  type FolderPageQuery,
} from '@/server/modules/files/fileCatalog';
import { EDITOR_ROOT, startFilesServer, type FilesTestServer } from './filesServer';

const FOLDER = `${EDITOR_ROOT}Histórico/`;
const FILES = 20_000;
let server: FilesTestServer;
let editor: string;

beforeAll(async () => {
  server = await startFilesServer();
  editor = await server.login('editor@demo.surtidor.mx');
  const base = Date.UTC(2021, 0, 1);
  await server.db.transaction().execute((trx) =>
    catalogueTree(
      trx,
      Array.from({ length: FILES }, (_, i) => ({
        path: `${FOLDER}reporte ${String(i).padStart(5, '0')}.csv`,
        size: 100 + i,
        contentType: 'text/csv; charset=utf-8',
        // Deliberately not in name order.
        lastModified: new Date(base + ((i * 7919) % FILES) * 60_000),
      })),
      [{ path: `${FOLDER}Subcarpeta/`, lastModified: new Date(base) }],
    ),
  );
  await server.db.executeQuery(CompiledQuery.raw('analyze report_objects'));
});
afterAll(() => server?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

async function plan(query: FolderPageQuery, isFolder: boolean | null): Promise<PlanNode[]> {
  const compiled = folderRangeQuery(server.db, query, isFolder, query.limit + 1).compile();
  const result = await server.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]!['QUERY PLAN'];
  const document = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(visit);
  };
  visit(document[0]!.Plan);
  return nodes;
}

async function listPage(query: Record<string, string | number>) {
  const res = await server.get(
    `/api/reports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    editor,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as ReportListResponse).data;
}

it('walks 20,000 entries page by page, each once, in order, with exact totals', async () => {
  const seen: string[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const data = await listPage({
      prefix: FOLDER,
      maxKeys: 1000,
      ...(token ? { continuationToken: token } : {}),
    });
    expect(data.pagination).toMatchObject({ totalItems: FILES + 1, totalPages: 21 });
    seen.push(...data.items.map((i) => i.name));
    token = data.pagination.nextContinuationToken;
    pages += 1;
  } while (token);
  expect(pages).toBe(21);
  expect(seen[0]).toBe('Subcarpeta');
  expect(seen.slice(1)).toEqual(
    Array.from({ length: FILES }, (_, i) => `reporte ${String(i).padStart(5, '0')}.csv`),
  );
});

it.each([
  ['name, ascending', 'name', 'asc', false],
  ['name, descending', 'name', 'desc', false],
  ['date, ascending', 'lastModified', 'asc', null],
  ['date, descending', 'lastModified', 'desc', null],
] as const)(
  'reads only the rows of the page, deep in the folder too (%s)',
  async (_label, sortKey, direction, isFolder) => {
    const firstPage = await listPage({
      prefix: FOLDER,
      maxKeys: 10,
      sortKey,
      sortDirection: direction,
    });
    // A position 15,000 entries in: the token of the page that ends there.
    const deep = await listPage({
      prefix: FOLDER,
      maxKeys: 1000,
      sortKey,
      sortDirection: direction,
    });
    let token = deep.pagination.nextContinuationToken!;
    for (let i = 1; i < 15; i++) {
      const next = await listPage({
        prefix: FOLDER,
        maxKeys: 1000,
        sortKey,
        sortDirection: direction,
        continuationToken: token,
      });
      token = next.pagination.nextContinuationToken!;
    }
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString()) as {
      f: boolean;
      k: string;
      id: string;
    };
    expect(firstPage.items).toHaveLength(10);
    for (const after of [null, { isFolder: decoded.f, value: decoded.k, path: decoded.id }]) {
      const nodes = await plan({ parent: FOLDER, sortKey, direction, after, limit: 10 }, isFolder);
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
      const scan = nodes.find((n) => n['Node Type'].startsWith('Index'))!;
      expect(scan['Index Name']).toBe(
        sortKey === 'name' ? 'report_objects_by_name' : 'report_objects_by_date',
      );
      // limit + 1 rows, wherever the page is.
      expect(scan['Actual Rows'] * scan['Actual Loops']).toBeLessThanOrEqual(11);
    }
  },
);
