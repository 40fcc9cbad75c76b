// POST /api/reports/pdf_token: a pdf token for one of the caller's stations (the access hook
// already checked the station), and the printable page that opens with it.
import type { PdfToken, PdfTokenInput } from '@/api/generated/reports.gen';
import { createPdfToken as signPdfToken, pdfTokenSecret } from '../../access/pdfTokens';
import { respond, type HandlerContext } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { checkPeriod } from '../shared/period';

export async function createPdfToken(ctx: HandlerContext<{ body: PdfTokenInput }>) {
  const { gas_station_id: stationId, report_type: reportType, start_date, end_date } = ctx.body;
  checkPeriod(start_date, end_date, { location: 'body' });
  const station = await ctx.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', stationId)
    .executeTakeFirst();
  if (!station) throw notFound('Estación no encontrada');
  const locale = ctx.body.locale ?? 'es';
  const expiresAt = new Date(Date.now() + ctx.config.pdfTokenMinutes * 60_000);
  const token = signPdfToken(await pdfTokenSecret(ctx.db), {
    stationId,
    reportType,
    startDate: start_date,
    endDate: end_date,
    locale,
    expiresAt,
  });
  const body: PdfToken = {
    token,
    expires_at: expiresAt.toISOString(),
    path: `/price/${stationId}/${encodeURIComponent(token)}/${locale}`,
  };
  return respond(201, body);
}
