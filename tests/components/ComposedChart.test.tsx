// The shared composed chart, drawn as SVG: series kinds, target markers, label truncation, the
// custom legend and tooltip (Spanish labels, the caller's formats), the range brush by screen
// size and the 330 ms resize debounce, and the accessible data table.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ComposedChart } from '@/components/ComposedChart';
import { formatMinutesSeconds } from '@/components/chartFormat';
import { axisValues, brushWindow, niceStep, valueScale } from '@/components/composedChartLayout';
import { renderWithProviders } from '../support/renderWithProviders';

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Estación número ${i + 1}`,
    value: i * 10,
    goal: 60,
  }));
const series = [
  { key: 'value', name: 'Inmediatez', type: 'bar' as const, color: '#388994' },
  { key: 'goal', name: 'Objetivo', type: 'marker' as const, color: '#ED6C02' },
];
const xLabels = () => screen.getAllByTestId('chart-x-label').map((e) => e.textContent);
const seriesGroup = (container: HTMLElement, key: string) =>
  container.querySelector(`[data-series="${key}"]`);

it('draws a bar per category and a target marker with its label, names cut at 12', () => {
  const { container } = renderWithProviders(
    <ComposedChart
      aria-label="Inmediatez por estación"
      height={200}
      xKey="name"
      data={[...points(2), { name: 'Sin dato', value: null, goal: null }]}
      series={series}
      formatMarkerLabel={(v) => `${v}s`}
    />,
  );
  expect(screen.getByRole('img', { name: 'Inmediatez por estación' })).toHaveAttribute(
    'height',
    '200',
  );
  expect(xLabels()).toEqual(['Estación núm', 'Estación núm', 'Sin dato']);
  expect(seriesGroup(container, 'value')!.querySelectorAll('rect')).toHaveLength(2);
  const marker = seriesGroup(container, 'goal')!;
  expect(marker.querySelectorAll('line')).toHaveLength(2);
  expect(within(marker as HTMLElement).getAllByText('60s')).toHaveLength(2);
});

it('shows a tooltip with the full name and every value in the caller format', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={points(3)}
      series={series}
      formatValue={(v) => `${v} s`}
    />,
  );
  fireEvent.mouseEnter(screen.getAllByTestId('chart-category')[2]!);
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip).toHaveTextContent('Estación número 3');
  expect(tooltip).toHaveTextContent('Inmediatez20 s');
  expect(tooltip).toHaveTextContent('Objetivo60 s');
  fireEvent.mouseLeave(screen.getByRole('img'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('labels well-known keys in Spanish, with percentages by default', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Estado de ánimo"
      height={200}
      xKey="label"
      data={[{ label: 'Lunes', optimistic: 40, objective: 70.0, mood: 55.25 }]}
      series={[
        { key: 'optimistic', name: 'optimistic', type: 'area', color: '#111111', stack: 'm' },
        { key: 'objective', name: 'objective', type: 'line', color: '#222222' },
        { key: 'mood', name: 'mood', type: 'scatter', color: '#333333' },
      ]}
    />,
  );
  fireEvent.mouseEnter(screen.getAllByTestId('chart-category')[0]!);
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip).toHaveTextContent('Optimisma40%');
  expect(tooltip).toHaveTextContent('Objetivo del día70%');
  expect(tooltip).toHaveTextContent('Estado de animo55.3%');
});

it('draws lines, areas and scatter points', () => {
  const { container } = renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={240}
      xKey="d"
      data={[
        { d: '1', a: 100, b: 120, c: 90 },
        { d: '2', a: null, b: 130, c: 95 },
        { d: '3', a: 110, b: 125, c: 80 },
      ]}
      series={[
        { key: 'a', name: 'A', type: 'line', color: '#111111', emphasized: true },
        { key: 'b', name: 'B', type: 'area', color: '#222222' },
        { key: 'c', name: 'C', type: 'scatter', color: '#333333' },
      ]}
    />,
  );
  const line = seriesGroup(container, 'a')!;
  // The gap is bridged: one path through the two values.
  expect(line.querySelector('path')!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(2);
  expect(line.querySelector('path')).toHaveAttribute('stroke-width', '4');
  expect(seriesGroup(container, 'b')!.querySelectorAll('path')).toHaveLength(2);
  expect(seriesGroup(container, 'c')!.querySelectorAll('circle')).toHaveLength(3);
});

it('hides and shows a series from the legend', async () => {
  const { user, container } = renderWithProviders(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(2)} series={series} />,
  );
  const button = screen.getByRole('button', { name: 'Objetivo' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.click(button);
  expect(seriesGroup(container, 'goal')).toBeNull();
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(seriesGroup(container, 'goal')).not.toBeNull();
});

it('shows a range brush past the screen size threshold, and moves the window', () => {
  // jsdom is 1024 px wide: a medium screen, 15 points fit.
  const { rerender } = renderWithProviders(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(15)} series={series} />,
  );
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(16); // header + 15 points, in the data table
  // A name wider than its band goes on two lines ('Estación ' / 'núm': 8 letters, 62 px), and
  // thin bands label every k-th category (here every second: 38 px bands).
  expect(xLabels()).toHaveLength(8);
  const first = screen.getAllByTestId('chart-x-label')[0]!;
  expect([...first.querySelectorAll('tspan')].map((line) => line.textContent)).toEqual([
    'Estación ',
    'núm',
  ]);
  rerender(
    <ComposedChart aria-label="G" height={200} xKey="name" data={points(30)} series={series} />,
  );
  const brush = screen.getByRole('slider', { name: 'Rango visible' });
  expect(brush).toHaveAttribute('max', '15');
  expect(brush).toHaveAttribute('aria-valuetext', 'Estación número 1 – Estación número 15');
  fireEvent.change(brush, { target: { value: '15' } });
  expect(brush).toHaveAttribute('aria-valuetext', 'Estación número 16 – Estación número 30');
  expect(screen.getAllByRole('row')).toHaveLength(16); // header + the 15 shown, in the data table
});

it('re-evaluates the screen size 330 ms after the window stops resizing', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(
      <ComposedChart aria-label="G" height={200} xKey="name" data={points(12)} series={series} />,
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(329);
    });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    // Small screen: past 10 points.
    expect(screen.getByRole('slider')).toHaveAttribute('max', '2');
    act(() => {
      window.innerWidth = 1400;
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(330);
    });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  } finally {
    window.innerWidth = 1024;
    jest.useRealTimers();
  }
});

it('uses the caller axis format and bounds', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={[
        { name: 'A', value: 150 },
        { name: 'B', value: 205 },
      ]}
      series={[series[0]!]}
      yAxis={{ min: 0, max: 'dataMax', formatValue: formatMinutesSeconds }}
    />,
  );
  const labels = screen.getAllByTestId('chart-y-label').map((e) => e.textContent);
  expect(labels[0]).toBe('00:00');
  expect(labels.at(-1)).toBe('03:25'); // the data maximum ends the axis
});

it('carries the data in an accessible table', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="Atención oportuna"
      height={200}
      xKey="name"
      data={points(2)}
      series={series}
    />,
  );
  const table = screen.getByRole('table', { name: 'Atención oportuna' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['nameInmediatezObjetivo', 'Estación número 10%60%', 'Estación número 210%60%']);
});

describe('layout', () => {
  it('rounds the axis to nice steps, or ends it at the data', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(7, 4)).toBe(2);
    expect(valueScale([43, 86], {}, 100)).toMatchObject({
      min: 0,
      max: 100,
      ticks: [0, 25, 50, 75, 100],
    });
    expect(valueScale([20.1, 20.9], { scale: true }, 100)).toMatchObject({ min: 20, max: 21 });
    expect(valueScale([10, 95], { min: 0, max: 100 }, 100).ticks.at(-1)).toBe(100);
    expect(valueScale([150, 205], { min: 0, max: 'dataMax' }, 100).max).toBe(205);
    const scale = valueScale([0, 100], { min: 0, max: 100 }, 200);
    expect(scale.y(0)).toBe(200);
    expect(scale.y(100)).toBe(0);
  });

  it('stacks stacked series for the axis and windows the brush', () => {
    expect(
      axisValues(
        [
          { a: 10, b: 20 },
          { a: 5, b: null },
        ],
        [
          { key: 'a', name: 'A', type: 'bar', color: '#000000', stack: 's' },
          { key: 'b', name: 'B', type: 'bar', color: '#000000', stack: 's' },
        ],
      ).sort((x, y) => x - y),
    ).toEqual([5, 30]);
    expect(brushWindow(8, 10, 3)).toEqual({ start: 0, size: 8 });
    expect(brushWindow(30, 22, 20)).toEqual({ start: 8, size: 22 });
  });
});

it('keeps short names on one line', () => {
  renderWithProviders(
    <ComposedChart
      aria-label="G"
      height={200}
      xKey="name"
      data={[
        { name: 'Norte', value: 1, goal: 2 },
        { name: 'Sur', value: 2, goal: 2 },
      ]}
      series={series}
    />,
  );
  for (const label of screen.getAllByTestId('chart-x-label')) {
    expect(label.querySelectorAll('tspan')).toHaveLength(1);
  }
  expect(xLabels()).toEqual(['Norte', 'Sur']);
});
