// Report requests: asked for on the Data screen, or the monthly volumetric pre-audit from
// 'Controles volumétricos' (rendered in the background, delivered when ready), listed with their deliveries, downloaded once rendered, and retried where they
// failed. Visible to the user who asked (or whose configuration made them) and to admins.
import type {
  CompliancePdfRequestInput,
  ReportRequest,
  ReportRequestInput,
  ReportRequestList,
} from '@/api/generated/reportRequests.gen';
import type { SignedUrl } from '@/api/generated/files.gen';
import { lastOfMonth } from '@/lib/dates/calendarDates';
import type { ReportChannel } from '../../db/schema';
import { respond, type HandlerContext, type OperationHandlers } from '../../contract/handlerTypes';
import { HttpError, notFound, forbidden } from '../../errors';
import { storageFor } from '../../storage';
import { signedFileLink } from '../files';
import { PERMISSION_NOT_FOUND, userAllowance } from '../reportSchedules';
import { readReportRequestForm } from './requestInput';
import { queueDeliveries } from './renderJob';
import {
  contactsByIds,
  findVisibleRequest,
  insertQueuedReportRequest,
  listVisibleRequests,
  requeueFailedDeliveries,
  requeueFailedRequest,
  stationNames,
  toReportRequests,
  userNameAndEmail,
  type Recipient,
} from './requestStore';
import { webhookHandlers } from './webhookHandlers';

const REQUEST_NOT_FOUND = 'Reporte no encontrado';

/**
 * Who gets a request on its channel: the contacts chosen (the user's customer's, any for
 * admins, each with an address on that channel) and, by e-mail, the user who asked first.
 */
async function recipientsOf(
  ctx: HandlerContext,
  channel: ReportChannel,
  contactIds: number[],
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  if (contactIds.length > 0) {
    const contacts = await contactsByIds(ctx.db, contactIds);
    const usable = contacts.filter(
      (c) => ctx.user.isAdmin || c.customer_id === ctx.user.customerId,
    );
    if (usable.length !== contactIds.length) {
      throw new HttpError(400, 'Un contacto elegido no existe', 'validation_failed', [
        { field: 'body.contact_ids', rule: 'exists', message: 'Un contacto elegido no existe' },
      ]);
    }
    const address = (c: (typeof usable)[number]) => (channel === 'email' ? c.email : c.telephone);
    if (usable.some((c) => !address(c))) {
      const message =
        channel === 'email'
          ? 'Un contacto elegido no tiene correo'
          : 'Un contacto elegido no tiene teléfono para WhatsApp';
      throw new HttpError(400, message, 'validation_failed', [
        { field: 'body.contact_ids', rule: 'channel', message },
      ]);
    }
    recipients.push(
      ...usable.map((c) => ({ contactId: c.id, name: c.name, address: address(c)! })),
    );
  }
  if (channel === 'email') {
    // The user who asked always gets it: that is how they learn it is ready.
    const me = await userNameAndEmail(ctx.db, ctx.user.id);
    recipients.unshift({ contactId: null, name: me.name, address: me.email });
  }
  return recipients;
}

async function createReportRequest(ctx: HandlerContext) {
  // The form's fields, validated against ReportRequestInput before the handler (registerRoutes).
  const form = readReportRequestForm(ctx.body as ReportRequestInput);
  for (const id of form.stationIds) {
    if (!(await ctx.user.canAccessStation(id))) throw forbidden();
  }
  const allowed = await userAllowance(ctx.db, ctx.user.id);
  if (!allowed(form.reportType))
    throw new HttpError(403, PERMISSION_NOT_FOUND, 'permission_not_found');

  const recipients = await recipientsOf(ctx, form.channel, form.contactIds);
  const id = await insertQueuedReportRequest(ctx.db, {
    requestedBy: ctx.user.id,
    configurationId: null,
    occurrenceKey: null,
    reportType: form.reportType,
    kind: form.kind,
    stationIds: form.stationIds,
    startDate: form.startDate,
    endDate: form.endDate,
    pages: form.pages,
    format: form.format,
    locale: form.locale,
    channel: form.channel,
    recipients,
  });
  return respond(202, await findVisible(ctx, id));
}

/**
 * The station's monthly volumetric pre-audit as a request of the one report pipeline: a monthly
 * request of kind compliance over the month's days, rendered by the render job (which draws the
 * pre-audit's document), kept in the files browser and delivered like every report. Access
 * (administrators, the station) is the contract's.
 */
async function requestCompliancePdf(
  ctx: HandlerContext<{ params: { id: number }; body: CompliancePdfRequestInput }>,
) {
  const { month, locale = 'es', channel = 'email' } = ctx.body;
  const contactIds = [...new Set(ctx.body.contact_ids ?? [])];
  if (channel === 'whatsapp' && contactIds.length === 0) {
    const message = 'Elige al menos un contacto para enviar por WhatsApp';
    throw new HttpError(400, message, 'validation_failed', [
      { field: 'body.contact_ids', rule: 'required', message },
    ]);
  }
  // Admins may name any station id: whether it exists is this handler's 404.
  const [station] = await stationNames(ctx.db, [ctx.params.id]);
  if (!station) throw notFound('Estación no encontrada');
  const recipients = await recipientsOf(ctx, channel, contactIds);
  const first = `${month}-01`;
  const id = await insertQueuedReportRequest(ctx.db, {
    requestedBy: ctx.user.id,
    configurationId: null,
    occurrenceKey: null,
    reportType: 'monthly',
    kind: 'compliance',
    stationIds: [station.id],
    startDate: first,
    endDate: lastOfMonth(first),
    pages: 3,
    format: 'pdf',
    locale,
    channel,
    recipients,
  });
  return respond(202, await findVisible(ctx, id));
}

/** A request the user asked for, or that their own report configurations made (any, for admins). */
async function findVisible(ctx: HandlerContext, id: number): Promise<ReportRequest> {
  const row = await findVisibleRequest(ctx.db, ctx.user.id, ctx.user.isAdmin, id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const [report] = await toReportRequests(ctx.db, [row]);
  return report!;
}

async function listReportRequests(
  ctx: HandlerContext<{ query: { scope?: 'mine' | 'all'; items?: number } }>,
): Promise<ReportRequestList> {
  const all = ctx.query.scope === 'all';
  if (all && !ctx.user.isAdmin) throw forbidden();
  const rows = await listVisibleRequests(ctx.db, ctx.user.id, all, ctx.query.items ?? 20);
  return { items: await toReportRequests(ctx.db, rows) };
}

async function getReportRequest(ctx: HandlerContext<{ params: { id: number } }>) {
  return findVisible(ctx, ctx.params.id);
}

async function getReportRequestDownload(
  ctx: HandlerContext<{ params: { id: number } }>,
): Promise<SignedUrl> {
  const report = await findVisible(ctx, ctx.params.id);
  if (report.status !== 'done' || !report.file_path) {
    throw new HttpError(409, 'El reporte aún no está listo', 'not_ready');
  }
  return signedFileLink(await storageFor(ctx.config, ctx.db), report.file_path, {
    fileName: report.file_name ?? 'reporte',
    expiresInSeconds: 3600,
  });
}

async function retryReportRequest(ctx: HandlerContext<{ params: { id: number } }>) {
  const report = await findVisible(ctx, ctx.params.id);
  if (report.status === 'failed') {
    await requeueFailedRequest(ctx.db, report.id);
  } else if (report.status === 'done' && report.deliveries.some((d) => d.status === 'failed')) {
    // Only the failed recipients get it again; those who have it are left alone.
    await requeueFailedDeliveries(ctx.db, report.id);
    await queueDeliveries(ctx.db, report.id);
  } else {
    throw new HttpError(409, 'No hay nada que reintentar en este reporte', 'nothing_failed');
  }
  return findVisible(ctx, report.id);
}

export const handlers = {
  createReportRequest,
  requestCompliancePdf,
  listReportRequests,
  getReportRequest,
  getReportRequestDownload,
  retryReportRequest,
  ...webhookHandlers,
} satisfies OperationHandlers;
