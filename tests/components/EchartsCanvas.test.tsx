// The drawing shared by the interactive charts: an SVG chart labelled for screen readers, drawn
// whole on each option, without echarts-for-react's own resizing but resized when the caller's
// width changes, and an empty box of the chart's height while the parts it needs load.
import { render, screen, waitFor } from '@testing-library/react';
import { EchartsCanvas } from '@/components/EchartsCanvas';

const mockResize = jest.fn();
const mockDrawn: Record<string, unknown>[] = [];
jest.mock('echarts-for-react/lib/core', () => {
  const { createElement, forwardRef, useImperativeHandle } = jest.requireActual('react');
  return {
    __esModule: true,
    default: forwardRef(function FakeECharts(props: Record<string, unknown>, ref: unknown) {
      useImperativeHandle(ref, () => ({ getEchartsInstance: () => ({ resize: mockResize }) }));
      mockDrawn.push(props);
      return createElement('div', { 'data-testid': 'echarts', style: props.style });
    }),
  };
});
jest.mock('@/components/echartsCore', () => ({ echarts: { name: 'core' } }));
jest.mock('@/components/echartsVisualMap', () => ({}));

const option = { series: [{ type: 'bar', data: [1, 2] }] };

beforeEach(() => {
  mockResize.mockClear();
  mockDrawn.length = 0;
});

it('holds the place at the chart height while its parts load, then draws', async () => {
  render(
    <EchartsCanvas
      option={option}
      height={260}
      width={800}
      parts={['visualMap']}
      aria-label="Mercado"
    />,
  );
  const box = screen.getByRole('img', { name: 'Mercado' });
  expect(screen.queryByTestId('echarts')).toBeNull();
  expect(box.firstElementChild).toHaveStyle({ height: '260px', width: '100%' });
  await waitFor(() => expect(screen.getByTestId('echarts')).toBeInTheDocument());
  expect(box.firstElementChild).toBe(screen.getByTestId('echarts'));
  expect(screen.getByTestId('echarts')).toHaveStyle({ height: '260px', width: '100%' });
});

it('draws at once without parts: SVG, the whole option, its own resizing off', () => {
  render(<EchartsCanvas option={option} height={200} width={800} aria-label="Inmediatez" />);
  expect(screen.getByRole('img', { name: 'Inmediatez' })).toContainElement(
    screen.getByTestId('echarts'),
  );
  expect(mockDrawn.at(-1)).toMatchObject({
    option,
    echarts: { name: 'core' },
    notMerge: true,
    lazyUpdate: true,
    autoResize: false,
    opts: { renderer: 'svg' },
    style: { height: 200, width: '100%' },
  });
});

it('resizes the chart when the width changes, not on another option', () => {
  const { rerender } = render(
    <EchartsCanvas option={option} height={200} width={800} aria-label="G" />,
  );
  const calls = mockResize.mock.calls.length;
  rerender(<EchartsCanvas option={{ ...option }} height={200} width={800} aria-label="G" />);
  expect(mockResize).toHaveBeenCalledTimes(calls);
  rerender(<EchartsCanvas option={option} height={200} width={500} aria-label="G" />);
  expect(mockResize).toHaveBeenCalledTimes(calls + 1);
  // Measured again from its box, not kept at the width it was created with.
  expect(mockResize).toHaveBeenLastCalledWith({ width: 'auto', height: 'auto' });
});
