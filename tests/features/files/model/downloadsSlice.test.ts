import { transitionsOf } from '@/store/machine';
import {
  downloadAdded,
  downloadEvents,
  downloadReducer,
  downloadsReducer,
  downloadTransitions,
  progressPercent,
  type DownloadState,
  type DownloadStatus,
} from '@/features/files/model/downloadsSlice';

const id = 'd1';
const base: DownloadState = {
  status: 'starting',
  id,
  name: 'Reporte diario.pdf',
  path: 'A/Reporte diario.pdf',
  receivedBytes: 0,
  totalBytes: null,
  error: null,
  autoSave: true,
  handedOffAt: null,
};

const events = {
  startTextExpired: downloadEvents.startTextExpired({ id }),
  progressed: downloadEvents.progressed({ id, received: 50, total: 200 }),
  completed: downloadEvents.completed({ id, total: 200 }),
  failed: downloadEvents.failed({ id, message: null }),
  paused: downloadEvents.paused({ id }),
  resumed: downloadEvents.resumed({ id }),
  retried: downloadEvents.retried({ id }),
  handedOff: downloadEvents.handedOff({ id, at: 5 }),
  retriggered: downloadEvents.retriggered({ id, at: 9 }),
  dismissed: downloadEvents.dismissed({ id }),
  closeTimedOut: downloadEvents.closeTimedOut({ id }),
  cancelled: downloadEvents.cancelled({ id }),
};

const sample: Record<DownloadStatus, DownloadState> = {
  starting: base,
  downloading: { ...base, status: 'downloading', receivedBytes: 20, totalBytes: 200 },
  paused: { ...base, status: 'paused', receivedBytes: 80, totalBytes: 200 },
  complete: { ...base, status: 'complete', receivedBytes: 200, totalBytes: 200 },
  failed: { ...base, status: 'failed', receivedBytes: 80, totalBytes: 200, error: 'HTTP 500' },
  closed: { ...base, status: 'closed' },
};

describe('download monitor machine', () => {
  it('allows exactly these transitions', () => {
    expect(
      transitionsOf(downloadTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`),
    ).toEqual([
      'starting --startTextExpired--> downloading',
      'starting --progressed--> downloading',
      'starting --completed--> complete',
      'starting --failed--> failed',
      'starting --paused--> paused',
      'starting --cancelled--> closed',
      'downloading --progressed--> downloading',
      'downloading --completed--> complete',
      'downloading --failed--> failed',
      'downloading --paused--> paused',
      'downloading --cancelled--> closed',
      'paused --resumed--> downloading',
      'paused --cancelled--> closed',
      'complete --handedOff--> complete',
      'complete --retriggered--> complete',
      'complete --dismissed--> closed',
      'complete --closeTimedOut--> closed',
      'failed --retried--> starting',
      'failed --cancelled--> closed',
    ]);
  });

  for (const from of Object.keys(sample) as DownloadStatus[]) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = downloadTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(downloadReducer(sample[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          expect(downloadReducer(sample[from], action)).toBe(sample[from]);
        });
      }
    }
  }

  it('records real progress, completion, the error and the hand-off time', () => {
    expect(downloadReducer(base, events.progressed)).toMatchObject({
      receivedBytes: 50,
      totalBytes: 200,
    });
    expect(downloadReducer(sample.downloading, events.completed)).toMatchObject({
      receivedBytes: 200,
      totalBytes: 200,
    });
    expect(downloadReducer(base, downloadEvents.failed({ id, message: 'HTTP 500' })).error).toBe(
      'HTTP 500',
    );
    expect(downloadReducer(sample.failed, events.retried).error).toBeNull();
    expect(downloadReducer(sample.complete, events.handedOff).handedOffAt).toBe(5);
    expect(downloadReducer(sample.complete, events.retriggered).handedOffAt).toBe(9);
  });

  it('reports whole percentages, 100 at most, and none while the size is unknown', () => {
    expect(progressPercent({ receivedBytes: 0, totalBytes: null })).toBeNull();
    expect(progressPercent({ receivedBytes: 1, totalBytes: 3 })).toBe(33);
    expect(progressPercent({ receivedBytes: 3, totalBytes: 3 })).toBe(100);
    expect(progressPercent({ receivedBytes: 4, totalBytes: 3 })).toBe(100);
  });
});

describe('the list of downloads', () => {
  it('keeps several downloads, each with its own state, and drops closed ones', () => {
    let state = downloadsReducer(undefined, { type: '@@init' });
    state = downloadsReducer(state, downloadAdded({ id: 'a', name: 'a.pdf', path: 'X/a.pdf' }));
    state = downloadsReducer(
      state,
      downloadAdded({ id: 'b', name: 'b.csv', path: 'X/b.csv', autoSave: false }),
    );
    state = downloadsReducer(state, downloadAdded({ id: 'a', name: 'again.pdf', path: 'X/a.pdf' }));
    expect(state.items.map((i) => [i.id, i.status, i.autoSave])).toEqual([
      ['a', 'starting', true],
      ['b', 'starting', false],
    ]);
    state = downloadsReducer(
      state,
      downloadEvents.progressed({ id: 'a', received: 10, total: 100 }),
    );
    state = downloadsReducer(state, downloadEvents.paused({ id: 'a' }));
    state = downloadsReducer(state, downloadEvents.completed({ id: 'b', total: 5 }));
    expect(state.items.map((i) => [i.id, i.status, i.receivedBytes])).toEqual([
      ['a', 'paused', 10],
      ['b', 'complete', 5],
    ]);
    // An event the item's state does not accept changes nothing.
    const before = state;
    state = downloadsReducer(state, downloadEvents.resumed({ id: 'b' }));
    expect(state).toBe(before);
    state = downloadsReducer(state, downloadEvents.dismissed({ id: 'b' }));
    expect(state.items.map((i) => i.id)).toEqual(['a']);
    state = downloadsReducer(state, downloadEvents.cancelled({ id: 'a' }));
    expect(state.items).toEqual([]);
    // Unknown ids are ignored.
    expect(downloadsReducer(state, downloadEvents.paused({ id: 'zz' }))).toBe(state);
  });
});
