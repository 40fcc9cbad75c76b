// Folder navigation of the files screen as a state machine. The history is
// the breadcrumb: the folders opened below the root, kept beyond the current position until a
// new folder is opened (opening truncates the forward history). Position 0 is the root, whose
// prefix is empty (the server resolves the user's folder).
import type { PayloadAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '@/store/machine';

export interface Crumb {
  name: string;
  /** Full path of the folder, ending in '/'. */
  prefix: string;
}

export type NavigationStatus = 'unset' | 'ready';

export interface NavigationState {
  status: NavigationStatus;
  /** The user's root folder ('Grupo X S.A. de C.V./'), known once set. */
  root: string | null;
  history: Crumb[];
  /** 0 = root; n = history[n - 1]. */
  position: number;
}

export const initialNavigationState: NavigationState = {
  status: 'unset',
  root: null,
  history: [],
  position: 0,
};

type NavigationEvent = 'rootSet' | 'folderOpened' | 'crumbSelected';

export const navigationTransitions: TransitionTable<NavigationStatus, NavigationEvent> = {
  unset: { rootSet: 'ready' },
  ready: { rootSet: 'ready', folderOpened: 'ready', crumbSelected: 'ready' },
};

const slice = createMachineSlice({
  name: 'filesNavigation',
  initialState: initialNavigationState,
  transitions: navigationTransitions,
  reducers: {
    /** The root, and the folders down to where the user was (restored from local storage). */
    rootSet(state, action: PayloadAction<{ root: string; trail?: Crumb[] }>) {
      state.root = action.payload.root;
      state.history = action.payload.trail ?? [];
      state.position = state.history.length;
    },
    folderOpened(state, action: PayloadAction<Crumb>) {
      state.history = [...state.history.slice(0, state.position), action.payload];
      state.position = state.history.length;
    },
    crumbSelected(state, action: PayloadAction<number>) {
      const index = action.payload;
      if (Number.isInteger(index) && index >= 0 && index <= state.history.length) {
        state.position = index;
      }
    },
  },
});

export const { rootSet, folderOpened, crumbSelected } = slice.actions;
export const navigationReducer = slice.reducer;

/** The prefix of the folder shown: '' at the root. */
export function currentPrefix(state: NavigationState): string {
  return state.position === 0 ? '' : (state.history[state.position - 1]?.prefix ?? '');
}
