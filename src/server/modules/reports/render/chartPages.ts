// The charts of a station's part, two to a page: each with its title above and its note below,
// the ECharts SVG placed by svg-to-pdfkit with the embedded fonts.
import SVGtoPDF from 'svg-to-pdfkit';
import type { ReportChart } from '@/api/generated/reports.gen';
import { renderChartSvg } from './chartSvg';
import { FONT_BOLD, FONT_REGULAR } from './fonts';
import type { PageWriter } from './pageWriter';
import { COLORS, SIZES } from './theme';

const CHART_HEIGHT = 270;
/** ECharts lays out at this multiple of the printed size: its 12 px text prints at about 9.6 pt. */
const CHART_SCALE = 1.25;
const TITLE_HEIGHT = 20;
const BLOCK_GAP = 22;

// ECharts' SSR output ends with hover styles; svg-to-pdfkit has no use for them.
const stripStyles = (svg: string) => svg.replace(/<style[\s\S]*?<\/style>/g, '');

function drawChart(w: PageWriter, chart: ReportChart): void {
  const noteStyle = { size: SIZES.small, color: COLORS.muted, width: w.width };
  const noteHeight = chart.note ? w.measure(chart.note, noteStyle) + 6 : 0;
  w.ensure(TITLE_HEIGHT + CHART_HEIGHT + noteHeight);
  w.text(chart.title, w.left, w.y, {
    bold: true,
    size: 10.5,
    color: COLORS.ink,
    oneLine: true,
  });
  w.y += TITLE_HEIGHT;
  // Counting pages needs only the chart's fixed height, not its drawing.
  if (!w.countOnly) {
    const svg = renderChartSvg(chart, {
      width: Math.round(w.width * CHART_SCALE),
      height: Math.round(CHART_HEIGHT * CHART_SCALE),
    });
    SVGtoPDF(w.doc, stripStyles(svg), w.left, w.y, {
      width: w.width,
      height: CHART_HEIGHT,
      fontCallback: (_family, bold) => (bold ? FONT_BOLD : FONT_REGULAR),
      warningCallback: () => undefined,
    });
  }
  w.y += CHART_HEIGHT;
  if (chart.note) {
    w.y += 6;
    w.y += w.text(chart.note, w.left, w.y, noteStyle);
  }
  w.y += BLOCK_GAP;
}

/** Starts on a new page; yields to the event loop between charts so one long render never
 * holds the server for its whole duration. */
export async function drawChartPages(w: PageWriter, charts: ReportChart[]): Promise<void> {
  w.newPage();
  w.heading(w.labels.charts);
  for (const chart of charts) {
    drawChart(w, chart);
    if (!w.countOnly) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
