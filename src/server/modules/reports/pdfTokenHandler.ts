// POST /api/reports/pdf_token: a pdf token for one of the caller's stations (the access hook
// already checked the station), and the printable page that opens with it.
import type { PdfToken, PdfTokenInput, ReportType } from '@/api/generated/reports.gen';
import { checkLevel } from '../../access/accessHooks';
import {
  createPdfToken as signPdfToken,
  pdfTokenSecret,
  REPORT_TYPE_OF_OPERATION,
} from '../../access/pdfTokens';
import { respond, type AuthUser, type HandlerContext } from '../../contract/handlerTypes';
import { loadContract, type AccessRule } from '../../contract/loadContract';
import { notFound, outOfScope } from '../../errors';
import { checkPeriod } from '../shared/period';

export const REPORT_NOT_ALLOWED = 'No tienes permisos para ver este tipo de reporte';

let reportAccess: Map<ReportType, AccessRule> | undefined;

/**
 * A token opens its report without a session, so it is issued only to a user whose session
 * could read that report: the x-access of the report's own operation (the data flag for every
 * document but the price report).
 */
function mayReadReport(user: AuthUser, reportType: ReportType): boolean {
  reportAccess ??= new Map(
    loadContract()
      .operations.filter((op) => REPORT_TYPE_OF_OPERATION[op.operationId] !== undefined)
      .map((op) => [REPORT_TYPE_OF_OPERATION[op.operationId]!, op.access]),
  );
  const rule = reportAccess.get(reportType);
  if (!rule) return false;
  try {
    checkLevel(rule, user);
    return true;
  } catch {
    return false;
  }
}

export async function createPdfToken(ctx: HandlerContext<{ body: PdfTokenInput }>) {
  const { gas_station_id: stationId, report_type: reportType, start_date, end_date } = ctx.body;
  checkPeriod(start_date, end_date, { location: 'body' });
  if (!mayReadReport(ctx.user, reportType)) throw outOfScope(REPORT_NOT_ALLOWED);
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
