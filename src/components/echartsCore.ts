// The parts of ECharts the app draws with, registered once. Importing echarts/core with only
// these keeps the chart chunk small (the full build is several times larger), and so does
// handing echarts-for-react only the four functions it calls: the whole echarts/core namespace
// would keep every export (maps, themes, graphic helpers) in the chunk. The range brush
// (dataZoom) and the line series are registered apart, when a chart first needs them
// (hooks/useEchartsParts).
import { BarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, ScatterChart, GridComponent, TooltipComponent, SVGRenderer]);

export const echarts = { use: register, init, dispose, getInstanceByDom };
