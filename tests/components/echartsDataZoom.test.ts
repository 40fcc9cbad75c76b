// Loading the brush's module registers ECharts' dataZoom (slider and inside) on the shared
// ECharts, once, when the module is first loaded.
const mockUse = jest.fn();
jest.mock('@/components/echartsCore', () => ({ echarts: { use: mockUse } }));
jest.mock('echarts/components', () => ({ DataZoomComponent: { name: 'dataZoom' } }));

it('registers the dataZoom component when loaded, and only then', async () => {
  expect(mockUse).not.toHaveBeenCalled();
  await import('@/components/echartsDataZoom');
  expect(mockUse).toHaveBeenCalledTimes(1);
  expect(mockUse).toHaveBeenCalledWith({ name: 'dataZoom' });
});
