// Loading the brush's module registers ECharts' dataZoom (slider and inside) on the shared
// ECharts, once, when the module is first loaded.
const mockUseZoom = jest.fn();
jest.mock('@/components/echartsCore', () => ({ echarts: { use: mockUseZoom } }));
jest.mock('echarts/components', () => ({ DataZoomComponent: { name: 'dataZoom' } }));

it('registers the dataZoom component when loaded, and only then', async () => {
  expect(mockUseZoom).not.toHaveBeenCalled();
  await import('@/components/echartsDataZoom');
  expect(mockUseZoom).toHaveBeenCalledTimes(1);
  expect(mockUseZoom).toHaveBeenCalledWith({ name: 'dataZoom' });
});
