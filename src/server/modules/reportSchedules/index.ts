// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers, PERMISSION_NOT_FOUND } from './handlers';
export { userAllowance } from './reportPermissions';
export {
  enabledConfiguration,
  OCCURRENCE_QUEUE,
  reportCadence,
  syncReportSchedules,
  type ConfigurationSelection,
  type OccurrencePayload,
  type ReportSchedule,
} from './configSchedules';
