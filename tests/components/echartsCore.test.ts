// The parts every chart draws with, registered once when the module loads: bars, scatter points
// (the target markers), the grid, the tooltip and the SVG renderer; the range brush and the lines
// are not among them (they load when a chart needs them: hooks/useEchartsParts).
const mockRegister = jest.fn();
jest.mock('echarts/core', () => ({
  use: mockRegister,
  init: jest.fn(),
  dispose: jest.fn(),
  getInstanceByDom: jest.fn(),
}));
jest.mock('echarts/charts', () => ({
  BarChart: 'bar',
  ScatterChart: 'scatter',
  LineChart: 'line',
}));
jest.mock('echarts/components', () => ({
  GridComponent: 'grid',
  TooltipComponent: 'tooltip',
  DataZoomComponent: 'dataZoom',
}));
jest.mock('echarts/renderers', () => ({ SVGRenderer: 'svg' }));

it('registers the parts every chart uses, without the brush or the lines', async () => {
  const { echarts } = await import('@/components/echartsCore');
  expect(mockRegister).toHaveBeenCalledTimes(1);
  expect([...(mockRegister.mock.calls[0]![0] as string[])].sort()).toEqual([
    'bar',
    'grid',
    'scatter',
    'svg',
    'tooltip',
  ]);
  // echarts-for-react gets only the four functions it calls.
  expect(Object.keys(echarts).sort()).toEqual(['dispose', 'getInstanceByDom', 'init', 'use']);
});
