// Whether a chart may draw now, given the parts of ECharts it needs beyond those every chart
// uses (echartsCore): the range brush (dataZoom), needed only past 10, 15 or 22 points, and the
// line series, which the service metrics' bars and markers do not use, and the colour scale
// (visualMap) of 'Mercado local'. Each comes in a chunk of
// its own the first time any chart needs it, so the dashboard's first visit stays within its size
// budget (scripts/sizeBudgets.json); a chart needing one waits for it (drawn without the brush,
// the brush would appear a moment later and squeeze the chart). Should a chunk fail to load, the
// chart is drawn without it rather than not at all; the next chart that needs it tries again.
import { useEffect, useState } from 'react';

export type EchartsPart = 'dataZoom' | 'line' | 'visualMap';

const chunks: Record<EchartsPart, () => Promise<unknown>> = {
  dataZoom: () => import(/* webpackChunkName: "echarts-datazoom" */ '../echartsDataZoom'),
  line: () => import(/* webpackChunkName: "echarts-line" */ '../echartsLine'),
  visualMap: () => import(/* webpackChunkName: "echarts-visualmap" */ '../echartsVisualMap'),
};

const loaded = new Set<EchartsPart>();
const loading = new Map<EchartsPart, Promise<boolean>>();

/** Loads and registers one part once; resolves to whether it is registered. */
export function loadEchartsPart(part: EchartsPart): Promise<boolean> {
  let pending = loading.get(part);
  if (!pending) {
    pending = chunks[part]().then(
      () => {
        loaded.add(part);
        return true;
      },
      () => {
        loading.delete(part);
        return false;
      },
    );
    loading.set(part, pending);
  }
  return pending;
}

const partsOf = (key: string) => (key === '' ? [] : (key.split(' ') as EchartsPart[]));
const missingOf = (key: string) => partsOf(key).filter((part) => !loaded.has(part));

/** True once a chart can draw with the parts it needs (at once when it needs none). */
export function useEchartsParts(parts: readonly EchartsPart[]): boolean {
  const key = [...new Set(parts)].sort().join(' ');
  // The parts whose loading has been tried (loaded or failed) for this chart.
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const wanted = missingOf(key);
    if (wanted.length === 0) return undefined;
    let live = true;
    void Promise.all(wanted.map(loadEchartsPart)).then(() => {
      if (live) setSettled(key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return settled === key || missingOf(key).length === 0;
}
