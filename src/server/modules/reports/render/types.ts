import type { Writable } from 'node:stream';
import type { ReportDocument } from '@/api/generated/reports.gen';

export interface RenderOptions {
  /** 1: key figures; 2: plus the charts; 3: plus the detail tables. */
  pages: 1 | 2 | 3;
}

/** Renders report documents to one PDF (several documents: one part per station). */
export interface ReportRenderer {
  render(documents: ReportDocument[], options: RenderOptions): Promise<Buffer>;
  /**
   * The same PDF as `render`, written to `output` while the documents arrive one at a time,
   * holding neither every document nor every page (the global report of a whole chain).
   */
  renderStream(
    documents: AsyncIterable<ReportDocument> | Iterable<ReportDocument>,
    options: RenderOptions,
    output: Writable,
  ): Promise<{ pages: number; documents: number }>;
}
