// A report chart as SVG, drawn by ECharts on the server (no DOM, no canvas) from the same
// option the app uses, in its print variant.
import * as echarts from 'echarts';
import type { ReportChart } from '@/api/generated/reports.gen';
import { reportChartOption } from '@/lib/reports/chartOptions';
import { CHART_FONT_FAMILY } from './fonts';
import { measureTextWidth } from './textMeasure';

let platformReady = false;

function ensurePlatform(): void {
  if (platformReady) return;
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => ({ width: measureTextWidth(text, font) }),
  });
  platformReady = true;
}

export interface ChartSize {
  width: number;
  height: number;
}

export function renderChartSvg(chart: ReportChart, size: ChartSize): string {
  ensurePlatform();
  const instance = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: size.width,
    height: size.height,
  });
  try {
    instance.setOption(reportChartOption(chart, { print: true, fontFamily: CHART_FONT_FAMILY }));
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
}
