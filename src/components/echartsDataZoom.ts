// ECharts' range brush (the dataZoom slider and its inside zoom), registered on the shared
// ECharts of echartsCore. Only a chart with more points than its screen shows needs it, so it is
// loaded when one does (hooks/useEchartsParts), not with every chart: the dashboard's first
// visit stays within its size budget (scripts/sizeBudgets.json).
import { DataZoomComponent } from 'echarts/components';
import { echarts } from './echartsCore';

echarts.use(DataZoomComponent);
