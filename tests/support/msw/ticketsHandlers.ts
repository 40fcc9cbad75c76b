// An in-memory ticket uploads backend for component tests and stories: the saved mappings by
// customer and header layout, uploads (multipart), processing as a job that is queued, then
// processing, then processed on the following reads, and the errors spreadsheet.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Error as ApiErrorBody,
  GetTicketMappingApiResponse,
  ListTicketUploadsApiResponse,
  TicketMapping,
  TicketMappingInput,
  TicketUpload,
  TicketUploadOptions,
} from '@/api/generated/tickets.gen';
import {
  PROCESSED_RESULT,
  TICKET_STATIONS,
  ticketUpload,
} from '../../../stories/TicketsUploadFixtures';
import type { HandlerOptions } from './handlers';

export { PROCESSED_RESULT, ticketUpload } from '../../../stories/TicketsUploadFixtures';

export interface TicketsState {
  uploads: TicketUpload[];
  /** Saved mappings by `${customer_id}|${header_signature}`. */
  mappings: Record<string, TicketMapping>;
  /** The options of every process request, by upload id. */
  processed: { id: number; options: TicketUploadOptions }[];
  /** Names of the files received. */
  received: string[];
  /** Make processing fail with this status (e.g. 500, 501 while the server is not there). */
  processFailure: number | null;
  /** Make reading (GET) or saving (PUT) a mapping fail with this status. */
  mapperReadFailure: number | null;
  mapperSaveFailure: number | null;
  /** The mapping saves and process requests, in the order received ('PUT /api/mapper', …). */
  requests: string[];
  /** Reads of a queued upload before it is processed. */
  readsUntilDone: number;
}

export function ticketsState(overrides: Partial<TicketsState> = {}): TicketsState {
  return {
    uploads: [
      ticketUpload(),
      ticketUpload({
        id: 2,
        file_name: 'tickets-valle.xlsx',
        gas_station_id: 2,
        gas_station_name: TICKET_STATIONS[2]!,
        status: 'failed',
        error: 'La hoja no tiene renglones de datos',
        result: null,
      }),
    ],
    mappings: {},
    processed: [],
    received: [],
    processFailure: null,
    mapperReadFailure: null,
    mapperSaveFailure: null,
    requests: [],
    readsUntilDone: 1,
    ...overrides,
  };
}

export const mappingKey = (customerId: number, signature: string) => `${customerId}|${signature}`;

const failure = (status: number, message: string) =>
  HttpResponse.json<ApiErrorBody>({ message }, { status });

export function ticketsHandlers(
  { origin = '' }: HandlerOptions = {},
  state: TicketsState = ticketsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const reads = new Map<number, number>();
  const find = (id: unknown) => state.uploads.find((upload) => upload.id === Number(id));

  /** A queued job advances one step per read. */
  const advance = (upload: TicketUpload) => {
    if (upload.status !== 'queued' && upload.status !== 'processing') return;
    const count = (reads.get(upload.id) ?? 0) + 1;
    reads.set(upload.id, count);
    if (count < state.readsUntilDone) {
      upload.status = 'processing';
      return;
    }
    upload.status = 'processed';
    upload.processed_at = '2026-02-03T16:30:00.000Z';
    upload.result = PROCESSED_RESULT;
  };

  return [
    http.get<never, never, GetTicketMappingApiResponse | ApiErrorBody>(
      at('/api/mapper'),
      ({ request }) => {
        if (state.mapperReadFailure) return failure(state.mapperReadFailure, 'Internal error');
        const params = new URL(request.url).searchParams;
        const key = mappingKey(
          Number(params.get('customer_id')),
          params.get('header_signature') ?? '',
        );
        return HttpResponse.json<GetTicketMappingApiResponse>({
          mapping: state.mappings[key] ?? null,
        });
      },
    ),
    http.put<never, TicketMappingInput, TicketMapping | ApiErrorBody>(
      at('/api/mapper'),
      async ({ request }) => {
        const input = (await request.json()) as TicketMappingInput;
        state.requests.push('PUT /api/mapper');
        if (state.mapperSaveFailure)
          return failure(state.mapperSaveFailure, 'Cliente no encontrado');
        const saved: TicketMapping = { ...input, updated_at: '2026-02-03T16:00:00.000Z' };
        state.mappings[mappingKey(input.customer_id, input.header_signature)] = saved;
        return HttpResponse.json<TicketMapping>(saved);
      },
    ),
    http.get(at('/api/ticket_uploads'), () =>
      HttpResponse.json<ListTicketUploadsApiResponse>({ items: state.uploads }),
    ),
    http.post<never, never, TicketUpload | ApiErrorBody>(
      at('/api/ticket_uploads'),
      async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        // Duck-typed: under jsdom the page's File and the fetch layer's Blob differ.
        if (!file || typeof file === 'string') return failure(400, 'Falta el archivo');
        state.received.push(file.name);
        const created = ticketUpload({
          id: Math.max(0, ...state.uploads.map((u) => u.id)) + 1,
          file_name: file.name,
          size: file.size,
          status: 'uploaded',
          gas_station_id: null,
          gas_station_name: null,
          created_at: '2026-02-03T16:25:00.000Z',
          processed_at: null,
          result: null,
        });
        state.uploads.unshift(created);
        return HttpResponse.json<TicketUpload>(created, { status: 201 });
      },
    ),
    http.get<{ id: string }, never, TicketUpload | ApiErrorBody>(
      at('/api/ticket_uploads/:id'),
      ({ params }) => {
        const upload = find(params.id);
        if (!upload) return failure(404, 'La carga no existe');
        advance(upload);
        return HttpResponse.json<TicketUpload>(upload);
      },
    ),
    http.post<{ id: string }, never, TicketUpload | ApiErrorBody>(
      at('/api/ticket_uploads/:id/process'),
      async ({ params, request }) => {
        const upload = find(params.id);
        if (!upload) return failure(404, 'La carga no existe');
        const options = (await request.json()) as TicketUploadOptions;
        state.processed.push({ id: upload.id, options });
        state.requests.push(`POST /api/ticket_uploads/${upload.id}/process`);
        if (state.processFailure) return failure(state.processFailure, 'Not Implemented');
        upload.status = 'queued';
        upload.gas_station_id = options.gas_station_id;
        upload.gas_station_name = TICKET_STATIONS[options.gas_station_id] ?? null;
        return HttpResponse.json<TicketUpload>(upload, { status: 202 });
      },
    ),
    http.get<{ id: string }>(at('/api/ticket_uploads/:id/errors'), ({ params }) => {
      if (!find(params.id)) return failure(404, 'La carga no existe');
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      });
    }),
  ];
}
