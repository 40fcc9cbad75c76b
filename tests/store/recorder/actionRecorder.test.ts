import { ActionRecorder, isActionLog, REDACTED } from '@/store/recorder/actionRecorder';

describe('action recorder', () => {
  it('keeps only the most recent actions up to its capacity', () => {
    const recorder = new ActionRecorder(3);
    for (let i = 0; i < 5; i += 1) recorder.record({ type: `a/${i}` });
    expect(recorder.export().actions.map((entry) => entry.action.type)).toEqual([
      'a/2',
      'a/3',
      'a/4',
    ]);
  });

  it('redacts secrets and drops request objects', () => {
    const recorder = new ActionRecorder();
    recorder.record({
      type: 'auth/signedIn',
      payload: { token: 'secret-token', profile: { name: 'Ana' } },
      meta: {
        baseQueryMeta: { request: {} },
        arg: { originalArgs: { loginRequest: { password: 'x' } } },
      },
    });
    const [entry] = recorder.export().actions;
    expect(entry?.action).toEqual({
      type: 'auth/signedIn',
      payload: { token: REDACTED, profile: { name: 'Ana' } },
      meta: { arg: { originalArgs: { loginRequest: { password: REDACTED } } } },
    });
  });

  it('exports a log that identifies itself', () => {
    const log = new ActionRecorder().export();
    expect(isActionLog(log)).toBe(true);
    expect(isActionLog({ actions: [] })).toBe(false);
  });
});

describe('action recorder middleware', () => {
  it('records plain actions and skips thunks', () => {
    const recorder = new ActionRecorder();
    const next = jest.fn((action: unknown) => action);
    const dispatch = recorder.middleware()({ dispatch: jest.fn(), getState: jest.fn() })(next);
    dispatch({ type: 'toasts/toastShown', payload: { severity: 'info', message: 'hola' } });
    dispatch(() => undefined);
    expect(next).toHaveBeenCalledTimes(2);
    expect(recorder.export().actions.map((entry) => entry.action.type)).toEqual([
      'toasts/toastShown',
    ]);
  });
});
