// Volumetric compliance: the SAT's daily and monthly reports checked before they are filed.
export { satReportErrors, type SatReportKind } from './satReportValidator';
