// Report configurations of a station (its detail's Reports tab); the user's own come with the
// settings module's permissions.
import type {
  ReportConfiguration,
  ReportConfigurationInput,
  ReportConfigurationList,
} from '@/api/generated/reportConfigs.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { forbidden, notFound } from '../../errors';
import { findOwner, listConfigurations, saveConfiguration } from './configStore';

const CONFIG_NOT_FOUND = 'Configuración de reporte no encontrada';
const always = () => true;

async function listGasStationReportConfigurations(
  ctx: HandlerContext<{ params: { id: number } }>,
): Promise<ReportConfigurationList> {
  const station = await ctx.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!station) throw notFound('Gasolinera no encontrada');
  const items = await listConfigurations(ctx.db, { kind: 'station', id: station.id }, always);
  return { items, total: items.length };
}

async function updateGasStationReportConfiguration(
  ctx: HandlerContext<{ params: { id: number }; body: ReportConfigurationInput }>,
): Promise<ReportConfiguration> {
  const found = await findOwner(ctx.db, ctx.params.id);
  if (!found || found.owner.kind !== 'station') throw notFound(CONFIG_NOT_FOUND);
  const stationId = found.owner.id;
  if (!(await ctx.user.canAccessStation(stationId))) throw forbidden();
  return saveConfiguration(
    ctx.db,
    ctx.params.id,
    ctx.body,
    () =>
      ctx.db
        .selectFrom('contacts as c')
        .innerJoin('contact_gas_stations as cg', 'cg.contact_id', 'c.id')
        .select(['c.id', 'c.email', 'c.telephone'])
        .where('cg.gas_station_id', '=', stationId)
        .execute(),
    always,
  );
}

export const handlers = { listGasStationReportConfigurations, updateGasStationReportConfiguration };
