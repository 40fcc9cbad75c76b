// delivery_failed: a report delivery (e-mail or WhatsApp) of one of the rule's stations failed
// for good (status failed: its retries ran out or the provider refused it) in the last
// FAILED_DELIVERY_WINDOW_DAYS days. One subject per delivery and station; resolves when the
// delivery is retried successfully or leaves the window.
import type { ConditionDefinition, Firing } from './types';
import type { OperationRows } from './operationRows';
import { replayDeliveries } from './replays';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';

export const deliveryFailed: ConditionDefinition<'delivery_failed', 'operations'> = {
  kind: 'delivery_failed',
  family: 'operations',
  parameters: CONDITION_PARAMETERS.delivery_failed,
  catalogueKey: 'kinds.delivery_failed',
  label: 'Entrega de reporte fallida',
  detailsSchema: 'DeliveryFailedAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayDeliveries(db, parameters, stationIds, deliveryFailed.evaluate),
  evaluate(_parameters, stationIds, rows: OperationRows): Firing[] {
    const scope = new Set(stationIds);
    const firings: Firing[] = [];
    for (const d of rows.failedDeliveries) {
      for (const stationId of d.gasStationIds) {
        if (!scope.has(stationId)) continue;
        firings.push({
          gasStationId: stationId,
          subjectKey: `delivery:${d.id}`,
          details: {
            delivery_id: d.id,
            request_id: d.requestId,
            report_type: d.reportType,
            channel: d.channel,
            recipient: d.recipientName,
            error: d.error,
            failed_at: d.failedAt.toISOString(),
          },
        });
      }
    }
    return firings;
  },
};
