// connector_failing: the station's volumetric connector's last pull failed and it has not
// succeeded for at least `hours` hours. A connector that never succeeded is failing since its
// first error, which is not kept: it holds as soon as it has an error. Resolves on the next
// success (or when the station is unlinked from its connector). One subject per station. The
// details name the connector's system and supplier, so the inbox can open its screen.
import type { ConditionDefinition, Firing } from './types';
import type { OperationRows } from './operationRows';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';

const HOUR_MS = 3_600_000;

export const connectorFailing: ConditionDefinition<'connector_failing', 'operations'> = {
  kind: 'connector_failing',
  family: 'operations',
  parameters: CONDITION_PARAMETERS.connector_failing,
  catalogueKey: 'kinds.connector_failing',
  label: 'Conector volumétrico con fallas',
  detailsSchema: 'ConnectorFailingAlertDetails',
  // Only the connector's last pull is kept, not the history of its failures.
  replay: () => Promise.resolve('not_kept'),
  evaluate(parameters, stationIds, rows: OperationRows, now): Firing[] {
    const hours = parameters.hours ?? 1;
    const firings: Firing[] = [];
    for (const stationId of stationIds) {
      const c = rows.connectors.get(stationId);
      if (!c || c.lastErrorAt === null) continue;
      if (c.lastSuccessAt !== null && c.lastSuccessAt >= c.lastErrorAt) continue;
      if (c.lastSuccessAt !== null && now.getTime() - c.lastSuccessAt.getTime() < hours * HOUR_MS)
        continue;
      firings.push({
        gasStationId: stationId,
        subjectKey: 'connector',
        details: {
          last_error: c.lastError,
          last_error_at: c.lastErrorAt.toISOString(),
          last_success_at: c.lastSuccessAt?.toISOString() ?? null,
          hours,
          volumetric_system_id: c.volumetricSystemId,
          volumetric_supplier_id: c.volumetricSupplierId,
        },
      });
    }
    return firings;
  },
};
