// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { listCustomersWithStationCounts, type CustomerFilter } from './customerStore';
