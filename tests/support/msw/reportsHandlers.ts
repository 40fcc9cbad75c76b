// An in-memory reports backend for component tests and stories: report documents (the sample
// ones, for any station and period), the CSV range (with the server's range rules), pdf
// tokens (a readable payload and any signature) and report requests that go queued ->
// rendering -> done on the following list reads, with their deliveries.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Error as ApiErrorBody,
  ReportRequest,
  ReportRequestList,
  ReportType,
  SignedUrl,
} from '@/api/generated/reportRequests.gen';
import type { PdfToken, PdfTokenInput, ReportDocument } from '@/api/generated/reports.gen';
import { encodePdfTokenPayload } from '@/features/reports/model/pdfToken';
import { checkCsvRange, CSV_RANGE_MESSAGES } from '@/lib/reports/csvRange';
import { sampleReportDocument } from '../reportDocuments';
import type { HandlerOptions } from './handlers';

export const PDF_TOKEN_INVALID = 'El enlace del reporte no es válido';
export const PDF_TOKEN_EXPIRED = 'El enlace del reporte expiró; pide uno nuevo';
export const SIGNED_URL = 'https://files.example.test/reporte.pdf?signature=abc';

/** A token the handlers accept: signature 'firma' (anything else is tampered with). */
export function pdfTokenFor(
  payload: { s: number; r: ReportType; a: string; b: string; l?: 'es' | 'en'; x?: number },
  signature = 'firma',
): string {
  return `${encodePdfTokenPayload({ l: 'es', x: Math.floor(Date.now() / 1000) + 1800, ...payload })}.${signature}`;
}

export function reportRequest(overrides: Partial<ReportRequest> = {}): ReportRequest {
  return {
    id: 1,
    report_type: 'weekly_executive',
    kind: null,
    gas_station_ids: [1],
    station_names: ['Estación Centro'],
    start_date: '2026-11-09',
    end_date: '2026-11-15',
    pages: 1,
    format: 'pdf',
    locale: 'es',
    channel: 'email',
    status: 'done',
    error: null,
    file_name: 'reporte-ejecutivo.pdf',
    file_path: 'reports/reporte-ejecutivo.pdf',
    requested_by: { id: 1, name: 'Ana Administradora' },
    configuration_id: null,
    created_at: '2026-11-16T13:00:00.000Z',
    rendered_at: '2026-11-16T13:01:00.000Z',
    deliveries: [
      {
        id: 1,
        channel: 'email',
        recipient_name: 'Ana Administradora',
        address: 'admin@demo.surtidor.mx',
        status: 'sent',
        error: null,
        attempts: 1,
        updated_at: '2026-11-16T13:01:00.000Z',
        sent_at: '2026-11-16T13:01:00.000Z',
      },
    ],
    ...overrides,
  };
}

export interface ReportsState {
  requests: ReportRequest[];
  /** The form fields of every POST /api/generated_reports, as received. */
  created: Record<string, string[]>[];
  retried: number[];
  /** Document requests as received: path and query. */
  documents: { path: string; query: Record<string, string> }[];
  pdfTokens: PdfTokenInput[];
  csvRequests: { id: number; start_date: string; end_date: string }[];
  /** The server's 'today' for the CSV range rules. */
  today: string;
  /** Answer the document calls with this document (default: the sample of the type). */
  document: ((type: ReportType) => ReportDocument) | null;
  /** List reads a new request spends in each state before it is done. */
  readsPerStep: number;
  /** How far the server's clock is ahead of the browser's, in seconds (token expiry). */
  serverClockAheadSeconds: number;
}

export function reportsState(overrides: Partial<ReportsState> = {}): ReportsState {
  return {
    requests: [
      reportRequest(),
      reportRequest({
        id: 2,
        report_type: 'monthly',
        station_names: ['Estación Valle'],
        gas_station_ids: [2],
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        channel: 'whatsapp',
        status: 'failed',
        error: 'No se pudo generar el PDF',
        file_name: null,
        file_path: null,
        deliveries: [
          {
            id: 2,
            channel: 'whatsapp',
            recipient_name: 'Carlos Contacto',
            address: '+528112345678',
            status: 'failed',
            error: 'Número sin WhatsApp',
            attempts: 3,
            updated_at: '2026-11-16T13:01:00.000Z',
            sent_at: null,
          },
        ],
      }),
    ],
    created: [],
    retried: [],
    documents: [],
    pdfTokens: [],
    csvRequests: [],
    today: new Date().toISOString().slice(0, 10),
    document: null,
    readsPerStep: 1,
    serverClockAheadSeconds: 0,
    ...overrides,
  };
}

const DOCUMENT_PATHS: Record<string, ReportType> = {
  daily: 'daily',
  prices_tar: 'price',
  executive: 'weekly_executive',
  analytic: 'weekly_analytic',
  weekly: 'weekly',
  monthly: 'monthly',
  customer_behavior: 'customer_behavior',
  traffic_sensitivity: 'traffic_sensitivity',
};

const failure = (status: number, message: string, errors?: ApiErrorBody['errors'], code?: string) =>
  HttpResponse.json<ApiErrorBody>(
    { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) },
    { status },
  );

function readToken(token: string): { r: string; s: number; x: number } | null {
  const [body, signature] = token.split('.');
  if (!body || signature !== 'firma') return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as { r: string; s: number; x: number };
  } catch {
    return null;
  }
}

export function reportsHandlers(
  { origin = '' }: HandlerOptions = {},
  state: ReportsState = reportsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const reads = new Map<number, number>();
  let nextId = Math.max(0, ...state.requests.map((r) => r.id)) + 1;

  const advance = (report: ReportRequest) => {
    if (report.status !== 'queued' && report.status !== 'rendering') return;
    const count = (reads.get(report.id) ?? 0) + 1;
    reads.set(report.id, count);
    if (count >= state.readsPerStep * 2) {
      report.status = 'done';
      report.file_name = 'reporte.pdf';
      report.rendered_at = new Date().toISOString();
      report.deliveries = report.deliveries.map((d) => ({ ...d, status: 'sent' }));
    } else if (count >= state.readsPerStep) report.status = 'rendering';
  };

  return [
    http.get(at('/api/reports/range/:id'), ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const start = query.get('start_date') ?? '';
      const end = query.get('end_date') ?? '';
      state.csvRequests.push({ id: Number(params.id), start_date: start, end_date: end });
      const errors = checkCsvRange(start, end, state.today);
      if (errors.length > 0) {
        return failure(
          400,
          'El rango de fechas no es válido',
          errors.map((e) => ({
            field: `query.${e.field}`,
            rule: e.rule,
            message: CSV_RANGE_MESSAGES[e.rule],
          })),
        );
      }
      return new HttpResponse(`fecha,ventas\n${start},100\n${end},120\n`, {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
    http.post<never, PdfTokenInput, PdfToken>(at('/api/reports/pdf_token'), async ({ request }) => {
      const input = await request.json();
      state.pdfTokens.push(input);
      const token = pdfTokenFor({
        s: input.gas_station_id,
        r: input.report_type,
        a: input.start_date,
        b: input.end_date,
        l: input.locale ?? 'es',
      });
      return HttpResponse.json(
        {
          token,
          expires_at: new Date(Date.now() + 1_800_000).toISOString(),
          path: `/price/${input.gas_station_id}/${token}/${input.locale ?? 'es'}`,
        },
        { status: 201 },
      );
    }),
    http.get<{ kind: string; id: string }, never, ReportDocument | ApiErrorBody>(
      at('/api/reports/:kind/:id'),
      ({ params, request }) => {
        const type = DOCUMENT_PATHS[String(params.kind)];
        if (!type) return failure(404, 'No encontrado');
        const url = new URL(request.url);
        const query = Object.fromEntries(url.searchParams.entries());
        state.documents.push({ path: url.pathname, query });
        if (query.pdf_token !== undefined) {
          const payload = readToken(query.pdf_token);
          if (!payload || payload.r !== type || payload.s !== Number(params.id)) {
            return failure(403, PDF_TOKEN_INVALID, undefined, 'pdf_token_invalid');
          }
          if (payload.x <= Date.now() / 1000 + state.serverClockAheadSeconds)
            return failure(403, PDF_TOKEN_EXPIRED, undefined, 'pdf_token_expired');
        }
        const document = state.document ? state.document(type) : sampleReportDocument(type);
        return HttpResponse.json({
          ...document,
          start_date: query.start_date ?? document.start_date,
          end_date: query.end_date ?? document.end_date,
        });
      },
    ),
    http.get<never, never, ReportRequestList>(at('/api/generated_reports'), () => {
      state.requests.forEach(advance);
      return HttpResponse.json({ items: structuredClone(state.requests) });
    }),
    http.post(at('/api/generated_reports'), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string[]> = {};
      form.forEach((value, key) => {
        (fields[key] ??= []).push(String(value));
      });
      state.created.push(fields);
      const ids = (fields.gas_station_ids ?? []).map(Number);
      if (ids.length === 0) {
        return failure(400, 'Datos inválidos', [
          { field: 'body.gas_station_ids', rule: 'required', message: 'Elige una gasolinera' },
        ]);
      }
      const channel = (fields.channel?.[0] ?? 'email') as ReportRequest['channel'];
      const report = reportRequest({
        id: nextId++,
        report_type: fields.report_type![0] as ReportType,
        kind: (fields.kind?.[0] ?? null) as ReportRequest['kind'],
        gas_station_ids: ids,
        station_names: ids.map((id) => `Estación ${id}`),
        start_date: fields.start_date![0]!,
        end_date: fields.end_date![0]!,
        pages: Number(fields.pages?.[0] ?? 1),
        channel,
        status: 'queued',
        file_name: null,
        file_path: null,
        rendered_at: null,
        deliveries: (channel === 'whatsapp' ? (fields.contact_ids ?? []) : ['me']).map(
          (contact, index) => ({
            id: 100 + index,
            channel: channel ?? 'email',
            recipient_name: channel === 'whatsapp' ? `Contacto ${contact}` : 'Ana Administradora',
            address: channel === 'whatsapp' ? '+528100000000' : 'admin@demo.surtidor.mx',
            status: 'queued',
            error: null,
            attempts: 0,
            updated_at: new Date().toISOString(),
            sent_at: null,
          }),
        ),
      });
      state.requests.unshift(report);
      return HttpResponse.json(report, { status: 202 });
    }),
    http.get<{ id: string }, never, SignedUrl | ApiErrorBody>(
      at('/api/generated_reports/:id/download'),
      ({ params }) => {
        const report = state.requests.find((r) => r.id === Number(params.id));
        if (!report || report.status !== 'done') return failure(404, 'El reporte no está listo');
        return HttpResponse.json({
          signed_url: SIGNED_URL,
          expires_at: new Date(Date.now() + 600_000).toISOString(),
        });
      },
    ),
    http.post<{ id: string }, never, ReportRequest | ApiErrorBody>(
      at('/api/generated_reports/:id/retry'),
      ({ params }) => {
        const report = state.requests.find((r) => r.id === Number(params.id));
        if (!report) return failure(404, 'No encontrado');
        state.retried.push(report.id);
        report.status = 'queued';
        report.error = null;
        report.deliveries = report.deliveries.map((d) => ({ ...d, status: 'queued', error: null }));
        reads.delete(report.id);
        return HttpResponse.json(report);
      },
    ),
  ];
}

/** The user's contacts: one with a telephone (WhatsApp), one with e-mail only. */
export function reportContactsHandler({ origin = '' }: HandlerOptions = {}): HttpHandler {
  return http.get(`${origin}/api/contacts`, () =>
    HttpResponse.json({
      items: [
        {
          id: 7,
          name: 'Carlos Contacto',
          email: null,
          telephone: '+528112345678',
          customer_id: 1,
          gas_stations: [],
        },
        {
          id: 8,
          name: 'Elena Correo',
          email: 'elena@example.com',
          telephone: null,
          customer_id: 1,
          gas_stations: [],
        },
      ],
      total: 2,
    }),
  );
}
