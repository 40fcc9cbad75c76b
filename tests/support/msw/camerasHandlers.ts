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
