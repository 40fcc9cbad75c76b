// Pages of a report PDF: opens each page with its running header, keeps the vertical cursor,
// breaks to a new page when a block would not fit, and writes the footers ("page n of N"): once
// all pages exist (buffered), or as each page ends when N was counted before (streamed: no page
// is kept). Content never relies on pdfkit's own page breaks.
import type { ReportDocument } from '@/api/generated/reports.gen';
import { formatPeriod, labelsFor, type RenderLabels } from './labels';
import { COLORS, CONTENT_WIDTH, FONTS, PAGE, SIZES } from './theme';

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** Cut to one line with an ellipsis instead of wrapping. */
  oneLine?: boolean;
  characterSpacing?: number;
}

export interface WriterMode {
  /** Pages of the whole PDF, counted beforehand: each footer is drawn as its page ends. */
  totalPages?: number;
  /** Lays the pages out only, to count them: no chart drawn, no footer. */
  countOnly?: boolean;
}

export class PageWriter {
  /** Top of the next block. */
  y: number = PAGE.top;
  readonly left = PAGE.marginX;
  readonly width = CONTENT_WIDTH;
  private current: ReportDocument | null = null;
  private readonly partOfPage: ReportDocument[] = [];
  /** Pages opened so far, and the part the last one belongs to. */
  private opened = 0;
  private pageDocument: ReportDocument | null = null;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly mode: WriterMode = {},
  ) {}

  get countOnly(): boolean {
    return this.mode.countOnly === true;
  }

  /** Pages opened so far. */
  get pages(): number {
    return this.opened;
  }

  get document(): ReportDocument {
    if (!this.current) throw new Error('No report part started');
    return this.current;
  }

  get labels(): RenderLabels {
    return labelsFor(this.document.locale);
  }

  /** Room left on this page above the footer. */
  get room(): number {
    return PAGE.bottom - this.y;
  }

  /** A station's part starts on a fresh page, without the running header (it has its own). */
  startPart(document: ReportDocument): void {
    this.current = document;
    this.openPage(false);
  }

  newPage(): void {
    this.openPage(true);
  }

  /** A new page unless `height` still fits below the cursor. */
  ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  private openPage(runningHeader: boolean): void {
    this.endStreamedPage();
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.opened += 1;
    this.pageDocument = this.document;
    if (this.mode.totalPages === undefined && !this.countOnly) this.partOfPage.push(this.document);
    // Brand stripe across the top of every page.
    this.doc.rect(0, 0, PAGE.width, 4).fill(COLORS.brand);
    this.y = PAGE.top;
    if (runningHeader) this.drawRunningHeader();
  }

  private drawRunningHeader(): void {
    const { title, station } = this.document;
    const y = PAGE.top - 16;
    this.text(title, this.left, y, {
      bold: true,
      size: SIZES.small,
      color: COLORS.brand,
      width: this.width / 2,
      oneLine: true,
    });
    this.text(station.name, this.left + this.width / 2, y, {
      size: SIZES.small,
      color: COLORS.muted,
      width: this.width / 2,
      align: 'right',
      oneLine: true,
    });
    this.rule(y + 13);
    this.y = y + 28;
  }

  /** Text at (x, y); returns its height. */
  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    const width = style.width ?? this.width - (x - this.left);
    this.doc
      .font(style.bold ? FONTS.bold : FONTS.regular)
      .fontSize(style.size ?? SIZES.body)
      .fillColor(style.color ?? COLORS.text);
    const options: PDFKit.Mixins.TextOptions = {
      width,
      align: style.align ?? 'left',
      lineBreak: !style.oneLine,
      characterSpacing: style.characterSpacing ?? 0,
    };
    const shown = style.oneLine ? this.fitOneLine(value, width, options) : value;
    const height = this.doc.heightOfString(shown || ' ', options);
    this.doc.text(shown, x, y, options);
    return height;
  }

  /** Height `value` takes in `style` (with the font set as it would be drawn). */
  measure(value: string, style: TextStyle = {}): number {
    this.doc.font(style.bold ? FONTS.bold : FONTS.regular).fontSize(style.size ?? SIZES.body);
    return this.doc.heightOfString(value || ' ', {
      width: style.width ?? this.width,
      characterSpacing: style.characterSpacing ?? 0,
    });
  }

  /** The longest head of `value` that fits `width` on one line, with '…' when cut. */
  fitOneLine(value: string, width: number, options: PDFKit.Mixins.TextOptions = {}): string {
    // A hair of slack: a column measured for its widest cell must take that cell whole.
    const fits = (s: string) => this.doc.widthOfString(s, options) <= width + 0.01;
    if (fits(value)) return value;
    let low = 0;
    let high = value.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(`${value.slice(0, mid).trimEnd()}…`)) low = mid;
      else high = mid - 1;
    }
    return `${value.slice(0, low).trimEnd()}…`;
  }

  rule(y: number, color: string = COLORS.rule, x = this.left, width = this.width): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** A section heading with a short brand-coloured underline. */
  heading(title: string): void {
    this.ensure(48);
    const height = this.text(title, this.left, this.y, {
      bold: true,
      size: SIZES.section,
      color: COLORS.ink,
    });
    const below = this.y + height + 3;
    this.doc.rect(this.left, below, 28, 2).fill(COLORS.brand);
    this.y = below + 12;
  }

  /** Streamed: the page that is ending gets its footer now (pdfkit writes it out at the next page). */
  private endStreamedPage(): void {
    const total = this.mode.totalPages;
    if (total !== undefined && this.pageDocument) {
      this.footer(this.pageDocument, this.opened, total);
    }
  }

  /** The footer of every page: station and period on the left, the page number on the right. */
  finish(): void {
    if (this.countOnly) return;
    if (this.mode.totalPages !== undefined) {
      if (this.opened !== this.mode.totalPages) {
        throw new Error(`Counted ${this.mode.totalPages} pages, drew ${this.opened}`);
      }
      this.endStreamedPage();
      return;
    }
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    for (let i = 0; i < total; i += 1) {
      this.doc.switchToPage(range.start + i);
      this.footer(this.partOfPage[i]!, i + 1, total);
    }
  }

  private footer(document: ReportDocument, page: number, total: number): void {
    const labels = labelsFor(document.locale);
    const y = PAGE.footerY;
    this.rule(y - 8);
    const half = this.width * 0.7;
    this.text(`${document.station.name} · ${formatPeriod(document)}`, this.left, y, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: half,
      oneLine: true,
    });
    this.text(labels.page(page, total), this.left + half, y, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: this.width - half,
      align: 'right',
      oneLine: true,
    });
  }
}
