// Where the project lives on disk. The server runs from three places (dist/server/main.js once
// bundled, src/server/** under ts-jest, scripts run from the repository), so paths are resolved
// from the nearest folder holding package.json instead of from __dirname or the cwd.
import fs from 'node:fs';
import path from 'node:path';

let cachedRoot: string | undefined;

export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      cachedRoot = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${__dirname}`);
    dir = parent;
  }
}

/** Relative paths in configuration are relative to the project root, whatever the cwd. */
export function fromProjectRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(projectRoot(), p);
}
