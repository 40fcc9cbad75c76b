// service_under_goal: the chosen service metric over the last SERVICE_WINDOW_MINUTES, counted
// on at least `min_vehicles` vehicles, is worse than the station's goal for it: a time
// (inmediatez, service times) above the goal, the share of timely attention below it. A
// station without that goal is not judged. One subject per station and metric; the alert
// resolves at the first evaluation where the metric meets its goal or has too few vehicles.
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';
import type { ConditionDefinition, Firing } from './types';
import { CONDITION_PARAMETERS } from '@/lib/alerts/conditionKinds';
import { replayService } from './replays';
import { SERVICE_WINDOW_MINUTES, type ServiceRows } from './serviceRows';

/** Whether a value breaks its goal: percentages must reach it, times must not exceed it. */
export function breaksGoal(metric: ServiceMetricName, value: number, goal: number): boolean {
  return metric === 'atencion_oportuna' ? value < goal : value > goal;
}

export const serviceUnderGoal: ConditionDefinition<'service_under_goal', 'service'> = {
  kind: 'service_under_goal',
  family: 'service',
  parameters: CONDITION_PARAMETERS.service_under_goal,
  catalogueKey: 'kinds.service_under_goal',
  label: 'Servicio por debajo de la meta',
  detailsSchema: 'ServiceUnderGoalAlertDetails',
  replay: (db, parameters, stationIds) =>
    replayService(db, parameters, stationIds, serviceUnderGoal.evaluate),
  evaluate(parameters, stationIds, rows: ServiceRows): Firing[] {
    const metric = parameters.metric ?? 'atencion_oportuna';
    const minVehicles = parameters.min_vehicles ?? 1;
    const firings: Firing[] = [];
    for (const stationId of stationIds) {
      const station = rows.stations.get(stationId);
      const goal = station?.goals.get(metric);
      const figure = station?.figures.get(metric);
      if (goal === undefined || !figure || figure.value === null) continue;
      if (figure.vehicles < minVehicles || !breaksGoal(metric, figure.value, goal)) continue;
      firings.push({
        gasStationId: stationId,
        subjectKey: `service:${metric}`,
        details: {
          at: rows.at,
          metric,
          value: figure.value,
          goal,
          vehicles: figure.vehicles,
          window_minutes: SERVICE_WINDOW_MINUTES,
        },
      });
    }
    return firings;
  },
};
