// ECharts' line series (lines and areas), registered on the shared ECharts of echartsCore when
// a chart first draws one (hooks/useEchartsParts): the dashboard's default tab draws bars and
// markers only. The report charts, which draw lines on their first screen, register it with
// their own module.
import { LineChart } from 'echarts/charts';
import { echarts } from './echartsCore';

echarts.use(LineChart);
