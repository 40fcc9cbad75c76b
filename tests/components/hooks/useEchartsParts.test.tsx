// The parts of ECharts loaded when a chart first needs them (the range brush, the line series):
// each once for every chart; a chart needing one waits for it, a chart needing none never loads
// them, and a failed load lets the chart draw without it (the next chart tries again). The tests
// run in order: the module remembers what it has loaded, as the app does.
import { act, renderHook, waitFor } from '@testing-library/react';
import { loadEchartsPart, useEchartsParts } from '@/components/hooks/useEchartsParts';

const mockChunks = { dataZoom: 0, line: 0, failDataZoom: false };
jest.mock('@/components/echartsDataZoom', () => {
  mockChunks.dataZoom += 1;
  if (mockChunks.failDataZoom) throw new Error('ChunkLoadError');
  return {};
});
jest.mock('@/components/echartsLine', () => {
  mockChunks.line += 1;
  return {};
});

it('lets a chart needing no extra part draw at once, loading nothing', async () => {
  const { result } = renderHook(() => useEchartsParts([]));
  expect(result.current).toBe(true);
  await act(async () => {});
  expect([mockChunks.dataZoom, mockChunks.line]).toEqual([0, 0]);
});

it('draws without the brush when its code fails to load, and tries again next time', async () => {
  mockChunks.failDataZoom = true;
  await expect(loadEchartsPart('dataZoom')).resolves.toBe(false);
  const { result } = renderHook(() => useEchartsParts(['dataZoom']));
  expect(result.current).toBe(false);
  await waitFor(() => expect(result.current).toBe(true));
  expect(mockChunks.dataZoom).toBe(2);
});

it('holds a chart until every part it needs has loaded, each once for every chart', async () => {
  mockChunks.failDataZoom = false;
  const first = renderHook(() => useEchartsParts(['line', 'dataZoom']));
  const second = renderHook(() => useEchartsParts(['dataZoom']));
  expect([first.result.current, second.result.current]).toEqual([false, false]);
  await waitFor(() => expect([first.result.current, second.result.current]).toEqual([true, true]));
  expect([mockChunks.dataZoom, mockChunks.line]).toEqual([3, 1]);
  // Later charts draw at once.
  expect(renderHook(() => useEchartsParts(['dataZoom', 'line'])).result.current).toBe(true);
  await expect(loadEchartsPart('line')).resolves.toBe(true);
  expect([mockChunks.dataZoom, mockChunks.line]).toEqual([3, 1]);
});
