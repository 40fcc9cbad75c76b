// The floating download monitor as an explicit state machine per download, and the
// list of downloads shown (several in a row keep their own state). The bytes themselves, the
// fetch and the timers live in containers/downloadRunner.ts; this is what the monitor shows.
//
//   starting ──startTextExpired / progressed──▶ downloading ──completed──▶ complete
//      │  ▲                                      │  ▲    │                  │ handedOff, retriggered
//      │  └──────────────retried──── failed ◀────┘  │    paused             │ dismissed / closeTimedOut
//      └─paused──▶ paused ──resumed─────────────────┘                       ▼
//   any but complete ──cancelled──▶ closed (removed from the list)        closed
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '@/store/machine';

export type DownloadStatus =
  'starting' | 'downloading' | 'paused' | 'complete' | 'failed' | 'closed';

export interface DownloadState {
  status: DownloadStatus;
  id: string;
  /** File name, as saved. */
  name: string;
  /** Path in the reports tree. */
  path: string;
  receivedBytes: number;
  /** Null until the server says. */
  totalBytes: number | null;
  /** Set when failed: a server or network message, or null for the default text. */
  error: string | null;
  /** Hand the file to the browser when complete (else the monitor just reports it). */
  autoSave: boolean;
  /** When the file was last handed to the browser (ms), or null. */
  handedOffAt: number | null;
}

type DownloadEvent =
  | 'startTextExpired'
  | 'progressed'
  | 'completed'
  | 'failed'
  | 'paused'
  | 'resumed'
  | 'retried'
  | 'handedOff'
  | 'retriggered'
  | 'dismissed'
  | 'closeTimedOut'
  | 'cancelled';

export const downloadTransitions: TransitionTable<DownloadStatus, DownloadEvent> = {
  starting: {
    startTextExpired: 'downloading',
    progressed: 'downloading',
    completed: 'complete',
    failed: 'failed',
    paused: 'paused',
    cancelled: 'closed',
  },
  downloading: {
    progressed: 'downloading',
    completed: 'complete',
    failed: 'failed',
    paused: 'paused',
    cancelled: 'closed',
  },
  paused: { resumed: 'downloading', cancelled: 'closed' },
  complete: {
    handedOff: 'complete',
    retriggered: 'complete',
    dismissed: 'closed',
    closeTimedOut: 'closed',
  },
  failed: { retried: 'starting', cancelled: 'closed' },
  closed: {},
};

interface ById {
  id: string;
}

/** One download's machine; its actions carry the download id and go through downloadsReducer. */
const machine = createMachineSlice({
  name: 'fileDownload',
  // Never used as a store slice on its own: every item starts from downloadAdded.
  initialState: {
    status: 'starting',
    id: '',
    name: '',
    path: '',
    receivedBytes: 0,
    totalBytes: null,
    error: null,
    autoSave: true,
    handedOffAt: null,
  } as DownloadState,
  transitions: downloadTransitions,
  reducers: {
    startTextExpired(_state, _action: PayloadAction<ById>) {},
    progressed(state, action: PayloadAction<ById & { received: number; total: number | null }>) {
      state.receivedBytes = action.payload.received;
      state.totalBytes = action.payload.total;
    },
    completed(state, action: PayloadAction<ById & { total: number }>) {
      state.receivedBytes = action.payload.total;
      state.totalBytes = action.payload.total;
    },
    failed(state, action: PayloadAction<ById & { message: string | null }>) {
      state.error = action.payload.message;
    },
    paused(_state, _action: PayloadAction<ById>) {},
    resumed(_state, _action: PayloadAction<ById>) {},
    retried(state, _action: PayloadAction<ById>) {
      state.error = null;
    },
    handedOff(state, action: PayloadAction<ById & { at: number }>) {
      state.handedOffAt = action.payload.at;
    },
    retriggered(state, action: PayloadAction<ById & { at: number }>) {
      state.handedOffAt = action.payload.at;
    },
    dismissed(_state, _action: PayloadAction<ById>) {},
    closeTimedOut(_state, _action: PayloadAction<ById>) {},
    cancelled(_state, _action: PayloadAction<ById>) {},
  },
});

export const downloadEvents = machine.actions;
/** The reducer of one download (for tests and for downloadsReducer). */
export const downloadReducer = machine.reducer;

export interface DownloadsState {
  items: DownloadState[];
}

const isDownloadEvent = (action: UnknownAction): action is PayloadAction<ById> =>
  action.type.startsWith(`${machine.name}/`) &&
  typeof (action.payload as Partial<ById> | undefined)?.id === 'string';

const downloads = createSlice({
  name: 'filesDownloads',
  initialState: { items: [] } as DownloadsState,
  reducers: {
    /** A new download, starting now (the monitor auto-starts it). An id in use is ignored. */
    downloadAdded(
      state,
      action: PayloadAction<{ id: string; name: string; path: string; autoSave?: boolean }>,
    ) {
      const { id, name, path, autoSave = true } = action.payload;
      if (state.items.some((item) => item.id === id)) return;
      state.items.push({
        status: 'starting',
        id,
        name,
        path,
        receivedBytes: 0,
        totalBytes: null,
        error: null,
        autoSave,
        handedOffAt: null,
      });
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isDownloadEvent, (state, action) => {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index === -1) return;
      const next = downloadReducer(state.items[index]!, action);
      // A closed monitor leaves the list; its state is no longer needed.
      if (next.status === 'closed') state.items.splice(index, 1);
      else state.items[index] = next;
    });
  },
});

export const { downloadAdded } = downloads.actions;
export const downloadsReducer = downloads.reducer;

/** Complete at 100 % or more; otherwise the whole percentage received (null if unknown). */
export function progressPercent(item: Pick<DownloadState, 'receivedBytes' | 'totalBytes'>) {
  if (!item.totalBytes) return null;
  return Math.min(100, Math.floor((item.receivedBytes / item.totalBytes) * 100));
}
