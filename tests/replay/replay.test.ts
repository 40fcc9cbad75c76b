// Replays every recorded action log in tests/replay/logs/ through the root reducer and checks
// the resulting state against the log's sidecar expectations (<name>.expect.json: dot paths to
// values). Logs come from real browser sessions: the user menu's 'Exportar acciones grabadas'
// or `window.surtidorRecorder.export()`.
import fs from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store/rootReducer';
import { isActionLog } from '@/store/recorder/actionRecorder';

// The app registers each domain's endpoints when its screens load; a replay may touch any.
const apiDir = path.join(__dirname, '../../src/api');
for (const file of fs.readdirSync(apiDir).filter((f) => /^[a-z]\w*\.ts$/.test(f))) {
  jest.requireActual(path.join(apiDir, file));
}

const logsDir = path.join(__dirname, 'logs');
const logFiles = fs.existsSync(logsDir)
  ? fs.readdirSync(logsDir).filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'))
  : [];

export function replay(actions: UnknownAction[], initial?: RootState): RootState {
  return actions.reduce<RootState>(
    (state, action) => rootReducer(state, action),
    initial ?? rootReducer(undefined, { type: '@@replay/init' }),
  );
}

function read(state: unknown, dotPath: string): unknown {
  return dotPath.split('.').reduce<unknown>((node, key) => {
    if (node === null || node === undefined) return undefined;
    return (node as Record<string, unknown>)[key];
  }, state);
}

describe('recorded action logs replay through the reducers', () => {
  it('has at least one log recorded from a real browser session', () => {
    expect(logFiles.length).toBeGreaterThan(0);
  });

  for (const file of logFiles) {
    it(`${file} ends in the expected state`, () => {
      const log: unknown = JSON.parse(fs.readFileSync(path.join(logsDir, file), 'utf8'));
      if (!isActionLog(log)) throw new Error(`${file} is not a surtidor action log`);
      const expectFile = path.join(logsDir, file.replace(/\.json$/, '.expect.json'));
      const expectations = JSON.parse(fs.readFileSync(expectFile, 'utf8')) as Record<
        string,
        unknown
      >;
      const state = replay(log.actions.map((entry) => entry.action));
      for (const [dotPath, value] of Object.entries(expectations)) {
        expect({ path: dotPath, value: read(state, dotPath) }).toEqual({ path: dotPath, value });
      }
    });
  }

  it('ignores illegal transitions in a log: a sign-out before any sign-in changes nothing', () => {
    const initial = rootReducer(undefined, { type: '@@replay/init' });
    const after = replay([{ type: 'auth/signedOut' }, { type: 'auth/passwordChanged' }], initial);
    expect(after.auth).toBe(initial.auth);
  });
});
