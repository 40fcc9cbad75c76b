// The files screen's intents over the four machines: each accepted intent moves the machines
// together and queues a filter applied 50 ms later; an intent within 300 ms of the previous
// one, or that yields the same filter, changes nothing at all.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { browse, pagingScopeOf, type BrowseIntent } from '@/features/files/model/browseThunks';
import { filterReducer } from '@/features/files/model/filterSlice';
import { navigationReducer } from '@/features/files/model/navigationSlice';
import { pageLoaded, pagingReducer } from '@/features/files/model/pagingSlice';
import { sortReducer } from '@/features/files/model/sortSlice';

const ROOT = 'Grupo Demo S.A. de C.V./';
const A = { name: 'Estación A', prefix: `${ROOT}Estación A/` };
const B = { name: 'Diarios', prefix: `${ROOT}Estación A/Diarios/` };

function setup() {
  const store = configureStore({
    reducer: combineReducers({
      filesNavigation: navigationReducer,
      filesPaging: pagingReducer,
      filesSort: sortReducer,
      filesFilter: filterReducer,
    }),
  });
  let now = 1_000_000;
  const scheduled: { run: () => void; at: number }[] = [];
  const clock = {
    now: () => now,
    schedule: (run: () => void, ms: number) => void scheduled.push({ run, at: now + ms }),
  };
  return {
    store,
    go: (intent: BrowseIntent) => store.dispatch(browse(intent, clock)),
    /** Moves the clock and runs the timers that are due. */
    advance(ms: number) {
      now += ms;
      for (const timer of scheduled.filter((t) => t.at <= now)) {
        scheduled.splice(scheduled.indexOf(timer), 1);
        timer.run();
      }
    },
    state: () => store.getState(),
  };
}

function started() {
  const t = setup();
  expect(t.go({ type: 'start', root: ROOT, trail: [] })).toBe(true);
  t.advance(50);
  t.advance(300);
  return t;
}

describe('browsing the files', () => {
  it('starts at the root (empty prefix) and applies the filter 50 ms later', () => {
    const t = setup();
    t.go({ type: 'start', root: ROOT, trail: [] });
    expect(t.state().filesFilter).toMatchObject({ status: 'pending', applied: null });
    t.advance(49);
    expect(t.state().filesFilter.applied).toBeNull();
    t.advance(1);
    expect(t.state().filesFilter).toMatchObject({
      status: 'idle',
      applied: {
        prefix: '',
        continuationToken: null,
        maxKeys: 10,
        page: 0,
        sortKey: 'name',
        sortDirection: 'asc',
      },
    });
  });

  it('restores the last folder opened', () => {
    const t = setup();
    t.go({ type: 'start', root: ROOT, trail: [A, B] });
    t.advance(50);
    expect(t.state().filesNavigation.position).toBe(2);
    expect(t.state().filesFilter.applied?.prefix).toBe(B.prefix);
  });

  it('ignores a change within 300 ms of the previous one, entirely', () => {
    const t = setup();
    t.go({ type: 'start', root: ROOT, trail: [] });
    t.advance(100);
    const before = t.state();
    expect(t.go({ type: 'openFolder', folder: A })).toBe(false);
    expect(t.state()).toBe(before);
    t.advance(200);
    expect(t.go({ type: 'openFolder', folder: A })).toBe(true);
    t.advance(50);
    expect(t.state().filesFilter.applied?.prefix).toBe(A.prefix);
  });

  it('ignores a change that yields the filter already in force', () => {
    const t = started();
    const before = t.state();
    expect(t.go({ type: 'selectCrumb', index: 0 })).toBe(false);
    expect(t.go({ type: 'changePage', page: 0 })).toBe(false);
    expect(t.state()).toBe(before);
  });

  it('opening a folder resets to page 0 with no tokens; a crumb returns to its level on page 0', () => {
    const t = started();
    t.store.dispatch(
      pageLoaded({ scope: pagingScopeOf('', t.state().filesSort), page: 0, nextToken: 'root-2' }),
    );
    expect(t.go({ type: 'changePage', page: 1 })).toBe(true);
    t.advance(50);
    expect(t.state().filesFilter.applied).toMatchObject({ page: 1, continuationToken: 'root-2' });
    t.advance(300);
    t.go({ type: 'openFolder', folder: A });
    t.advance(50);
    expect(t.state().filesPaging).toMatchObject({ page: 0, tokens: {} });
    expect(t.state().filesFilter.applied).toMatchObject({
      prefix: A.prefix,
      page: 0,
      continuationToken: null,
    });
    t.advance(300);
    t.go({ type: 'openFolder', folder: B });
    t.advance(350);
    t.go({ type: 'selectCrumb', index: 1 });
    t.advance(50);
    expect(t.state().filesNavigation).toMatchObject({ position: 1, history: [A, B] });
    expect(t.state().filesFilter.applied).toMatchObject({ prefix: A.prefix, page: 0 });
  });

  it('pages forward only to pages whose token arrived, and back to any seen', () => {
    const t = started();
    expect(t.go({ type: 'changePage', page: 1 })).toBe(false);
    const scope = pagingScopeOf('', t.state().filesSort);
    t.store.dispatch(pageLoaded({ scope, page: 0, nextToken: 'p1' }));
    expect(t.go({ type: 'changePage', page: 1 })).toBe(true);
    t.advance(350);
    t.store.dispatch(pageLoaded({ scope, page: 1, nextToken: 'p2' }));
    expect(t.go({ type: 'changePage', page: 2 })).toBe(true);
    t.advance(350);
    expect(t.state().filesFilter.applied).toMatchObject({ page: 2, continuationToken: 'p2' });
    expect(t.go({ type: 'changePage', page: 0 })).toBe(true);
    t.advance(350);
    expect(t.state().filesFilter.applied).toMatchObject({ page: 0, continuationToken: null });
    expect(t.state().filesPaging.tokens).toEqual({ '1': 'p1', '2': 'p2' });
  });

  it('changing the page size clears the tokens and returns to page 0', () => {
    const t = started();
    t.store.dispatch(
      pageLoaded({ scope: pagingScopeOf('', t.state().filesSort), page: 0, nextToken: 'p1' }),
    );
    t.go({ type: 'changePage', page: 1 });
    t.advance(350);
    t.go({ type: 'changePageSize', size: 25 });
    t.advance(50);
    expect(t.state().filesPaging).toMatchObject({ page: 0, pageSize: 25, tokens: {} });
    expect(t.state().filesFilter.applied).toMatchObject({
      maxKeys: 25,
      page: 0,
      continuationToken: null,
    });
  });

  it('sorting toggles the direction, starts a new column ascending and resets to page 0', () => {
    const t = started();
    t.store.dispatch(
      pageLoaded({ scope: pagingScopeOf('', t.state().filesSort), page: 0, nextToken: 'p1' }),
    );
    t.go({ type: 'changePage', page: 1 });
    t.advance(350);
    t.go({ type: 'toggleSort', key: 'name' });
    t.advance(50);
    expect(t.state().filesFilter.applied).toMatchObject({
      sortKey: 'name',
      sortDirection: 'desc',
      page: 0,
    });
    expect(t.state().filesPaging.tokens).toEqual({});
    t.advance(300);
    t.go({ type: 'toggleSort', key: 'lastModified' });
    t.advance(50);
    expect(t.state().filesFilter.applied).toMatchObject({
      sortKey: 'lastModified',
      sortDirection: 'asc',
    });
  });
});
