// GET /api/reports/compliance/{id}: a station's monthly volumetric pre-audit as a PDF, drawn at
// once by the report renderer (the PDF worker, as every report PDF).
import type { ReportLocale } from '@/api/generated/reports.gen';
import { respond, type HandlerContext } from '../../contract/handlerTypes';
import { contentDisposition } from '../../storage/contentDisposition';
import { buildComplianceDocument } from './documents/compliance';
import { createReportRenderer } from './render';

const renderer = createReportRenderer();

type Ctx = HandlerContext<{
  params: { id: number };
  query: { month: string; locale?: ReportLocale };
}>;

/** preauditoria-<station id>-<AAAA-MM>.pdf */
export const compliancePdfName = (stationId: number, month: string, locale: ReportLocale) =>
  `${locale === 'en' ? 'pre-audit' : 'preauditoria'}-${stationId}-${month}.pdf`;

export async function downloadCompliancePdf(ctx: Ctx) {
  const { id } = ctx.params;
  const { month } = ctx.query;
  const locale = ctx.query.locale ?? 'es';
  const document = await buildComplianceDocument(ctx.db, {
    stationId: id,
    month,
    locale,
    dueDay: ctx.config.complianceMonthlyDueDay,
  });
  const pdf = await renderer.render([document], { pages: 3 });
  return respond(200, pdf, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(compliancePdfName(id, month, locale)),
    'cache-control': 'private, no-store',
  });
}
