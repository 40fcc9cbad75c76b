import type { ReportDocument } from '@/api/generated/reports.gen';

export interface RenderOptions {
  /** 1: key figures; 2: plus the charts; 3: plus the detail tables. */
  pages: 1 | 2 | 3;
}

/** Renders report documents to one PDF (several documents: one part per station). */
export interface ReportRenderer {
  render(documents: ReportDocument[], options: RenderOptions): Promise<Buffer>;
}
