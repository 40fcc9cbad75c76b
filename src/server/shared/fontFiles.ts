// The DejaVu Sans faces on disk, for whatever prints text: the report PDFs
// (modules/reports/render/fonts.ts) and the demo cameras' test picture (ffmpeg's drawtext).
// The files come from the npm package dejavu-fonts-ttf; the server bundle carries a copy in
// fonts/ beside main.js (see scripts/buildServer.mjs), where node_modules may be absent.
import fs from 'node:fs';
import path from 'node:path';

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

function packageFontDir(): string | null {
  try {
    return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    return null;
  }
}

/** The folder holding both faces: beside the bundle first, then the npm package. */
export function fontDir(): string {
  const candidates = [path.join(__dirname, 'fonts'), packageFontDir()].filter(
    (dir): dir is string => dir !== null,
  );
  const found = candidates.find((dir) =>
    Object.values(FONT_FILES).every((file) => fs.existsSync(path.join(dir, file))),
  );
  if (!found) throw new Error(`DejaVu Sans fonts not found in ${candidates.join(', ')}`);
  return found;
}
