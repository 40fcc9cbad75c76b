import { transitionsOf } from '@/store/machine';
import {
  filterApplied,
  filterQueued,
  filterReducer,
  filterTransitions,
  initialFilterState,
  type FilterState,
  type FilterStatus,
} from '@/features/files/model/filterSlice';
import {
  FILTER_APPLY_DELAY_MS,
  FILTER_MIN_INTERVAL_MS,
  judgeFilterChange,
  listArgsOf,
  PAGE_SIZES,
  PREFIX_STORAGE_KEY,
  sameFilter,
  type ListFilter,
} from '@/features/files/model/listFilter';
import {
  initialSortState,
  sortReducer,
  sortReset,
  sortToggled,
  sortTransitions,
  type SortState,
  type SortStatus,
} from '@/features/files/model/sortSlice';

const filter: ListFilter = {
  prefix: '',
  continuationToken: null,
  maxKeys: 10,
  page: 0,
  sortKey: 'name',
  sortDirection: 'asc',
};

describe('sort machine', () => {
  const events = { sortToggled: sortToggled('name'), sortReset: sortReset() };
  const sample: Record<SortStatus, SortState> = {
    default: initialSortState,
    custom: { status: 'custom', key: 'lastModified', direction: 'desc' },
  };

  it('allows exactly these transitions', () => {
    expect(transitionsOf(sortTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`)).toEqual([
      'default --sortToggled--> custom',
      'custom --sortToggled--> custom',
      'custom --sortReset--> default',
    ]);
  });

  for (const from of Object.keys(sample) as SortStatus[]) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = sortTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(sortReducer(sample[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          expect(sortReducer(sample[from], action)).toBe(sample[from]);
        });
      }
    }
  }

  it('defaults to name ascending; the active column flips, a new one starts ascending', () => {
    expect(initialSortState).toMatchObject({ key: 'name', direction: 'asc' });
    let state = sortReducer(initialSortState, sortToggled('name'));
    expect(state).toMatchObject({ key: 'name', direction: 'desc' });
    state = sortReducer(state, sortToggled('lastModified'));
    expect(state).toMatchObject({ key: 'lastModified', direction: 'asc' });
    state = sortReducer(state, sortToggled('lastModified'));
    expect(state).toMatchObject({ key: 'lastModified', direction: 'desc' });
    expect(sortReducer(state, sortReset())).toEqual(initialSortState);
  });
});

describe('filter machine', () => {
  const events = {
    filterQueued: filterQueued({ filter, at: 1000 }),
    filterApplied: filterApplied(),
  };
  const sample: Record<FilterStatus, FilterState> = {
    idle: initialFilterState,
    pending: { status: 'pending', applied: null, pending: filter, lastChangeAt: 1000 },
  };

  it('allows exactly these transitions', () => {
    expect(
      transitionsOf(filterTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`),
    ).toEqual(['idle --filterQueued--> pending', 'pending --filterApplied--> idle']);
  });

  for (const from of Object.keys(sample) as FilterStatus[]) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = filterTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(filterReducer(sample[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          expect(filterReducer(sample[from], action)).toBe(sample[from]);
        });
      }
    }
  }

  it('applies what was queued and remembers when', () => {
    const queued = filterReducer(initialFilterState, filterQueued({ filter, at: 1234 }));
    expect(queued).toEqual({
      status: 'pending',
      applied: null,
      pending: filter,
      lastChangeAt: 1234,
    });
    expect(filterReducer(queued, filterApplied())).toEqual({
      status: 'idle',
      applied: filter,
      pending: null,
      lastChangeAt: 1234,
    });
  });
});

describe('filter rules', () => {
  it('has the constants of the spec', () => {
    expect(PAGE_SIZES).toEqual([2, 5, 10, 25, 50]);
    expect(FILTER_MIN_INTERVAL_MS).toBe(300);
    expect(FILTER_APPLY_DELAY_MS).toBe(50);
    expect(PREFIX_STORAGE_KEY).toBe('reportsPrefixFilter');
  });

  it('ignores identical filters, and changes within 300 ms of the previous one', () => {
    const state = { applied: filter, pending: null, lastChangeAt: 10_000 };
    const next = { ...filter, prefix: 'A/' };
    expect(judgeFilterChange(state, filter, 20_000)).toBe('identical');
    expect(judgeFilterChange(state, next, 10_299)).toBe('tooSoon');
    expect(judgeFilterChange(state, next, 10_300)).toBe('accept');
    expect(judgeFilterChange({ applied: null, pending: null, lastChangeAt: null }, filter, 0)).toBe(
      'accept',
    );
    // A queued change counts as the filter in force.
    expect(judgeFilterChange({ ...state, pending: next }, next, 20_000)).toBe('identical');
  });

  it('compares every field', () => {
    for (const change of [
      { prefix: 'x/' },
      { continuationToken: 't' },
      { maxKeys: 25 },
      { page: 1 },
      { sortKey: 'lastModified' as const },
      { sortDirection: 'desc' as const },
    ]) {
      expect(sameFilter(filter, { ...filter, ...change })).toBe(false);
    }
    expect(sameFilter(filter, { ...filter })).toBe(true);
  });

  it('asks the API without an empty prefix or a token on page 0', () => {
    expect(listArgsOf(filter)).toEqual({ maxKeys: 10, sortKey: 'name', sortDirection: 'asc' });
    expect(
      listArgsOf({ ...filter, prefix: 'A/', continuationToken: 't', page: 1, maxKeys: 2 }),
    ).toEqual({
      prefix: 'A/',
      continuationToken: 't',
      maxKeys: 2,
      sortKey: 'name',
      sortDirection: 'asc',
    });
  });
});
