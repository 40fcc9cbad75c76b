// Report schedules (the spec's report configurations) of a station (its detail's Reports tab) and
// of the signed-in user (Settings › Reports), whose types need the matching report permission to be
// turned on.
import type {
  ReportSchedule,
  ReportScheduleInput,
  ReportScheduleList,
} from '@/api/generated/reportSchedules.gen';
import { userAllowance } from './reportPermissions';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { forbidden, HttpError, notFound } from '../../errors';
import {
  contactsOfCustomer,
  contactsOfStation,
  findOwner,
  listSchedules,
  saveSchedule,
  stationExists,
} from './scheduleStore';

const SCHEDULE_NOT_FOUND = 'Configuración de reporte no encontrada';
const always = () => true;

async function listGasStationReportSchedules(
  ctx: HandlerContext<{ params: { id: number } }>,
): Promise<ReportScheduleList> {
  if (!(await stationExists(ctx.db, ctx.params.id))) throw notFound('Gasolinera no encontrada');
  const items = await listSchedules(ctx.db, { kind: 'station', id: ctx.params.id }, always);
  return { items, total: items.length };
}

async function updateGasStationReportSchedule(
  ctx: HandlerContext<{ params: { id: number }; body: ReportScheduleInput }>,
): Promise<ReportSchedule> {
  const found = await findOwner(ctx.db, ctx.params.id);
  if (!found || found.owner.kind !== 'station') throw notFound(SCHEDULE_NOT_FOUND);
  const stationId = found.owner.id;
  if (!(await ctx.user.canAccessStation(stationId))) throw forbidden();
  return saveSchedule(
    ctx.db,
    ctx.params.id,
    ctx.body,
    () => contactsOfStation(ctx.db, stationId),
    always,
  );
}

/** A report the user has no permission for (English: 'Permission Not Found'). */
export const PERMISSION_NOT_FOUND = 'Permiso no encontrado';

async function listUserReportSchedules(ctx: HandlerContext): Promise<ReportScheduleList> {
  const allowed = await userAllowance(ctx.db, ctx.user.id);
  const items = await listSchedules(ctx.db, { kind: 'user', id: ctx.user.id }, allowed);
  return { items, total: items.length };
}

async function updateUserReportSchedule(
  ctx: HandlerContext<{ params: { id: number }; body: ReportScheduleInput }>,
): Promise<ReportSchedule> {
  const found = await findOwner(ctx.db, ctx.params.id);
  // Another user's configuration is as good as missing.
  if (!found || found.owner.kind !== 'user' || found.owner.id !== ctx.user.id)
    throw notFound(SCHEDULE_NOT_FOUND);
  const allowed = await userAllowance(ctx.db, ctx.user.id);
  if (ctx.body.enabled && !allowed(found.reportType)) {
    throw new HttpError(403, PERMISSION_NOT_FOUND, 'permission_not_found');
  }
  const customerId = ctx.user.customerId;
  return saveSchedule(
    ctx.db,
    ctx.params.id,
    ctx.body,
    () => contactsOfCustomer(ctx.db, customerId),
    allowed,
  );
}

export const handlers = {
  listGasStationReportSchedules,
  updateGasStationReportSchedule,
  listUserReportSchedules,
  updateUserReportSchedule,
} satisfies OperationHandlers;
