// The DejaVu Sans faces every PDF embeds, for pdfkit's own text and for the charts' SVG text, so
// á, é, ñ and ¿ print whatever fonts the host has. The files come from the npm package
// dejavu-fonts-ttf; the server bundle carries a copy in fonts/ beside main.js (see
// scripts/buildServer.mjs), where node_modules may be absent.
import fs from 'node:fs';
import path from 'node:path';

export const FONT_REGULAR = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';
/** The family name the charts' SVG asks for; svg-to-pdfkit maps it back to the faces above. */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

export const FONT_FILES = [`${FONT_REGULAR}.ttf`, `${FONT_BOLD}.ttf`] as const;

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
    FONT_FILES.every((file) => fs.existsSync(path.join(dir, file))),
  );
  if (!found) throw new Error(`DejaVu Sans fonts not found in ${candidates.join(', ')}`);
  return found;
}

export interface FontData {
  regular: Buffer;
  bold: Buffer;
}

let cached: FontData | null = null;

/** Both faces, read once per process (about 1 MB together). */
export function loadFonts(): FontData {
  if (!cached) {
    const dir = fontDir();
    cached = {
      regular: fs.readFileSync(path.join(dir, `${FONT_REGULAR}.ttf`)),
      bold: fs.readFileSync(path.join(dir, `${FONT_BOLD}.ttf`)),
    };
  }
  return cached;
}

/** Registers both faces on a pdfkit document under FONT_REGULAR and FONT_BOLD. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = loadFonts();
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);
}
