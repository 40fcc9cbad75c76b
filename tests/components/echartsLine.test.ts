// Loading the lines' module registers ECharts' line series on the shared ECharts, once, when the
// module is first loaded.
const mockUseLine = jest.fn();
jest.mock('@/components/echartsCore', () => ({ echarts: { use: mockUseLine } }));
jest.mock('echarts/charts', () => ({ LineChart: { name: 'line' } }));

it('registers the line series when loaded, and only then', async () => {
  expect(mockUseLine).not.toHaveBeenCalled();
  await import('@/components/echartsLine');
  expect(mockUseLine).toHaveBeenCalledTimes(1);
  expect(mockUseLine).toHaveBeenCalledWith({ name: 'line' });
});
