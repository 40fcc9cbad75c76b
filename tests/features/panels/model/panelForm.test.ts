// The panel form: values <-> PanelInput (the grid's cameras sent as their ids, in order),
// checked against the contract; errors of the camera list shown once, under the grid.
import type { PanelCamera } from '@/features/panels/model/panelGrid';
import {
  newPanelValues,
  panelServerErrors,
  toPanelInput,
  validatePanel,
} from '@/features/panels/model/panelForm';

const camera = (id: number) => ({ id, name: `Cámara ${id}` }) as unknown as PanelCamera;
const values = (cameras: PanelCamera[]) => ({
  customer_id: '3',
  title: 'Islas',
  name: 'Monitoreo de islas',
  columns: '2',
  cameras,
});

it('starts a new panel with two columns and no cameras, its customer when fixed', () => {
  expect(newPanelValues()).toEqual({ customer_id: undefined, columns: '2', cameras: [] });
  expect(newPanelValues(3).customer_id).toBe('3');
});

it("sends the grid's camera ids in order", () => {
  expect(toPanelInput(values([camera(5), camera(2)]))).toEqual({
    customer_id: 3,
    title: 'Islas',
    name: 'Monitoreo de islas',
    columns: 2,
    camera_ids: [5, 2],
  });
});

it('puts a too long camera list under the grid, once', () => {
  expect(validatePanel(values([camera(1)]))).toEqual({});
  const seventeen = Array.from({ length: 17 }, (_, i) => camera(i + 1));
  expect(validatePanel(values(seventeen))).toEqual({
    cameras: 'Un panel tiene como máximo 16 cámaras',
  });
});

it("puts the server's refusal of one camera under the grid too", () => {
  expect(
    panelServerErrors([{ field: 'body.camera_ids[3]', rule: 'unknown', message: 'No existe' }]),
  ).toEqual({ cameras: 'No existe' });
});
