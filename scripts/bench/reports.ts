// `npm run bench:reports`: the reports at volume, one section after another, each printed as
// a table (BENCH_SECTIONS=render,... runs only those).
// 1. render: the PDF of every report type at 1, 2 and 3 pages, and a global report
//    (scripts/bench/lib/reportRenderBench.ts; BENCH_RENDER_RUNS, default 20).
// 2. schedule: 1,000 configurations due at the same minute, generated and delivered to the
//    outboxes through the job runner (scripts/bench/lib/reportScheduleBench.ts).
// 3. data: the report data calls' latency on PostgreSQL with the bench:dashboard data set
//    (scripts/bench/lib/reportDataBench.ts; needs `npm run build` first).
import { runSections, type BenchSection } from './lib/benchReport';
import { reportRenderSection } from './lib/reportRenderBench';
import { reportScheduleSection } from './lib/reportScheduleBench';
import { reportDataSection } from './lib/reportDataBench';

const SECTIONS: BenchSection[] = [reportRenderSection, reportScheduleSection, reportDataSection];

runSections(SECTIONS).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
