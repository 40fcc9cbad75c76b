// Volumetric compliance over HTTP: a station's SAT reports received, its month, its findings
// and its files (openapi/src/compliance.yaml). Queries live in complianceStore.ts.
import type { OperationHandlers } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';

const notYet = (): never => {
  throw new HttpError(501, 'Aún no disponible', 'not_implemented');
};

export const handlers = {
  listComplianceRules: notYet,
  listComplianceStations: notYet,
  uploadComplianceFiles: notYet,
  downloadComplianceFile: notYet,
  listComplianceMonths: notYet,
  getComplianceMonth: notYet,
  recheckComplianceMonth: notYet,
  listComplianceFindings: notYet,
  listComplianceFiles: notYet,
  getComplianceFinding: notYet,
} satisfies OperationHandlers;
