// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { loadStationDetail } from './stationDetail';
// Which stations a user sees is decided in access/stationVisibility (the access hook needs it);
// the station lists of other modules narrow their queries with it through here.
export { scopeToUser } from '../../access/stationVisibility';
