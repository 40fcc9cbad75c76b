// The filter in force for the files list as a state machine: a change is
// queued (pending) and applied 50 ms later; the list queries only the applied filter. Which
// changes are accepted at all (not identical, not within 300 ms) is judged before queueing
// (listFilter.ts judgeFilterChange, used by browseThunks.ts).
import type { PayloadAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '@/store/machine';
import type { ListFilter } from './listFilter';

export type FilterStatus = 'idle' | 'pending';

export interface FilterState {
  status: FilterStatus;
  applied: ListFilter | null;
  pending: ListFilter | null;
  /** When the last accepted change was queued (ms since the epoch). */
  lastChangeAt: number | null;
}

export const initialFilterState: FilterState = {
  status: 'idle',
  applied: null,
  pending: null,
  lastChangeAt: null,
};

type FilterEvent = 'filterQueued' | 'filterApplied';

export const filterTransitions: TransitionTable<FilterStatus, FilterEvent> = {
  idle: { filterQueued: 'pending' },
  pending: { filterApplied: 'idle' },
};

const slice = createMachineSlice({
  name: 'filesFilter',
  initialState: initialFilterState,
  transitions: filterTransitions,
  reducers: {
    filterQueued(state, action: PayloadAction<{ filter: ListFilter; at: number }>) {
      state.pending = action.payload.filter;
      state.lastChangeAt = action.payload.at;
    },
    filterApplied(state) {
      state.applied = state.pending;
      state.pending = null;
    },
  },
});

export const { filterQueued, filterApplied } = slice.actions;
export const filterReducer = slice.reducer;
