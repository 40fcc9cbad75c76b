// Paging by continuation token as a state machine: the token of each page is
// stored when the previous page arrives (page 0 has none), so the user can go forward one page
// at a time and back to any page seen. Changing folder, order or page size starts again from
// page 0 with no tokens. `scope` names the folder and order the tokens belong to, so a late
// answer for another folder cannot plant a wrong token.
import type { PayloadAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '@/store/machine';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './listFilter';

export type PagingStatus = 'unpaged' | 'paged';

export interface PagingState {
  status: PagingStatus;
  page: number;
  pageSize: number;
  /** Page number (as a string key) -> the token that opens it. */
  tokens: Record<string, string>;
  scope: string;
}

export const initialPagingState: PagingState = {
  status: 'unpaged',
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  tokens: {},
  scope: '',
};

type PagingEvent = 'pageLoaded' | 'pageChanged' | 'pageSizeChanged' | 'pagingReset';

export const pagingTransitions: TransitionTable<PagingStatus, PagingEvent> = {
  unpaged: { pageLoaded: 'paged', pageSizeChanged: 'unpaged', pagingReset: 'unpaged' },
  paged: {
    pageLoaded: 'paged',
    pageChanged: 'paged',
    pageSizeChanged: 'unpaged',
    pagingReset: 'unpaged',
  },
};

const slice = createMachineSlice({
  name: 'filesPaging',
  initialState: initialPagingState,
  transitions: pagingTransitions,
  reducers: {
    /** A page arrived: remember the token of the next one (or that there is none). */
    pageLoaded(
      state,
      action: PayloadAction<{ scope: string; page: number; nextToken: string | null }>,
    ) {
      const { scope, page, nextToken } = action.payload;
      if (scope !== state.scope) return;
      if (nextToken) state.tokens[String(page + 1)] = nextToken;
      else delete state.tokens[String(page + 1)];
    },
    /** Page 0, or a page whose token is known. */
    pageChanged(state, action: PayloadAction<number>) {
      const page = action.payload;
      if (page === 0 || state.tokens[String(page)] !== undefined) state.page = page;
    },
    pageSizeChanged(state, action: PayloadAction<number>) {
      if (!PAGE_SIZES.includes(action.payload)) return;
      state.pageSize = action.payload;
      state.page = 0;
      state.tokens = {};
    },
    pagingReset(state, action: PayloadAction<{ scope: string }>) {
      state.page = 0;
      state.tokens = {};
      state.scope = action.payload.scope;
    },
  },
});

export const { pageLoaded, pageChanged, pageSizeChanged, pagingReset } = slice.actions;
export const pagingReducer = slice.reducer;

/** The token that opens the current page (null on page 0). */
export function currentToken(state: PagingState): string | null {
  return state.page === 0 ? null : (state.tokens[String(state.page)] ?? null);
}

export function hasNextPage(state: PagingState): boolean {
  return state.tokens[String(state.page + 1)] !== undefined;
}
