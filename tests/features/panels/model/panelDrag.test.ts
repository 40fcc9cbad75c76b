import {
  acceptPanelDrag,
  dropEffectOf,
  PANEL_DRAG_TYPE,
  startPanelDrag,
} from '@/features/panels/model/panelDrag';

function transfer() {
  const data = new Map<string, string>();
  return {
    data,
    setData: (type: string, value: string) => void data.set(type, value),
    effectAllowed: 'uninitialized' as DataTransfer['effectAllowed'],
    dropEffect: 'none' as DataTransfer['dropEffect'],
  };
}

describe('panel drag contract', () => {
  it.each(['picker', 'grid'] as const)(
    'the grid asks for the one effect a %s drag allows, with plain text set',
    (source) => {
      const dragged = transfer();
      startPanelDrag(dragged, source, 'Isla 1');
      expect(dragged.data.get(PANEL_DRAG_TYPE)).toBe('Isla 1');
      expect(PANEL_DRAG_TYPE).toBe('text/plain');
      acceptPanelDrag(dragged, source);
      expect(dragged.dropEffect).toBe(dragged.effectAllowed);
    },
  );

  it('copies from the camera list and moves tiles', () => {
    expect(dropEffectOf('picker')).toBe('copy');
    expect(dropEffectOf('grid')).toBe('move');
  });
});
