// delivery_failed: a report delivery (e-mail or WhatsApp) of one of the rule's stations failed
// for good (status failed: its retries ran out or the provider refused it) in the last
// FAILED_DELIVERY_WINDOW_DAYS days. One subject per delivery and station; resolves when the
// delivery is retried successfully or leaves the window.
import type { ConditionDefinition, Firing } from './types';
import type { OperationRows } from './operationRows';

export const deliveryFailed: ConditionDefinition<'operations'> = {
  family: 'operations',
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
