// One chart of a report document, drawn by ECharts from the option the PDF uses too
// (interactive here: tooltip, animation). Loaded with the report screens only. Presentational.
import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { LineChart } from 'echarts/charts';
import { LegendComponent } from 'echarts/components';
import styled from 'styled-components';
import type { ReportChartView as ReportChartData } from '../model/viewTypes';
import { echarts } from '@/components/echartsCore';
import { reportChartOption } from '@/lib/reports/chartOptions';

// Report charts name their series in a legend, which the dashboard's charts do not need, and
// draw lines on their first screen (the dashboard's charts load them when they draw one).
echarts.use([LegendComponent, LineChart]);

export interface ReportChartProps {
  chart: ReportChartData;
  /** px. */
  height?: number;
  /** Static (no animation or tooltip), for the printable page. */
  print?: boolean;
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  break-inside: avoid;
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function ReportChart({ chart, height = 280, print = false }: ReportChartProps) {
  const option = useMemo(() => reportChartOption(chart, { print }), [chart, print]);
  return (
    <Figure aria-label={chart.title}>
      <Caption>{chart.title}</Caption>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
      {chart.note && <Note>{chart.note}</Note>}
    </Figure>
  );
}
