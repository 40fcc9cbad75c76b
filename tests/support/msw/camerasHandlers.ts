// An in-memory cameras and assets backend for component tests and stories.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Asset, AssetInput } from '@/api/generated/assets.gen';
import type { Camera, CameraInput } from '@/api/generated/cameras.gen';
import type { HandlerOptions } from './handlers';

export const NEW_CAMERA_KEY = 'cam_Zx8y7w6v5u4t3s2r1q0pONMLKJIHGFED';

export interface CamerasState {
  cameras: Camera[];
  assets: Asset[];
  requests: string[];
  /** The sources the server keeps (never sent back), by camera id. */
  sources: Record<number, { source: string | null; substream: string | null }>;
}

const camera = (id: number, name: string, online: boolean): Camera => ({
  id,
  customer: { id: 1, name: 'Gasolinera Demo' },
  gas_station: { id: 1, name: 'Servicio Lomas' },
  name,
  serial: `SN-${id}00`,
  license: `LIC-${id}`,
  key_last4: `k${id}x9`,
  status_online: online,
  last_seen_at: online ? '2026-02-01T10:00:00.000Z' : null,
  created_at: '2026-01-01T10:00:00.000Z',
  has_source: online,
  has_substream: false,
  stream_status: online ? 'live' : 'unchecked',
  stream_checked_at: online ? '2026-02-01T10:00:00.000Z' : null,
});

export function camerasState(): CamerasState {
  return {
    cameras: [camera(1, 'Isla 1', true), camera(2, 'Isla 2', false)],
    assets: [
      {
        id: 1,
        name: 'Dispensario 1',
        customer_id: 1,
        gas_station: { id: 1, name: 'Servicio Lomas' },
        camera: { id: 1, name: 'Isla 1' },
      },
    ],
    requests: [],
    sources: { 1: { source: 'rtsp://camara-1.local/stream', substream: null } },
  };
}

export function camerasHandlers(
  { origin = '' }: HandlerOptions = {},
  state: CamerasState = camerasState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const assetOf = (id: number, input: AssetInput): Asset => {
    const cam = state.cameras.find((c) => c.id === input.camera_id);
    return {
      id,
      name: input.name,
      customer_id: 1,
      gas_station: { id: input.gas_station_id, name: 'Servicio Lomas' },
      camera: cam ? { id: cam.id, name: cam.name } : null,
    };
  };
  return [
    http.get(at('/api/cameras'), () =>
      HttpResponse.json({ items: state.cameras, total: state.cameras.length }),
    ),
    http.post(at('/api/cameras'), async ({ request }) => {
      const input = (await request.json()) as CameraInput;
      state.requests.push(`POST /api/cameras ${JSON.stringify(input)}`);
      const created = {
        ...camera(state.cameras.length + 1, input.name, false),
        serial: input.serial ?? null,
        license: input.license ?? null,
        key_last4: NEW_CAMERA_KEY.slice(-4),
      };
      state.cameras.push(created);
      return HttpResponse.json({ camera: created, key: NEW_CAMERA_KEY }, { status: 201 });
    }),
    // An omitted source keeps the stored one; null clears it.
    http.put(at('/api/cameras/:id'), async ({ params, request }) => {
      const input = (await request.json()) as CameraInput;
      const id = Number(params.id);
      state.requests.push(`PUT /api/cameras/${id} ${JSON.stringify(input)}`);
      const index = state.cameras.findIndex((c) => c.id === id);
      if (index < 0) {
        return HttpResponse.json({ message: 'Cámara no encontrada' }, { status: 404 });
      }
      const stored = state.sources[id] ?? { source: null, substream: null };
      const sources = {
        source: input.source_url === undefined ? stored.source : input.source_url,
        substream: input.substream_url === undefined ? stored.substream : input.substream_url,
      };
      state.sources[id] = sources;
      const current = state.cameras[index]!;
      const saved: Camera = {
        ...current,
        name: input.name,
        serial: input.serial ?? null,
        license: input.license ?? null,
        has_source: sources.source !== null,
        has_substream: sources.substream !== null,
        stream_status: sources.source !== null ? current.stream_status : 'unchecked',
      };
      state.cameras[index] = saved;
      return HttpResponse.json(saved);
    }),
    http.get(at('/api/assets'), () =>
      HttpResponse.json({ items: state.assets, total: state.assets.length }),
    ),
    http.post(at('/api/assets'), async ({ request }) => {
      const input = (await request.json()) as AssetInput;
      const asset = assetOf(state.assets.length + 10, input);
      state.assets.push(asset);
      return HttpResponse.json(asset, { status: 201 });
    }),
    http.put(at('/api/assets/:id'), async ({ params, request }) => {
      const input = (await request.json()) as AssetInput;
      const index = state.assets.findIndex((a) => a.id === Number(params.id));
      state.assets[index] = assetOf(Number(params.id), input);
      return HttpResponse.json(state.assets[index]);
    }),
    http.delete(at('/api/assets/:id'), ({ params }) => {
      state.assets = state.assets.filter((a) => a.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
