// Loading the lines' module registers ECharts' line series on the shared ECharts, once, when the
// module is first loaded.
const mockUse = jest.fn();
jest.mock('@/components/echartsCore', () => ({ echarts: { use: mockUse } }));
jest.mock('echarts/charts', () => ({ LineChart: { name: 'line' } }));

it('registers the line series when loaded, and only then', async () => {
  expect(mockUse).not.toHaveBeenCalled();
  await import('@/components/echartsLine');
  expect(mockUse).toHaveBeenCalledTimes(1);
  expect(mockUse).toHaveBeenCalledWith({ name: 'line' });
});
