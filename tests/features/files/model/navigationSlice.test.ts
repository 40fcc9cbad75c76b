import { transitionsOf } from '@/store/machine';
import {
  crumbSelected,
  currentPrefix,
  folderOpened,
  initialNavigationState,
  navigationReducer,
  navigationTransitions,
  rootSet,
  type NavigationState,
  type NavigationStatus,
} from '@/features/files/model/navigationSlice';

const ROOT = 'Grupo Demo S.A. de C.V./';
const a = { name: 'Estación A', prefix: `${ROOT}Estación A/` };
const b = { name: 'Diarios', prefix: `${ROOT}Estación A/Diarios/` };
const c = { name: 'Mensuales', prefix: `${ROOT}Estación A/Mensuales/` };

const events = {
  rootSet: rootSet({ root: ROOT }),
  folderOpened: folderOpened(a),
  crumbSelected: crumbSelected(0),
};

const sample: Record<NavigationStatus, NavigationState> = {
  unset: initialNavigationState,
  ready: { status: 'ready', root: ROOT, history: [a, b], position: 2 },
};

describe('folder navigation machine', () => {
  it('allows exactly these transitions', () => {
    expect(
      transitionsOf(navigationTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`),
    ).toEqual([
      'unset --rootSet--> ready',
      'ready --rootSet--> ready',
      'ready --folderOpened--> ready',
      'ready --crumbSelected--> ready',
    ]);
  });

  for (const from of Object.keys(sample) as NavigationStatus[]) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = navigationTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(navigationReducer(sample[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          expect(navigationReducer(sample[from], action)).toBe(sample[from]);
        });
      }
    }
  }

  it('starts at the root, whose prefix is empty, or down a restored trail', () => {
    const atRoot = navigationReducer(initialNavigationState, rootSet({ root: ROOT }));
    expect(atRoot).toEqual({ status: 'ready', root: ROOT, history: [], position: 0 });
    expect(currentPrefix(atRoot)).toBe('');
    const restored = navigationReducer(
      initialNavigationState,
      rootSet({ root: ROOT, trail: [a, b] }),
    );
    expect(restored.position).toBe(2);
    expect(currentPrefix(restored)).toBe(b.prefix);
  });

  it('opening a folder appends it and truncates the history after the current position', () => {
    let state = navigationReducer(initialNavigationState, rootSet({ root: ROOT }));
    state = navigationReducer(state, folderOpened(a));
    state = navigationReducer(state, folderOpened(b));
    expect(state.history).toEqual([a, b]);
    // Back to A: B stays ahead in the breadcrumb...
    state = navigationReducer(state, crumbSelected(1));
    expect(state.position).toBe(1);
    expect(state.history).toEqual([a, b]);
    expect(currentPrefix(state)).toBe(a.prefix);
    // ...until another folder is opened from A.
    state = navigationReducer(state, folderOpened(c));
    expect(state.history).toEqual([a, c]);
    expect(state.position).toBe(2);
    expect(currentPrefix(state)).toBe(c.prefix);
  });

  it('selects any crumb of the history, forward ones too, and ignores others', () => {
    const state = sample.ready;
    expect(navigationReducer(state, crumbSelected(0)).position).toBe(0);
    const back = navigationReducer(state, crumbSelected(0));
    expect(navigationReducer(back, crumbSelected(2)).position).toBe(2);
    expect(navigationReducer(state, crumbSelected(3))).toEqual(state);
    expect(navigationReducer(state, crumbSelected(-1))).toEqual(state);
  });

  it('a new root replaces the whole history', () => {
    const other = navigationReducer(sample.ready, rootSet({ root: 'default/' }));
    expect(other).toEqual({ status: 'ready', root: 'default/', history: [], position: 0 });
  });
});
