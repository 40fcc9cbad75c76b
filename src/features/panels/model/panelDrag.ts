// What the camera list and the panel's grid agree on for a drag, so that Chromium and Firefox
// both let the drop happen: the source allows exactly one effect (a camera from the list is
// copied into the grid, a tile is moved inside it) and the grid, over an accepted drag, asks
// for that same effect (a dropEffect the source does not allow makes the browser refuse the
// drop). The data is plain text (Firefox starts no drag without data; every browser accepts
// text/plain); the editor itself keeps what is being dragged.

/** Where a drag started: the camera list or a tile of the grid. */
export type PanelDragSource = 'picker' | 'grid';

export type PanelDropEffect = 'copy' | 'move';

/** The data type set on every drag. */
export const PANEL_DRAG_TYPE = 'text/plain';

export function dropEffectOf(source: PanelDragSource): PanelDropEffect {
  return source === 'picker' ? 'copy' : 'move';
}

/** The DataTransfer fields a drag's source and target touch. */
type Transfer = Pick<DataTransfer, 'setData' | 'effectAllowed' | 'dropEffect'>;

/** On dragstart: the data (the camera's name) and the one effect allowed. */
export function startPanelDrag(transfer: Transfer, source: PanelDragSource, text: string): void {
  transfer.setData(PANEL_DRAG_TYPE, text);
  transfer.effectAllowed = dropEffectOf(source);
}

/** On dragenter and dragover of the grid: the effect the source allowed. */
export function acceptPanelDrag(transfer: Transfer, source: PanelDragSource): void {
  transfer.dropEffect = dropEffectOf(source);
}
