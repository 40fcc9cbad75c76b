// The one entry of this module: GET /metrics (the series themselves: src/server/monitoring).
export { handlers } from './handlers';
