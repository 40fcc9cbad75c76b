// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { currentMonth, handlers } from './handlers';
export { goalsFor, goalsForMetrics } from './goalLookup';
export {
  DEFAULT_PROMPT_SERVICE_SECONDS,
  SERVICE_METRIC_NAMES,
  SERVICE_METRICS,
} from './metricDefinitions';
export { metricFigures } from './metricFigures';
