// Text widths in the embedded fonts, for ECharts: without a canvas it guesses widths from a
// Latin table (and one full em for á or ñ), so axis labels would be laid out for text that
// prints narrower or wider. A document that never gets a page serves as the ruler.
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR, registerFonts } from './fonts';

let ruler: PDFKit.PDFDocument | null = null;
let measured = 0;
/** pdfkit caches the layout of every word it measured: a fresh ruler now and then bounds it. */
const RULER_USES = 20_000;

function getRuler(): PDFKit.PDFDocument {
  measured += 1;
  if (!ruler || measured > RULER_USES) {
    measured = 0;
    ruler = new PDFDocument({ autoFirstPage: false });
    registerFonts(ruler);
  }
  return ruler;
}

/** A CSS font shorthand as zrender writes it, e.g. 'bold 14px "DejaVu Sans"'. */
export function parseCssFont(font: string | undefined): { size: number; bold: boolean } {
  const css = font ?? '';
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(css)?.[1] ?? 12);
  const bold = /\bbold(er)?\b|\b[6-9]00\b/.test(css);
  return { size: Number.isFinite(size) && size > 0 ? size : 12, bold };
}

export function measureTextWidth(text: string, font: string | undefined): number {
  const { size, bold } = parseCssFont(font);
  const doc = getRuler();
  return doc
    .font(bold ? FONT_BOLD : FONT_REGULAR)
    .fontSize(size)
    .widthOfString(text ?? '');
}
