// MSW handlers for the files screen (GET /api/reports, GET /api/file_sign) and the signed URLs
// they hand out, over an in-memory reports tree with the server's rules: folders first in name
// order, continuation tokens, Range requests. Every listing request is recorded.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportItem, ReportListResponse, SignedUrl } from '@/api/generated/files.gen';
import { sheetsWorkbook } from '../xlsxFixtures';
import type { HandlerOptions } from './handlers';

/** The demo profiles' customer (handlers.ts): its folder is the root. */
export const FILES_ROOT = 'Gasolinera Demo S.A. de C.V./';

export interface MockEntry {
  path: string;
  lastModified: string;
  bytes?: Uint8Array;
}

/** A one-page PDF that says `text`, valid for pdf.js (offsets computed). */
export function tinyPdf(text: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 30 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 30 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const text = (value: string) => new TextEncoder().encode(value);
const day = (d: number) => `2022-01-${String(d).padStart(2, '0')}T13:00:00.000Z`;

/** A realistic tree: stations with daily reports, empty folders, names with accents. */
export function demoTree(): MockEntry[] {
  const station = `${FILES_ROOT}Estación Centro/`;
  const daily = `${station}Reportes diarios/`;
  return [
    { path: `${FILES_ROOT}Estación Centro/`, lastModified: day(13) },
    { path: `${FILES_ROOT}Estación Norte/`, lastModified: day(11) },
    { path: `${FILES_ROOT}Facturación/`, lastModified: day(2) },
    {
      path: `${FILES_ROOT}Resumen de estaciones enero 2022.csv`,
      lastModified: day(31),
      bytes: text(
        '\ufeffestacion,regular,premium\r\nEstación Centro,21.49,23.29\r\n"Norte, S.A.",21.59,23.39\r\n',
      ),
    },
    {
      path: `${FILES_ROOT}Reporte mensual enero 2022.pdf`,
      lastModified: day(31),
      bytes: tinyPdf('Reporte mensual enero 2022'),
    },
    { path: `${station}Reportes diarios/`, lastModified: day(13) },
    {
      path: `${station}Precios enero 2022.xlsx`,
      lastModified: day(31),
      bytes: new Uint8Array(
        sheetsWorkbook([
          {
            name: 'Resumen',
            rows: [
              ['Estación', 'Regular', 'Premium', 'Diésel'],
              ['Estación Centro', 21.49, 23.29, 22.99],
              ['Estación Norte', 21.59, 23.39, 23.09],
            ],
          },
          { name: 'Fechas', rows: [['Fecha'], ['2022-01-08']] },
        ]),
      ),
    },
    { path: `${station}Presentación resultados.pptx`, lastModified: day(20), bytes: text('pptx') },
    { path: `${station}Notas.txt`, lastModified: day(21), bytes: text('notas') },
    ...[8, 9, 11, 13].flatMap((d) => [
      {
        path: `${daily}Reporte diario 2022-01-${String(d).padStart(2, '0')}.pdf`,
        lastModified: day(d),
        bytes: tinyPdf(`Reporte diario ${d} de enero`),
      },
      {
        path: `${daily}Precios 2022-01-${String(d).padStart(2, '0')}.csv`,
        lastModified: day(d),
        bytes: text(`fecha,combustible,precio\r\n2022-01-${d},regular,21.${40 + d}\r\n`),
      },
    ]),
    {
      path: `${FILES_ROOT}Estación Norte/Reporte semanal.pdf`,
      lastModified: day(14),
      bytes: tinyPdf('Reporte semanal'),
    },
  ];
}

export interface FilesMock {
  handlers: HttpHandler[];
  /** Query strings of every GET /api/reports, in order. */
  listRequests: URLSearchParams[];
  /** Range header of every download request, in order (null = whole file). */
  downloads: { path: string; range: string | null }[];
  entries: MockEntry[];
}

const parentOf = (path: string) => {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
};
const nameOf = (path: string) => {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
};

export function filesMock({
  origin = '',
  latency = 0,
  entries = demoTree(),
}: HandlerOptions & { entries?: MockEntry[] } = {}): FilesMock {
  const mock: FilesMock = { handlers: [], listRequests: [], downloads: [], entries };
  const wait = async () => {
    if (latency > 0) await delay(latency);
  };
  const itemOf = (entry: MockEntry, id: number): ReportItem => {
    const folder = entry.path.endsWith('/');
    return {
      id,
      name: nameOf(entry.path),
      path: entry.path,
      type: folder ? 'folder' : 'file',
      lastModified: entry.lastModified,
      size: entry.bytes?.length ?? 0,
      folderWithItems: folder && mock.entries.some((e) => parentOf(e.path) === entry.path),
    };
  };

  mock.handlers.push(
    http.get(`${origin}/api/reports`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      mock.listRequests.push(query);
      const prefix = query.get('prefix') || FILES_ROOT;
      const maxKeys = Number(query.get('maxKeys') ?? 10);
      const sortKey = query.get('sortKey') ?? 'name';
      const direction = query.get('sortDirection') === 'desc' ? -1 : 1;
      const items = mock.entries
        .map(itemOf)
        .filter((item) => parentOf(item.path) === prefix)
        .sort((a, b) =>
          sortKey === 'name'
            ? (a.type === b.type ? 0 : a.type === 'folder' ? -1 : 1) ||
              direction * a.name.localeCompare(b.name, 'es')
            : direction * a.lastModified.localeCompare(b.lastModified) ||
              direction * a.path.localeCompare(b.path),
        );
      const token = query.get('continuationToken');
      const start = token ? Number(atob(token)) : 0;
      const page = items.slice(start, start + maxKeys);
      const body: ReportListResponse = {
        data: {
          items: page,
          pagination: {
            maxKeys,
            totalItems: items.length,
            totalPages: Math.ceil(items.length / maxKeys),
            nextContinuationToken:
              start + maxKeys < items.length ? btoa(String(start + maxKeys)) : null,
          },
          prefix,
        },
      };
      return HttpResponse.json(body);
    }),
    http.get(`${origin}/api/file_sign`, async ({ request }) => {
      await wait();
      const value = new URL(request.url).searchParams.get('value') ?? '';
      if (!mock.entries.some((e) => e.path === value && e.bytes)) {
        return HttpResponse.json(
          { message: 'El archivo no existe', code: 'not_found' },
          { status: 404 },
        );
      }
      const body: SignedUrl = {
        // Root-relative, as the local storage's links are: the page resolves it (its own origin).
        signed_url: `/mock-files/${encodeURIComponent(value)}?sig=ok`,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      };
      return HttpResponse.json(body);
    }),
    http.get(`${origin}/mock-files/:path`, async ({ request, params }) => {
      const path = decodeURIComponent(String(params.path));
      const entry = mock.entries.find((e) => e.path === path);
      const range = request.headers.get('range');
      mock.downloads.push({ path, range });
      if (!entry?.bytes) return new HttpResponse(null, { status: 404 });
      const size = entry.bytes.length;
      const start = range ? Number(/bytes=(\d+)-/.exec(range)?.[1] ?? 0) : 0;
      const headers = {
        etag: `"${size}"`,
        'accept-ranges': 'bytes',
        'content-type': path.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
        'content-length': String(size - start),
        ...(range ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
      };
      return new HttpResponse(entry.bytes.slice(start), { status: range ? 206 : 200, headers });
    }),
  );
  return mock;
}
