// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { buildReportDocument, stationDocuments } from './documents';
export { buildComplianceDocument } from './documents/compliance';
export { translator } from './documents/labels';
export { readStation } from './documents/queries';
export { rangeCsv } from './documents/rangeCsv';
export { createReportRenderer } from './render';
