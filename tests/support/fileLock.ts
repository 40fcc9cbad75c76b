// One holder at a time across processes (Jest workers, test files): a lock file created
// exclusively; the others poll until it is gone.
import fs from 'node:fs';
import path from 'node:path';

/** A holder that died left its lock: after this long nobody is still holding it. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** The lock names a process of this machine that is gone (killed with its test run). */
function holderIsGone(lockFile: string): boolean {
  const pid = Number(fs.readFileSync(lockFile, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return false; // being written: not yet known
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function withFileLock<T>(lockFile: string, action: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (
          holderIsGone(lockFile) ||
          Date.now() - fs.statSync(lockFile).mtimeMs > ABANDONED_AFTER_MS
        ) {
          fs.rmSync(lockFile);
        }
      } catch {
        // Gone meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await action();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
