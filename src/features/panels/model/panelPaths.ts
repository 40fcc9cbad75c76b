// Where the panel screens lead: the management list, the editor and the detail (whose
// `?share=panel` opens its share dialog at once).
export const VMS_PATH = '/vms';
export const PANELS_PATH = '/panel';
export const NEW_PANEL_PATH = '/new-panel';

/** The detail's query parameter (and its value) that opens the panel's share dialog at once. */
export const SHARE_PARAM = 'share';
export const SHARE_PANEL = 'panel';

export const panelDetailPath = (id: number) => `/panel-detail/${id}`;
export const sharePanelPath = (id: number) =>
  `${panelDetailPath(id)}?${SHARE_PARAM}=${SHARE_PANEL}`;
export const editPanelPath = (id: number) => `/edit-panel/${id}`;

/** The lists show the first rows only; a search finds the others. */
export const PANEL_LIST_ROWS = 50;
