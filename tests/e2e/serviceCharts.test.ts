// The service charts as drawn in Chromium (production build, demo data, an Editor with five
// stations), on a desktop and on a phone: every station's label drawn, cut at 12 characters; the
// y axes in mm:ss or 0-100 %, labels never on one another; one goal line per chart in the
// marker's colour with its label; the tooltip's text ('Name: value', the station's full name,
// never 'null'); the station filter in every chart; and a page no wider than the window (the
// charts' screen-reader tables hidden without widening it).
import type { Locator, Page } from 'playwright-core';
import { signIn, startE2eSuite } from '../support/e2eSuite';

const suite = startE2eSuite();

const MARKER_COLOUR = '#ED6C02';
const CHARTS = {
  inmediatez: 'Inmediatez',
  atencion_oportuna: 'Atención oportuna',
  tiempo_servicio_gas: 'Tiempo de servicio de gasolina',
  tiempo_servicio_diesel: 'Tiempo de servicio de diesel',
} as const;
type Metric = keyof typeof CHARTS;

interface ChartRow {
  name: string;
  value: number | null;
  goal: number | null;
}

const MM_SS = /^\d{2}:\d{2}$/;
const mmss = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

async function chartRows(token: string, metric: Metric): Promise<ChartRow[]> {
  const response = await fetch(`${suite.server.url}/api/v2/dashboard/service_metrics/${metric}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { chartData: ChartRow[] }).chartData;
}

const chartOf = (page: Page, metric: Metric) =>
  page.locator(`figure[aria-label="${CHARTS[metric]} por estación"]`);

interface DrawnText {
  text: string;
  anchor: string | null;
  place: string | null;
  fill: string | null;
  box: { x: number; y: number; width: number; height: number };
}

/** Every SVG text of a chart with its place and its box on the page. */
const drawnTexts = (chart: Locator): Promise<DrawnText[]> =>
  chart.locator('svg text').evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return {
        text: node.textContent ?? '',
        anchor: node.getAttribute('text-anchor'),
        place: node.getAttribute('transform'),
        fill: node.getAttribute('fill'),
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    }),
  );

/** The value axis' labels, bottom up: ECharts anchors them at their end, unturned. */
const isYAxisText = (t: DrawnText) =>
  t.anchor === 'end' && (t.place ?? '').startsWith('translate(') && t.fill !== MARKER_COLOUR;
const yAxisTexts = (texts: DrawnText[]) => texts.filter(isYAxisText);

/**
 * The category labels, left to right, each whole: ECharts draws a wrapped label's lines as texts
 * at one place (one line keeps the space it broke at).
 */
function categoryTexts(texts: DrawnText[]): DrawnText[][] {
  const byPlace = new Map<string, DrawnText[]>();
  for (const t of texts) {
    if (isYAxisText(t) || t.fill === MARKER_COLOUR) continue;
    const place = t.place ?? '';
    byPlace.set(place, [...(byPlace.get(place) ?? []), t]);
  }
  return [...byPlace.values()];
}
const categoryLabels = (texts: DrawnText[]) =>
  categoryTexts(texts).map((lines) => lines.map((t) => t.text).join(''));

const overlaps = (a: DrawnText['box'], b: DrawnText['box']) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openDashboard(width: number, height: number) {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width, height },
  });
  const page = await context.newPage();
  const token = await signIn(page, 'editor@demo.surtidor.mx');
  await page.goto('/dashboard');
  for (const metric of Object.keys(CHARTS) as Metric[]) {
    await chartOf(page, metric).locator('svg text').first().waitFor();
  }
  return { context, page, token };
}

/** Hovers the middle of one station's band and reads the tooltip as a person would. */
async function tooltipAt(page: Page, chart: Locator, index: number): Promise<string> {
  await chart.scrollIntoViewIfNeeded();
  // Each station's target marker is centred on its band (left to right: a hovered shape may be
  // drawn last).
  const marks = await chart
    .locator(`svg path[fill="${MARKER_COLOUR}"]`)
    .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  const mark = marks.sort((a, b) => a.x - b.x)[index]!;
  const svg = (await chart.locator('svg').first().boundingBox())!;
  await page.mouse.move(1, 1);
  await page.mouse.move(mark.x + mark.width / 2, svg.y + svg.height / 3);
  const tooltip = chart.locator('div[style*="z-index: 9999"]').filter({ hasText: /\S/ });
  await tooltip.first().waitFor({ state: 'visible' });
  return tooltip.first().innerText();
}

/** Reads again until the value is the one expected (the chart redraws), or fails with the last. */
async function untilEqual<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

describe.each([
  [1440, 900],
  [390, 844],
])('at %i x %i px', (width, height) => {
  it('draws every label, the axes, the goal line and the tooltips of the four charts', async () => {
    const { context, page, token } = await openDashboard(width, height);
    try {
      // The page is no wider than the window (each chart's data table is hidden in a 1 px box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      for (const box of await page
        .locator('figure table')
        .evaluateAll((tables) => tables.map((t) => t.parentElement!.getBoundingClientRect()))) {
        expect(box.width).toBeLessThanOrEqual(1);
      }

      for (const metric of Object.keys(CHARTS) as Metric[]) {
        const rows = await chartRows(token, metric);
        expect(rows.length).toBeGreaterThanOrEqual(5);
        const chart = chartOf(page, metric);
        const texts = await drawnTexts(chart);

        // Every station's label, cut at 12 characters, none hidden.
        expect(categoryLabels(texts)).toEqual(rows.map((r) => r.name.slice(0, 12)));
        // Neighbours apart: turned labels (their boxes are squares that always meet) a line
        // apart across their slant, others by their boxes.
        const labels = categoryTexts(texts).map((lines) => lines[0]!);
        for (let i = 1; i < labels.length; i++) {
          const [before, label] = [labels[i - 1]!, labels[i]!];
          if ((label.place ?? '').startsWith('matrix(')) {
            const step = label.box.x + label.box.width - (before.box.x + before.box.width);
            expect(step * Math.SQRT1_2).toBeGreaterThanOrEqual(12);
          } else expect(overlaps(before.box, label.box)).toBe(false);
        }

        // The value axis: its format, and no label drawn over another.
        const axis = yAxisTexts(texts);
        for (let i = 1; i < axis.length; i++) {
          for (let j = 0; j < i; j++) expect(overlaps(axis[i]!.box, axis[j]!.box)).toBe(false);
        }
        const axisLabels = axis.map((t) => t.text);
        if (metric === 'atencion_oportuna') {
          expect(axisLabels).toEqual(['0%', '25%', '50%', '75%', '100%']);
        } else {
          expect(axisLabels.every((t) => MM_SS.test(t))).toBe(true);
          expect(axisLabels[0]).toBe('00:00');
        }
        if (metric === 'tiempo_servicio_gas' || metric === 'tiempo_servicio_diesel') {
          const max = Math.max(...rows.flatMap((r) => [r.value ?? 0, r.goal ?? 0]));
          expect(axisLabels.at(-1)).toBe(mmss(max));
        }

        // The goal: one horizontal line in the marker's colour across the bands, labelled once.
        const goals = [...new Set(rows.map((r) => r.goal))];
        expect(goals).toHaveLength(1);
        const goal = goals[0]!;
        const marks = await chart
          .locator(`svg path[fill="${MARKER_COLOUR}"]`)
          .evaluateAll((nodes) =>
            nodes.map((n) => {
              const r = n.getBoundingClientRect();
              return { left: r.left, right: r.right, top: r.top, height: r.height };
            }),
          );
        marks.sort((a, b) => a.left - b.left);
        expect(marks).toHaveLength(rows.length);
        expect(new Set(marks.map((m) => Math.round(m.top))).size).toBe(1);
        expect(marks.every((m) => m.height <= 3)).toBe(true);
        for (let i = 1; i < marks.length; i++) {
          expect(marks[i]!.left).toBeLessThanOrEqual(marks[i - 1]!.right + 0.5);
        }
        const goalLabels = texts.filter((t) => t.fill === MARKER_COLOUR).map((t) => t.text);
        expect(goalLabels).toEqual([
          metric === 'inmediatez'
            ? `${Math.round(goal)}s`
            : metric === 'atencion_oportuna'
              ? `${goal}%`
              : mmss(goal),
        ]);

        // The tooltip of each station: its full name, then 'Series: value' lines.
        for (const [i, row] of rows.entries()) {
          const text = await tooltipAt(page, chart, i);
          expect(text).not.toContain('null');
          const lines = text.split('\n').filter((line) => line.trim() !== '');
          const value = row.value!;
          const shown =
            metric === 'inmediatez'
              ? `${value.toFixed(1).replace(/\.0$/, '')}s`
              : metric === 'atencion_oportuna'
                ? `${value.toFixed(1).replace(/\.0$/, '')}%`
                : mmss(value);
          const goalShown =
            metric === 'inmediatez'
              ? `${goal}s`
              : metric === 'atencion_oportuna'
                ? `${goal}%`
                : mmss(goal);
          expect(lines).toEqual([
            row.name,
            `${CHARTS[metric]}: ${shown}`,
            `Objetivo: ${goalShown}`,
          ]);
          expect(text).not.toMatch(/\.0[%s]/);
        }
      }
    } finally {
      await context.close();
    }
  });
});

it('shows every station with none chosen and only the chosen one in every chart', async () => {
  const { context, page, token } = await openDashboard(1440, 900);
  try {
    const names = (await chartRows(token, 'inmediatez')).map((r) => r.name);
    const labelsOf = async (metric: Metric) =>
      categoryLabels(await drawnTexts(chartOf(page, metric)));
    const allShown = names.map((n) => n.slice(0, 12));
    for (const metric of Object.keys(CHARTS) as Metric[]) {
      expect(await labelsOf(metric)).toEqual(allShown);
    }
    const chosen = names[1]!;
    const stations = page.getByRole('combobox', { name: /Estaciones/ });
    await stations.click();
    await page.getByRole('option', { name: chosen }).click();
    await page.keyboard.press('Escape');
    await expect(stations.textContent()).resolves.toContain('1 selección');
    for (const metric of Object.keys(CHARTS) as Metric[]) {
      await untilEqual(() => labelsOf(metric), [chosen.slice(0, 12)]);
    }
    // Choosing none again shows every station.
    await stations.click();
    await page.getByRole('option', { name: chosen }).click();
    await page.keyboard.press('Escape');
    await expect(stations.textContent()).resolves.toContain('Elegir estaciones');
    for (const metric of Object.keys(CHARTS) as Metric[]) {
      await untilEqual(() => labelsOf(metric), allShown);
    }
  } finally {
    await context.close();
  }
});
