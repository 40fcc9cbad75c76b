// Report PDF rendering: every report type at 1, 2 and 3 pages from the test suite's sample
// documents (6 figures, 3 charts, 2 tables), plus a global report of 10 stations. Each case
// warms up, then renders BENCH_RENDER_RUNS times (default 20) one after the other; prints
// the median and p95 time, the PDF's pages and size, the peak RSS and heap growth over the
// case (sampled during and after every render, after a full collection before the case starts)
// and the heap it leaves behind.
import os from 'node:os';
import type { ReportDocument, ReportType } from '../../../src/api/generated/reports.gen';
import { createReportRenderer } from '../../../src/server/modules/reports';
import { SAMPLE_STATION, sampleReportDocument } from '../../../tests/support/reportDocuments';
import { collectGarbage, mb, median, percentile, type BenchSection } from './benchReport';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 20);
const WARM_UP = 3;
const GLOBAL_STATIONS = 10;

const TYPES: ReportType[] = [
  'daily',
  'weekly',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
];

interface Case {
  label: string;
  documents: ReportDocument[];
  pages: 1 | 2 | 3;
}

function cases(): Case[] {
  const list: Case[] = [];
  for (const type of TYPES) {
    for (const pages of [1, 2, 3] as const) {
      list.push({ label: type, documents: [sampleReportDocument(type)], pages });
    }
  }
  const global = Array.from({ length: GLOBAL_STATIONS }, (_, i) => ({
    ...sampleReportDocument('weekly'),
    station: { ...SAMPLE_STATION, id: i + 1, name: `${SAMPLE_STATION.name} ${i + 1}` },
  }));
  list.push({ label: `global (${GLOBAL_STATIONS} stations)`, documents: global, pages: 3 });
  return list;
}

async function measure(item: Case) {
  const renderer = createReportRenderer();
  for (let i = 0; i < WARM_UP; i += 1) await renderer.render(item.documents, { pages: item.pages });
  collectGarbage();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  // The renderer yields between charts and table pages: the sampler gets turns mid-render.
  const sampler = setInterval(sample, 5);
  const times: number[] = [];
  let pdfBytes = 0;
  let pdfPages = 0;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const start = process.hrtime.bigint();
      const pdf = await renderer.render(item.documents, { pages: item.pages });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      sample();
      pdfBytes = pdf.length;
      pdfPages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    }
  } finally {
    clearInterval(sampler);
  }
  collectGarbage();
  const retained = process.memoryUsage().heapUsed - base.heapUsed;
  return {
    retainedMb: mb(retained),
    median: median(times),
    p95: percentile(times, 0.95),
    pdfPages,
    pdfKb: pdfBytes / 1024,
    peakRssMb: mb(peakRss),
    heapGrowthMb: mb(peakHeap - base.heapUsed),
  };
}

export const reportRenderSection: BenchSection = {
  name: 'render',
  async run() {
    const rows: (string | number)[][] = [];
    const started = Date.now();
    for (const item of cases()) {
      const result = await measure(item);
      rows.push([
        item.label,
        item.pages,
        result.pdfPages,
        Math.round(result.pdfKb),
        Number(result.median.toFixed(1)),
        Number(result.p95.toFixed(1)),
        Math.round(result.peakRssMb),
        Number(result.heapGrowthMb.toFixed(1)),
        Number(result.retainedMb.toFixed(1)),
      ]);
    }
    return {
      title: `Report PDF rendering (${RUNS} runs per case after ${WARM_UP} warm-up, one at a time)`,
      columns: [
        { label: 'report' },
        { label: 'pages', numeric: true },
        { label: 'PDF pages', numeric: true },
        { label: 'KB', numeric: true },
        { label: 'median ms', numeric: true },
        { label: 'p95 ms', numeric: true },
        { label: 'peak RSS MB', numeric: true },
        { label: 'heap growth MB', numeric: true },
        { label: 'retained MB', numeric: true },
      ],
      rows,
      notes: [
        `Whole section: ${((Date.now() - started) / 1000).toFixed(1)} s on ${os.cpus().length} ` +
          `cores, load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' / ')} at the end.`,
        'Peak RSS: the whole process (node, ts-node, the renderer). Heap growth: the most the ' +
          'heap held (garbage included) over the heap after a full collection before the case; ' +
          'retained: what is left after a full collection once the case is done.',
      ],
    };
  },
};
