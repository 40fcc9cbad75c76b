// An in-memory video backend for the panel detail and the public share pages (component tests
// and stories): a panel with its cameras, its share links (list, create, revoke), the public
// link lookup with its 404/410 codes, and the video service's status.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type {
  CreatedShareLink,
  Panel,
  PanelCamera,
  ShareLink,
  ShareLinkInput,
  ShareLinkList,
  SharedLink,
} from '@/api/generated/panels.gen';
import type { Error as ApiErrorBody, VideoStatus } from '@/api/generated/video.gen';
import type { HandlerOptions } from './handlers';

/** The server's clock in these fixtures; links are made at it and last 8 hours. */
export const VIDEO_SERVER_TIME = '2026-03-02T15:00:00.000Z';
export const SHARE_LINK_HOURS = 8;
export const PANEL_SHARE_TOKEN = 'panel-token-0123456789abcdefghijklmnopqrstuvwx';
export const CAMERA_SHARE_TOKEN = 'camera-token-0123456789abcdefghijklmnopqrstuvw';

/** Tokens of links that ended, with the code the lookup answers. */
export const ENDED_TOKENS = {
  'expired-token': { status: 410, code: 'share_link_expired', message: 'El enlace venció' },
  'revoked-token': { status: 410, code: 'share_link_revoked', message: 'El enlace fue revocado' },
} as const;

export interface VideoState {
  panel: Panel;
  links: ShareLink[];
  status: VideoStatus;
  /** Share tokens the public lookup knows, and what they open. */
  tokens: Record<string, { linkId: number; kind: 'camera' | 'panel'; cameraId: number | null }>;
  serverTime: string;
  requests: string[];
}

const camera = (
  id: number,
  name: string,
  station: string | null,
  extra: Partial<PanelCamera> = {},
): PanelCamera => ({
  id,
  name,
  gas_station: station ? { id: id * 10, name: station } : null,
  stream_status: 'live',
  has_source: true,
  has_substream: true,
  ...extra,
});

export function demoPanelCameras(): PanelCamera[] {
  return [
    camera(11, 'Isla 1', 'Servicio Lomas'),
    camera(12, 'Isla 2', 'Servicio Lomas', { has_substream: false }),
    camera(13, 'Acceso', 'Servicio Querétaro', { stream_status: 'offline' }),
    camera(14, 'Tienda', 'Servicio Querétaro', { has_source: false, stream_status: 'unchecked' }),
  ];
}

export function demoPanel(cameras: PanelCamera[] = demoPanelCameras()): Panel {
  return {
    id: 7,
    title: 'Estaciones del Bajío',
    name: 'bajio',
    customer: { id: 1, name: 'Gasolinera Demo' },
    columns: 2,
    cameras,
    can_manage: false,
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

const plusHours = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

export function demoShareLinks(serverTime = VIDEO_SERVER_TIME): ShareLink[] {
  return [
    {
      id: 2,
      kind: 'camera',
      camera: { id: 11, name: 'Isla 1' },
      created_by: { id: 6, name: 'Sergio Sin Permisos' },
      created_at: plusHours(serverTime, -1),
      expires_at: plusHours(serverTime, 7), // 7:00:00 left
    },
    {
      id: 1,
      kind: 'panel',
      camera: null,
      created_by: null,
      created_at: plusHours(serverTime, -7.5),
      expires_at: plusHours(serverTime, 0.5), // 30:00 left
    },
  ];
}

export function videoState(overrides: Partial<VideoState> = {}): VideoState {
  const serverTime = overrides.serverTime ?? VIDEO_SERVER_TIME;
  return {
    panel: demoPanel(),
    links: demoShareLinks(serverTime),
    status: {
      available: true,
      ffmpeg_version: '6.1.1',
      message: null,
      active_streams: 0,
      viewers: 0,
    },
    tokens: {
      [PANEL_SHARE_TOKEN]: { linkId: 1, kind: 'panel', cameraId: null },
      [CAMERA_SHARE_TOKEN]: { linkId: 2, kind: 'camera', cameraId: 11 },
    },
    serverTime,
    requests: [],
    ...overrides,
  };
}

export const VIDEO_UNAVAILABLE: VideoStatus = {
  available: false,
  ffmpeg_version: null,
  message: 'Instala ffmpeg en el servidor (apt-get install ffmpeg) y reinicia Surtidor.',
  active_streams: 0,
  viewers: 0,
};

const error = (status: number, message: string, code?: string) =>
  HttpResponse.json<ApiErrorBody>(code ? { message, code } : { message }, { status });

export function sharedLinkOf(state: VideoState, token: string, cameraId: number | null) {
  const entry = state.tokens[token];
  if (!entry)
    return { error: { status: 404, code: 'share_link_invalid', message: 'Enlace no válido' } };
  const link = state.links.find((l) => l.id === entry.linkId);
  if (!link) return { error: ENDED_TOKENS['revoked-token'] };
  const cameras = state.panel.cameras.filter((c) =>
    entry.kind === 'camera' ? c.id === entry.cameraId : c.has_source,
  );
  if (cameraId !== null && !cameras.some((c) => c.id === cameraId)) {
    return {
      error: { status: 404, code: 'share_link_wrong', message: 'El enlace es de otra cámara' },
    };
  }
  const shared: SharedLink = {
    kind: entry.kind,
    title: entry.kind === 'panel' ? state.panel.title : (cameras[0]?.name ?? ''),
    columns: entry.kind === 'panel' ? state.panel.columns : 1,
    cameras: cameras.map((c) => ({
      id: c.id,
      name: c.name,
      gas_station_name: c.gas_station?.name ?? null,
      stream_status: c.stream_status,
    })),
    expires_at: link.expires_at,
    server_time: state.serverTime,
    video_available: state.status.available,
  };
  return { shared };
}

export function videoHandlers(
  { origin = '', latency = 0 }: HandlerOptions = {},
  state: VideoState = videoState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const wait = async () => {
    if (latency > 0) await delay(latency);
  };
  return [
    http.get<{ id: string }, never, Panel | ApiErrorBody>(
      at('/api/panels/:id'),
      async ({ params }) => {
        await wait();
        if (Number(params.id) !== state.panel.id) return error(404, 'El panel no existe');
        return HttpResponse.json(state.panel);
      },
    ),
    http.get(at('/api/video/status'), async () => {
      await wait();
      return HttpResponse.json<VideoStatus>(state.status);
    }),
    http.get(at('/api/panels/:id/share_links'), async () => {
      await wait();
      return HttpResponse.json<ShareLinkList>({
        items: state.links,
        server_time: state.serverTime,
      });
    }),
    http.post(at('/api/panels/:id/share_links'), async ({ params, request }) => {
      await wait();
      const input = (await request.json()) as ShareLinkInput;
      state.requests.push(
        `POST /api/panels/${String(params.id)}/share_links ${JSON.stringify(input)}`,
      );
      const id = Math.max(0, ...state.links.map((l) => l.id)) + 1;
      const shared =
        input.kind === 'camera' ? state.panel.cameras.find((c) => c.id === input.camera_id) : null;
      const link: ShareLink = {
        id,
        kind: input.kind,
        camera: shared ? { id: shared.id, name: shared.name } : null,
        created_by: { id: 6, name: 'Sergio Sin Permisos' },
        created_at: state.serverTime,
        expires_at: plusHours(state.serverTime, SHARE_LINK_HOURS),
      };
      state.links.unshift(link);
      const token = `new-token-${id}`;
      state.tokens[token] = { linkId: id, kind: input.kind, cameraId: shared?.id ?? null };
      const path = shared ? `/public/video/${shared.id}/${token}` : `/public/panel/${token}`;
      return HttpResponse.json<CreatedShareLink>({ link, token, path }, { status: 201 });
    }),
    http.delete(at('/api/share_links/:id'), async ({ params }) => {
      await wait();
      state.requests.push(`DELETE /api/share_links/${String(params.id)}`);
      state.links = state.links.filter((l) => l.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get<{ token: string }, never, SharedLink | ApiErrorBody>(
      at('/api/public/share_links/:token'),
      async ({ params, request }) => {
        await wait();
        const token = String(params.token);
        const ended = ENDED_TOKENS[token as keyof typeof ENDED_TOKENS];
        if (ended) return error(ended.status, ended.message, ended.code);
        const camera = new URL(request.url).searchParams.get('camera_id');
        const answer = sharedLinkOf(state, token, camera === null ? null : Number(camera));
        if (answer.error)
          return error(answer.error.status, answer.error.message, answer.error.code);
        return HttpResponse.json(answer.shared!);
      },
    ),
  ];
}
