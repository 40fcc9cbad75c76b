// ECharts' continuous colour scale (visualMap), registered on the shared ECharts of echartsCore
// when a chart first colours its points by a value (hooks/useEchartsParts): only the
// dashboard's 'Mercado local' does, so no other chart downloads it.
import { VisualMapContinuousComponent } from 'echarts/components';
import { echarts } from './echartsCore';

echarts.use(VisualMapContinuousComponent);
