// The DejaVu Sans faces every PDF embeds, for pdfkit's own text and for the charts' SVG text, so
// á, é, ñ and ¿ print whatever fonts the host has (where the files are: shared/fontFiles.ts).
import fs from 'node:fs';
import path from 'node:path';
import { FONT_FILES, fontDir } from '../../../shared/fontFiles';

export const FONT_REGULAR = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';
/** The family name the charts' SVG asks for; svg-to-pdfkit maps it back to the faces above. */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

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
      regular: fs.readFileSync(path.join(dir, FONT_FILES.regular)),
      bold: fs.readFileSync(path.join(dir, FONT_FILES.bold)),
    };
  }
  return cached;
}

// pdfkit parses a font's tables anew in every document (about 30 ms for both faces, most of a
// one-page report). The parsed font is read-only once loaded, so every document adopts the
// first one parsed and keeps only its own subset (the glyphs it prints). Should pdfkit's
// internals change shape, each document simply parses its own again.
// One catch: fontkit caches each glyph with the characters it was first asked for, and a
// document's subset asks for the parts of composed letters (the u of ú) with none, which would
// leave a later document's u without text in the PDF's text layer. So every character's glyph
// is created first, with its character, when the font is parsed; except the characters that
// stand for several (the ligature ﬁ), whose glyphs the text shaping makes from the letters f
// and i and must keep them.
interface ParsedFont {
  createSubset?: () => unknown;
  characterSet?: number[];
  glyphForCodePoint?: (codePoint: number) => unknown;
}

interface EmbeddedFontShape {
  font?: ParsedFont;
  subset?: unknown;
}

function createEveryGlyph(font: ParsedFont): void {
  for (const codePoint of font.characterSet ?? []) {
    if (String.fromCodePoint(codePoint).normalize('NFKC').length > 1) continue;
    font.glyphForCodePoint?.(codePoint);
  }
}

const parsedFonts = new Map<string, NonNullable<EmbeddedFontShape['font']>>();

function adoptParsedFont(doc: PDFKit.PDFDocument, name: string): void {
  doc.font(name);
  const embedded = (doc as unknown as { _font?: EmbeddedFontShape })._font;
  const own = embedded?.font;
  if (!embedded || typeof own?.createSubset !== 'function') return;
  const shared = parsedFonts.get(name);
  if (!shared) {
    createEveryGlyph(own);
    parsedFonts.set(name, own);
    return;
  }
  embedded.font = shared;
  embedded.subset = shared.createSubset!();
}

/** Registers both faces on a pdfkit document under FONT_REGULAR and FONT_BOLD. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = loadFonts();
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);
  adoptParsedFont(doc, FONT_REGULAR);
  adoptParsedFont(doc, FONT_BOLD);
}

// pdfkit keeps each font's layout of every word it has printed (its layoutCache) for the life of
// the document: for the global report, every number of every station, hundreds of MB at chain
// scale (and more garbage kept alongside before V8 collects). Each station's part starts afresh.
interface LayoutCachingFont {
  layoutCache?: Record<string, unknown>;
}

/** Forgets the text layouts the document's fonts have kept so far (they are made again on use). */
export function forgetTextLayouts(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, LayoutCachingFont> })
    ._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
  }
}
