// The one entry of this module: GET /api/monitoring/metrics (the series themselves: src/server/monitoring).
export { handlers } from './handlers';
