// What the user does on the files screen, as thunks over the navigation, paging, sort and filter
// machines: each intent is played on copies of the slices first, the resulting
// filter is judged (identical, or within 300 ms of the last change: ignored), and only then are
// the events dispatched and the filter queued; it is applied 50 ms later. So an ignored click
// changes nothing at all, breadcrumb included.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { filterApplied, filterQueued, type FilterState } from './filterSlice';
import {
  FILTER_APPLY_DELAY_MS,
  judgeFilterChange,
  type ListFilter,
  type SortKey,
} from './listFilter';
import {
  crumbSelected,
  currentPrefix,
  folderOpened,
  navigationReducer,
  rootSet,
  type Crumb,
  type NavigationState,
} from './navigationSlice';
import {
  currentToken,
  pageChanged,
  pageSizeChanged,
  pagingReducer,
  pagingReset,
  type PagingState,
} from './pagingSlice';
import { sortReducer, sortToggled, type SortState } from './sortSlice';

/** The part of the store these thunks read (the app's RootState has it). */
export interface FilesBrowserState {
  filesNavigation: NavigationState;
  filesPaging: PagingState;
  filesSort: SortState;
  filesFilter: FilterState;
}

export type BrowseIntent =
  | { type: 'start'; root: string; trail: Crumb[] }
  | { type: 'openFolder'; folder: Crumb }
  | { type: 'selectCrumb'; index: number }
  | { type: 'changePage'; page: number }
  | { type: 'changePageSize'; size: number }
  | { type: 'toggleSort'; key: SortKey };

export interface BrowseClock {
  now: () => number;
  schedule: (run: () => void, ms: number) => void;
}

const realClock: BrowseClock = {
  now: () => Date.now(),
  schedule: (run, ms) => void setTimeout(run, ms),
};

/** Tokens belong to one folder in one order. */
export const pagingScopeOf = (prefix: string, sort: Pick<SortState, 'key' | 'direction'>) =>
  `${prefix}\n${sort.key}\n${sort.direction}`;

export function filterOf(
  navigation: NavigationState,
  paging: PagingState,
  sort: SortState,
): ListFilter {
  return {
    prefix: currentPrefix(navigation),
    continuationToken: currentToken(paging),
    maxKeys: paging.pageSize,
    page: paging.page,
    sortKey: sort.key,
    sortDirection: sort.direction,
  };
}

function eventOf(intent: BrowseIntent): UnknownAction {
  switch (intent.type) {
    case 'start':
      return rootSet({ root: intent.root, trail: intent.trail });
    case 'openFolder':
      return folderOpened(intent.folder);
    case 'selectCrumb':
      return crumbSelected(intent.index);
    case 'changePage':
      return pageChanged(intent.page);
    case 'changePageSize':
      return pageSizeChanged(intent.size);
    case 'toggleSort':
      return sortToggled(intent.key);
  }
}

/** Another folder or order: back to page 0 with no tokens. */
const resetsPaging = (intent: BrowseIntent) =>
  ['start', 'openFolder', 'selectCrumb', 'toggleSort'].includes(intent.type);

/** Plays `intent`; true when it was accepted (and its filter queued). */
export function browse(intent: BrowseIntent, clock: BrowseClock = realClock) {
  return (dispatch: Dispatch, getState: () => FilesBrowserState): boolean => {
    const state = getState();
    let navigation = state.filesNavigation;
    let paging = state.filesPaging;
    let sort = state.filesSort;
    const events: UnknownAction[] = [];
    const play = (event: UnknownAction) => {
      navigation = navigationReducer(navigation, event);
      paging = pagingReducer(paging, event);
      sort = sortReducer(sort, event);
      events.push(event);
    };
    play(eventOf(intent));
    if (resetsPaging(intent))
      play(pagingReset({ scope: pagingScopeOf(currentPrefix(navigation), sort) }));
    // An event its machine refused leaves every slice as it was: nothing to do.
    if (
      navigation === state.filesNavigation &&
      paging === state.filesPaging &&
      sort === state.filesSort
    ) {
      return false;
    }
    const filter = filterOf(navigation, paging, sort);
    const now = clock.now();
    if (judgeFilterChange(state.filesFilter, filter, now) !== 'accept') return false;
    events.forEach((event) => dispatch(event));
    dispatch(filterQueued({ filter, at: now }));
    clock.schedule(() => dispatch(filterApplied()), FILTER_APPLY_DELAY_MS);
    return true;
  };
}
