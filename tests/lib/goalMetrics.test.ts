import contract from '../../openapi/surtidor.json';
import { GOAL_METRICS } from '@/lib/goalMetrics';

describe('GOAL_METRICS', () => {
  it("lists the contract's GoalMetric values, in its order, once each", () => {
    expect([...GOAL_METRICS]).toEqual(contract.components.schemas.GoalMetric.enum);
    expect(new Set(GOAL_METRICS).size).toBe(GOAL_METRICS.length);
  });
});
