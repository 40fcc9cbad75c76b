// Where the project lives on disk. The server runs from three places (dist/server/main.js once
// bundled, src/server/** under ts-jest, scripts run from the repository), so paths are resolved
// from the nearest folder holding package.json instead of from __dirname or the cwd.
import fs from 'node:fs';
import path from 'node:path';

let cachedRoot: string | undefined;

function findUp(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** From the code's own folder first; a build placed outside the project (BUILD_DIR) uses the cwd. */
export function projectRoot(): string {
  cachedRoot ??= findUp(__dirname) ?? findUp(process.cwd());
  if (!cachedRoot) throw new Error(`No package.json found above ${__dirname} or ${process.cwd()}`);
  return cachedRoot;
}

/** Relative paths in configuration are relative to the project root, whatever the cwd. */
export function fromProjectRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(projectRoot(), p);
}
