// Sorting of the files table as a state machine: name ascending by default;
// clicking the active column flips its direction, another column starts ascending.
import type { PayloadAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '@/store/machine';
import type { SortDirection, SortKey } from './listFilter';

export type SortStatus = 'default' | 'custom';

export interface SortState {
  status: SortStatus;
  key: SortKey;
  direction: SortDirection;
}

export const initialSortState: SortState = { status: 'default', key: 'name', direction: 'asc' };

type SortEvent = 'sortToggled' | 'sortReset';

export const sortTransitions: TransitionTable<SortStatus, SortEvent> = {
  default: { sortToggled: 'custom' },
  custom: { sortToggled: 'custom', sortReset: 'default' },
};

const slice = createMachineSlice({
  name: 'filesSort',
  initialState: initialSortState,
  transitions: sortTransitions,
  reducers: {
    sortToggled(state, action: PayloadAction<SortKey>) {
      if (state.key === action.payload) {
        state.direction = state.direction === 'asc' ? 'desc' : 'asc';
      } else {
        state.key = action.payload;
        state.direction = 'asc';
      }
    },
    sortReset(state) {
      state.key = initialSortState.key;
      state.direction = initialSortState.direction;
    },
  },
});

export const { sortToggled, sortReset } = slice.actions;
export const sortReducer = slice.reducer;
