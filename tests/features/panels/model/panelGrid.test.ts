import {
  cellOf,
  MAX_PANEL_CAMERAS,
  moved,
  withCamera,
  without,
  type PanelCamera,
} from '@/features/panels/model/panelGrid';

const camera = (id: number): PanelCamera => ({
  id,
  name: `Cámara ${id}`,
  gas_station: null,
  stream_status: 'live',
  has_source: true,
});
const ids = (cameras: PanelCamera[]) => cameras.map((c) => c.id);

describe('panel grid order', () => {
  it('adds at the end or at a position, each camera once', () => {
    const grid = withCamera(withCamera([], camera(1)), camera(2));
    expect(ids(grid)).toEqual([1, 2]);
    expect(ids(withCamera(grid, camera(3), 0))).toEqual([3, 1, 2]);
    expect(ids(withCamera(grid, camera(1), 0))).toEqual([1, 2]);
  });

  it('never passes the limit', () => {
    const full = Array.from({ length: MAX_PANEL_CAMERAS }, (_, i) => camera(i + 1));
    expect(withCamera(full, camera(99))).toHaveLength(MAX_PANEL_CAMERAS);
  });

  it('moves and removes by position, clamping to the grid', () => {
    const grid = [camera(1), camera(2), camera(3)];
    expect(ids(moved(grid, 2, 0))).toEqual([3, 1, 2]);
    expect(ids(moved(grid, 0, 9))).toEqual([2, 3, 1]);
    expect(ids(moved(grid, 1, 1))).toEqual([1, 2, 3]);
    expect(ids(without(grid, 1))).toEqual([1, 3]);
  });

  it('names the row and column of a position', () => {
    expect(cellOf(0, 3)).toEqual({ row: 1, column: 1 });
    expect(cellOf(4, 3)).toEqual({ row: 2, column: 2 });
  });
});
