// The detail tables of a station's part: numbers right-aligned in their column's unit, text
// cut with an ellipsis to its column, the header row repeated on every page a table spans.
import type { ReportColumn, ReportTable } from '@/api/generated/reports.gen';
import { formatReportCell } from '@/lib/reports/reportFormat';
import { FONTS } from './theme';
import type { PageWriter } from './pageWriter';
import { COLORS, SIZES } from './theme';

const ROW_HEIGHT = 17;
const HEADER_HEIGHT = 20;
const CELL_PAD = 6;
const TITLE_HEIGHT = 20;
/** Widest a number column gets before the text columns share what is left. */
const MAX_NUMBER_WIDTH = 120;
/** Narrowest a number column gets, so short numbers do not crowd each other. */
const MIN_NUMBER_WIDTH = 64;
const MIN_TEXT_WIDTH = 60;

interface Layout {
  widths: number[];
  numeric: boolean[];
  cells: string[][];
}

const isNumeric = (table: ReportTable, column: ReportColumn, index: number) =>
  column.unit !== undefined ||
  table.rows.every((row) => row[index] === null || typeof row[index] === 'number');

function layout(w: PageWriter, table: ReportTable): Layout {
  const numeric = table.columns.map((column, i) => isNumeric(table, column, i));
  const cells = table.rows.map((row) =>
    table.columns.map((column, i) => formatReportCell(row[i], column.unit)),
  );
  const doc = w.doc;
  const natural = table.columns.map((column, i) => {
    doc.font(FONTS.bold).fontSize(SIZES.table);
    let width = doc.widthOfString(column.label);
    doc.font(FONTS.regular).fontSize(SIZES.table);
    for (const row of cells) width = Math.max(width, doc.widthOfString(row[i] ?? ''));
    return width + 2 * CELL_PAD + 1;
  });
  const widths = natural.map((width, i) =>
    numeric[i] ? Math.min(Math.max(width, MIN_NUMBER_WIDTH), MAX_NUMBER_WIDTH) : width,
  );
  const total = widths.reduce((a, b) => a + b, 0);
  const textIndexes = widths.map((_, i) => i).filter((i) => !numeric[i]);
  if (total <= w.width) {
    // Spare room goes to the text columns (or to all of them in a table of numbers only).
    const receivers = textIndexes.length > 0 ? textIndexes : widths.map((_, i) => i);
    const share = (w.width - total) / receivers.length;
    for (const i of receivers) widths[i]! += share;
  } else {
    const numberWidth = widths.reduce((sum, width, i) => sum + (numeric[i] ? width : 0), 0);
    const textNatural = textIndexes.reduce((sum, i) => sum + widths[i]!, 0);
    const left = Math.max(w.width - numberWidth, MIN_TEXT_WIDTH * textIndexes.length);
    for (const i of textIndexes) {
      widths[i] = Math.max(MIN_TEXT_WIDTH, (widths[i]! / textNatural) * left);
    }
    // Still too wide (many columns): everything shrinks in proportion.
    const sum = widths.reduce((a, b) => a + b, 0);
    if (sum > w.width) widths.forEach((width, i) => (widths[i] = (width / sum) * w.width));
  }
  return { widths, numeric, cells };
}

function drawRow(
  w: PageWriter,
  values: string[],
  table: Layout,
  style: { bold: boolean; color: string; height: number },
): void {
  let x = w.left;
  values.forEach((value, i) => {
    const width = table.widths[i]!;
    w.text(value, x + CELL_PAD, w.y + (style.height - SIZES.table) / 2 - 1.5, {
      bold: style.bold,
      size: SIZES.table,
      color: style.color,
      width: width - 2 * CELL_PAD,
      align: table.numeric[i] ? 'right' : 'left',
      oneLine: true,
    });
    x += width;
  });
}

function drawTitle(w: PageWriter, table: ReportTable, continued: boolean): void {
  const title = continued ? `${table.title} ${w.labels.continued}` : table.title;
  w.text(title, w.left, w.y, { bold: true, size: 10.5, color: COLORS.ink, oneLine: true });
  w.y += TITLE_HEIGHT;
}

function drawHeader(w: PageWriter, table: ReportTable, shape: Layout): void {
  w.doc.rect(w.left, w.y, w.width, HEADER_HEIGHT).fill(COLORS.brandLight);
  drawRow(
    w,
    table.columns.map((c) => c.label),
    shape,
    { bold: true, color: COLORS.brand, height: HEADER_HEIGHT },
  );
  w.y += HEADER_HEIGHT;
  w.rule(w.y, COLORS.brand);
}

async function drawTable(w: PageWriter, table: ReportTable): Promise<void> {
  const shape = layout(w, table);
  const noteStyle = { size: SIZES.small, color: COLORS.muted, width: w.width };
  w.ensure(
    TITLE_HEIGHT + HEADER_HEIGHT + ROW_HEIGHT * Math.min(3, Math.max(1, shape.cells.length)),
  );
  drawTitle(w, table, false);
  drawHeader(w, table, shape);
  if (shape.cells.length === 0) {
    w.y += 6;
    w.y += w.text(w.labels.noRows, w.left + CELL_PAD, w.y, {
      size: SIZES.table,
      color: COLORS.muted,
    });
  }
  for (const [index, row] of shape.cells.entries()) {
    if (ROW_HEIGHT > w.room) {
      w.newPage();
      drawTitle(w, table, true);
      drawHeader(w, table, shape);
      // Long tables give the event loop a turn at every page.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (index % 2 === 1) w.doc.rect(w.left, w.y, w.width, ROW_HEIGHT).fill(COLORS.zebra);
    drawRow(w, row, shape, { bold: false, color: COLORS.text, height: ROW_HEIGHT });
    w.y += ROW_HEIGHT;
    w.rule(w.y);
  }
  if (table.note) {
    const height = w.measure(table.note, noteStyle);
    w.ensure(height + 6);
    w.y += 6;
    w.y += w.text(table.note, w.left, w.y, noteStyle);
  }
  w.y += 24;
}

export async function drawTablePages(w: PageWriter, tables: ReportTable[]): Promise<void> {
  w.newPage();
  w.heading(w.labels.tables);
  for (const table of tables) await drawTable(w, table);
}
