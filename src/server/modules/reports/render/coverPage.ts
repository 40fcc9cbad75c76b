// Page 1 of a station's part: who and when (title, station, period, generation time), the key
// figures as cards (value, change against the previous period, goal), and the notes.
import type { ReportDocument, ReportFigure } from '@/api/generated/reports.gen';
import { formatReportValue } from '@/lib/reports/reportFormat';
import { formatStationLocation } from '@/lib/stationLocation';
import { formatGeneratedAt, formatPeriod } from './labels';
import { figureChange, goalProgress } from './figureMath';
import type { PageWriter } from './pageWriter';
import { COLORS, SIZES } from './theme';

const CARD_COLUMNS = 3;
const CARD_GAP = 12;
const CARD_PAD = 10;

function drawHeader(w: PageWriter): void {
  const d = w.document;
  const l = w.labels;
  w.text('SURTIDOR', w.left, w.y, {
    bold: true,
    size: SIZES.small,
    color: COLORS.brand,
  });
  w.y += 22;
  w.y += w.text(d.title, w.left, w.y, { bold: true, size: SIZES.title, color: COLORS.ink });
  w.y += 4;
  w.y += w.text(d.station.name, w.left, w.y, {
    bold: true,
    size: SIZES.station,
    color: COLORS.brand,
  });
  const place = formatStationLocation(d.station);
  const line = [d.station.brand, place].filter(Boolean).join(' · ');
  if (line) {
    w.y += 2;
    w.y += w.text(line, w.left, w.y, { size: SIZES.body, color: COLORS.muted });
  }
  w.y += 14;

  // The facts band: period, generation time and the regulator's permit, side by side.
  const facts: [string, string][] = [
    [l.period, formatPeriod(d)],
    [l.generatedAt, formatGeneratedAt(d)],
    [l.permission, d.station.permission],
  ];
  const bandHeight = 44;
  w.doc.rect(w.left, w.y, w.width, bandHeight).fill(COLORS.brandLight);
  w.doc.rect(w.left, w.y, 3, bandHeight).fill(COLORS.brand);
  const column = (w.width - 16) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = w.left + 16 + i * column;
    w.text(label.toUpperCase(), x, w.y + 9, {
      size: SIZES.small - 1,
      color: COLORS.muted,
      width: column - 12,
      oneLine: true,
      characterSpacing: 0.6,
    });
    w.text(value, x, w.y + 22, {
      bold: true,
      size: SIZES.body,
      color: COLORS.ink,
      width: column - 12,
      oneLine: true,
    });
  });
  w.y += bandHeight + 24;
}

export interface CardLines {
  label: string;
  value: string;
  /** No value in the period: an em dash and a word saying so. */
  missing: boolean;
  change: { text: string; color: string } | null;
  goal: { text: string; share: number | null; shareText: string | null } | null;
  note: string | null;
}

/** What a figure card prints: its lines and the colour of its change. */
export function cardLines(w: Pick<PageWriter, 'labels'>, figure: ReportFigure): CardLines {
  const l = w.labels;
  const change = figureChange(figure);
  const progress = goalProgress(figure);
  let goal: CardLines['goal'] = null;
  if (figure.goal !== null && figure.goal !== undefined) {
    goal = {
      text: `${l.goal}: ${formatReportValue(figure.goal, figure.unit)}`,
      share: progress,
      shareText: progress === null ? null : `${Math.round(progress)}%`,
    };
  }
  return {
    label: figure.label,
    value: formatReportValue(figure.value, figure.unit),
    missing: figure.value === null,
    change: change && {
      text: `${change.arrow} ${change.text} ${l.previous}`,
      color:
        change.tone === 'good' ? COLORS.good : change.tone === 'bad' ? COLORS.bad : COLORS.muted,
    },
    goal,
    note: figure.note ?? null,
  };
}

function cardHeight(w: PageWriter, card: CardLines, inner: number): number {
  let height = CARD_PAD + 12 + 24;
  if (card.change || card.missing) height += 13;
  if (card.goal) height += 13 + (card.goal.share === null ? 0 : 7);
  if (card.note) height += 4 + w.measure(card.note, { size: SIZES.small - 0.5, width: inner });
  return height + CARD_PAD;
}

function drawCard(
  w: PageWriter,
  card: CardLines,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const inner = width - 2 * CARD_PAD;
  w.doc.roundedRect(x, y, width, height, 4).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
  let cy = y + CARD_PAD;
  w.text(card.label, x + CARD_PAD, cy, {
    size: SIZES.small,
    color: COLORS.muted,
    width: inner,
    oneLine: true,
  });
  cy += 12;
  w.text(card.value, x + CARD_PAD, cy, {
    bold: true,
    size: SIZES.figureValue,
    color: card.missing ? COLORS.muted : COLORS.ink,
    width: inner,
    oneLine: true,
  });
  cy += 24;
  if (card.missing) {
    w.text(w.labels.noData, x + CARD_PAD, cy, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: inner,
      oneLine: true,
    });
    cy += 13;
  } else if (card.change) {
    w.text(card.change.text, x + CARD_PAD, cy, {
      size: SIZES.small - 0.5,
      color: card.change.color,
      width: inner,
      oneLine: true,
    });
    cy += 13;
  }
  if (card.goal) {
    const shareWidth = card.goal.shareText ? 30 : 0;
    w.text(card.goal.text, x + CARD_PAD, cy, {
      size: SIZES.small - 0.5,
      color: COLORS.muted,
      width: inner - shareWidth,
      oneLine: true,
    });
    if (card.goal.shareText) {
      w.text(card.goal.shareText, x + CARD_PAD + inner - shareWidth, cy, {
        bold: true,
        size: SIZES.small - 0.5,
        color: COLORS.brand,
        width: shareWidth,
        align: 'right',
        oneLine: true,
      });
    }
    cy += 12;
    if (card.goal.share !== null) {
      const filled = inner * Math.min(1, Math.max(0, card.goal.share / 100));
      w.doc.rect(x + CARD_PAD, cy, inner, 3).fill(COLORS.brandLight);
      if (filled > 0) w.doc.rect(x + CARD_PAD, cy, filled, 3).fill(COLORS.brand);
      cy += 7;
    }
    cy += 1;
  }
  if (card.note) {
    w.text(card.note, x + CARD_PAD, cy + 4, {
      size: SIZES.small - 0.5,
      color: COLORS.text,
      width: inner,
    });
  }
}

function drawFigures(w: PageWriter, figures: ReportFigure[]): void {
  w.heading(w.labels.figures);
  const width = (w.width - CARD_GAP * (CARD_COLUMNS - 1)) / CARD_COLUMNS;
  const cards = figures.map((figure) => cardLines(w, figure));
  for (let start = 0; start < cards.length; start += CARD_COLUMNS) {
    const row = cards.slice(start, start + CARD_COLUMNS);
    const height = Math.max(...row.map((card) => cardHeight(w, card, width - 2 * CARD_PAD)));
    w.ensure(height);
    row.forEach((card, i) =>
      drawCard(w, card, w.left + i * (width + CARD_GAP), w.y, width, height),
    );
    w.y += height + CARD_GAP;
  }
  w.y += 12;
}

function drawNotes(w: PageWriter, notes: string[]): void {
  w.heading(w.labels.notes);
  for (const note of notes) {
    const height = w.measure(note, { width: w.width - 14 });
    w.ensure(height + 6);
    w.doc.circle(w.left + 3, w.y + 5.5, 1.6).fill(COLORS.brand);
    w.y += w.text(note, w.left + 14, w.y, { width: w.width - 14 }) + 6;
  }
}

function drawEmpty(w: PageWriter): void {
  const height = 64;
  w.ensure(height);
  w.doc
    .roundedRect(w.left, w.y, w.width, height, 4)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
  w.text(w.labels.emptyReport, w.left, w.y + height / 2 - 7, {
    size: 11,
    color: COLORS.muted,
    align: 'center',
    width: w.width,
  });
  w.y += height + 24;
}

export function isEmptyReport(document: ReportDocument): boolean {
  return (
    document.figures.length === 0 && document.charts.length === 0 && document.tables.length === 0
  );
}

export function drawCoverPage(w: PageWriter): void {
  const d = w.document;
  drawHeader(w);
  if (isEmptyReport(d)) drawEmpty(w);
  else if (d.figures.length > 0) drawFigures(w, d.figures);
  if (d.notes.length > 0) drawNotes(w, d.notes);
}
