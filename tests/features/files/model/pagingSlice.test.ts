import { transitionsOf } from '@/store/machine';
import {
  currentToken,
  hasNextPage,
  initialPagingState,
  pageChanged,
  pageLoaded,
  pageSizeChanged,
  pagingReducer,
  pagingReset,
  pagingTransitions,
  type PagingState,
  type PagingStatus,
} from '@/features/files/model/pagingSlice';

const SCOPE = 'A/\nname\nasc';
const events = {
  pageLoaded: pageLoaded({ scope: SCOPE, page: 0, nextToken: 't1' }),
  pageChanged: pageChanged(0),
  pageSizeChanged: pageSizeChanged(25),
  pagingReset: pagingReset({ scope: SCOPE }),
};

const sample: Record<PagingStatus, PagingState> = {
  unpaged: { ...initialPagingState, scope: SCOPE },
  paged: { status: 'paged', page: 1, pageSize: 10, tokens: { '1': 't1', '2': 't2' }, scope: SCOPE },
};

describe('continuation-token paging machine', () => {
  it('allows exactly these transitions', () => {
    expect(
      transitionsOf(pagingTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`),
    ).toEqual([
      'unpaged --pageLoaded--> paged',
      'unpaged --pageSizeChanged--> unpaged',
      'unpaged --pagingReset--> unpaged',
      'paged --pageLoaded--> paged',
      'paged --pageChanged--> paged',
      'paged --pageSizeChanged--> unpaged',
      'paged --pagingReset--> unpaged',
    ]);
  });

  for (const from of Object.keys(sample) as PagingStatus[]) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = pagingTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(pagingReducer(sample[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          expect(pagingReducer(sample[from], action)).toBe(sample[from]);
        });
      }
    }
  }

  it('starts on page 0 with no token, 10 rows a page', () => {
    expect(initialPagingState).toMatchObject({ page: 0, pageSize: 10, tokens: {} });
    expect(currentToken(initialPagingState)).toBeNull();
    expect(hasNextPage(initialPagingState)).toBe(false);
  });

  it('stores the next-page token of each loaded page for page + 1, and forgets a missing one', () => {
    let state = pagingReducer(
      sample.unpaged,
      pageLoaded({ scope: SCOPE, page: 0, nextToken: 't1' }),
    );
    expect(state.tokens).toEqual({ '1': 't1' });
    expect(hasNextPage(state)).toBe(true);
    state = pagingReducer(state, pageChanged(1));
    expect(state.page).toBe(1);
    expect(currentToken(state)).toBe('t1');
    state = pagingReducer(state, pageLoaded({ scope: SCOPE, page: 1, nextToken: 't2' }));
    state = pagingReducer(state, pageChanged(2));
    expect(currentToken(state)).toBe('t2');
    state = pagingReducer(state, pageLoaded({ scope: SCOPE, page: 2, nextToken: null }));
    expect(hasNextPage(state)).toBe(false);
    // Back to any page already seen.
    state = pagingReducer(state, pageChanged(0));
    expect(state.page).toBe(0);
    expect(currentToken(state)).toBeNull();
    expect(pagingReducer(state, pageChanged(2)).page).toBe(2);
  });

  it('never moves to a page whose token it does not know', () => {
    expect(pagingReducer(sample.paged, pageChanged(5))).toEqual(sample.paged);
  });

  it('ignores an answer for another folder or order', () => {
    const late = pageLoaded({ scope: 'B/\nname\nasc', page: 0, nextToken: 'wrong' });
    expect(pagingReducer(sample.paged, late)).toEqual(sample.paged);
  });

  it('changing page size or folder clears the tokens and returns to page 0', () => {
    const resized = pagingReducer(sample.paged, pageSizeChanged(25));
    expect(resized).toMatchObject({ status: 'unpaged', page: 0, pageSize: 25, tokens: {} });
    const moved = pagingReducer(sample.paged, pagingReset({ scope: 'B/\nname\nasc' }));
    expect(moved).toMatchObject({
      status: 'unpaged',
      page: 0,
      pageSize: 10,
      tokens: {},
      scope: 'B/\nname\nasc',
    });
  });

  it('accepts only the page sizes of the spec (2, 5, 10, 25, 50)', () => {
    for (const size of [2, 5, 10, 25, 50]) {
      expect(pagingReducer(sample.paged, pageSizeChanged(size)).pageSize).toBe(size);
    }
    expect(pagingReducer(sample.paged, pageSizeChanged(7)).pageSize).toBe(10);
  });
});
