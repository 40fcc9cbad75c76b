// An in-memory panels backend (list, camera choices, get, create, update, delete) and the video
// status, for component tests and stories. Every write is recorded in `requests` with its body,
// so a test can assert the camera order a form sent.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Error as ApiErrorBody,
  Panel,
  PanelCamera,
  PanelInput,
  PanelList,
  PanelSummary,
} from '@/api/generated/panels.gen';
import type { VideoStatus } from '@/api/generated/video.gen';
import type { HandlerOptions } from './handlers';

export interface PanelsState {
  panels: Panel[];
  cameras: PanelCamera[];
  canManage: boolean;
  video: VideoStatus;
  requests: { method: string; path: string; body?: PanelInput }[];
}

const customer = { id: 1, name: 'Gasolinera Demo' };
const centro = { id: 1, name: 'Estación Centro' };
const valle = { id: 2, name: 'Estación Valle' };

export const demoPanelCameras: PanelCamera[] = [
  panelCamera(1, 'Isla 1', centro, 'live'),
  panelCamera(2, 'Isla 2', centro, 'live'),
  panelCamera(3, 'Tienda', centro, 'offline'),
  panelCamera(4, 'Acceso norte', valle, 'live'),
  panelCamera(5, 'Bodega', valle, 'unchecked'),
];

function panelCamera(
  id: number,
  name: string,
  station: { id: number; name: string } | null,
  status: PanelCamera['stream_status'],
): PanelCamera {
  return {
    id,
    name,
    gas_station: station,
    stream_status: status,
    has_source: status !== 'unchecked',
    has_substream: false,
  };
}

export function demoPanel(id: number, name: string, cameraIds: number[], title = name): Panel {
  return {
    id,
    title,
    name,
    customer,
    columns: 2,
    cameras: cameraIds.map((c) => demoPanelCameras.find((camera) => camera.id === c)!),
    can_manage: true,
    updated_at: '2026-02-01T10:00:00.000Z',
  };
}

export const VIDEO_AVAILABLE: VideoStatus = {
  available: true,
  ffmpeg_version: '6.1.1',
  message: null,
  active_streams: 0,
  viewers: 0,
};

export const VIDEO_MISSING: VideoStatus = {
  available: false,
  ffmpeg_version: null,
  message: 'El video en vivo necesita ffmpeg en el servidor: apt-get install ffmpeg',
  active_streams: 0,
  viewers: 0,
};

export function panelsState(overrides: Partial<PanelsState> = {}): PanelsState {
  return {
    panels: [
      demoPanel(1, 'Islas Centro', [1, 2, 3], 'Monitoreo de islas'),
      demoPanel(2, 'Valle completo', [4, 5], 'Estación Valle'),
    ],
    cameras: demoPanelCameras,
    canManage: true,
    video: VIDEO_AVAILABLE,
    requests: [],
    ...overrides,
  };
}

function summaryOf(panel: Panel): PanelSummary {
  return {
    id: panel.id,
    title: panel.title,
    name: panel.name,
    customer: panel.customer,
    columns: panel.columns,
    camera_count: panel.cameras.length,
    updated_at: panel.updated_at,
  };
}

const notFound = () =>
  HttpResponse.json<Panel | ApiErrorBody>({ message: 'Panel no encontrado' }, { status: 404 });

export function panelsHandlers(
  { origin = '', latency = 0 }: HandlerOptions = {},
  state: PanelsState = panelsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const wait = async () => {
    if (latency > 0) await delay(latency);
  };
  const panelOf = (id: number, input: PanelInput): Panel => ({
    id,
    title: input.title,
    name: input.name,
    customer,
    columns: input.columns,
    cameras: input.camera_ids.map((c) => state.cameras.find((camera) => camera.id === c)!),
    can_manage: state.canManage,
    updated_at: '2026-02-02T10:00:00.000Z',
  });
  const matches = (text: string, search: string | null) =>
    !search || text.toLowerCase().includes(search.toLowerCase());

  return [
    http.get(at('/api/video/status'), () => HttpResponse.json<VideoStatus>(state.video)),
    http.get(at('/api/panels'), async ({ request }) => {
      await wait();
      const params = new URL(request.url).searchParams;
      const search = params.get('search');
      const items = Number(params.get('items') ?? 50);
      const found = state.panels.filter((p) => matches(p.name, search) || matches(p.title, search));
      return HttpResponse.json<PanelList>({
        items: found.slice(0, items).map(summaryOf),
        total: found.length,
        can_manage: state.canManage,
      });
    }),
    http.get(at('/api/panels/camera_choices'), async ({ request }) => {
      await wait();
      const params = new URL(request.url).searchParams;
      const station = params.get('gas_station_id');
      const search = params.get('search');
      const items = state.cameras.filter(
        (c) =>
          (!station || String(c.gas_station?.id) === station) && matches(c.name, search ?? null),
      );
      return HttpResponse.json({ items });
    }),
    http.get(at('/api/panels/:id'), async ({ params }) => {
      await wait();
      const panel = state.panels.find((p) => p.id === Number(params.id));
      return panel
        ? HttpResponse.json<Panel | ApiErrorBody>({ ...panel, can_manage: state.canManage })
        : notFound();
    }),
    http.post(at('/api/panels'), async ({ request }) => {
      const body = (await request.json()) as PanelInput;
      state.requests.push({ method: 'POST', path: '/api/panels', body });
      if (state.panels.some((p) => p.name === body.name)) {
        return HttpResponse.json<Panel | ApiErrorBody>(
          {
            message: 'Revisa los campos marcados',
            code: 'validation_failed',
            errors: [
              { field: 'body.name', rule: 'unique', message: 'Ya existe un panel con ese nombre' },
            ],
          },
          { status: 400 },
        );
      }
      const panel = panelOf(Math.max(0, ...state.panels.map((p) => p.id)) + 1, body);
      state.panels.push(panel);
      return HttpResponse.json<Panel | ApiErrorBody>(panel, { status: 201 });
    }),
    http.put(at('/api/panels/:id'), async ({ params, request }) => {
      const body = (await request.json()) as PanelInput;
      state.requests.push({ method: 'PUT', path: `/api/panels/${String(params.id)}`, body });
      const index = state.panels.findIndex((p) => p.id === Number(params.id));
      if (index < 0) return notFound();
      state.panels[index] = panelOf(Number(params.id), body);
      return HttpResponse.json<Panel | ApiErrorBody>(state.panels[index]);
    }),
    http.delete(at('/api/panels/:id'), ({ params }) => {
      state.requests.push({ method: 'DELETE', path: `/api/panels/${String(params.id)}` });
      const before = state.panels.length;
      state.panels = state.panels.filter((p) => p.id !== Number(params.id));
      return state.panels.length < before ? new HttpResponse(null, { status: 204 }) : notFound();
    }),
  ];
}
