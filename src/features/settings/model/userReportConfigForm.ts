// The user's report configuration cards, checked against the contract's schema.
import type { ReportConfigurationInput } from '@/api/reportConfigs';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import {
  reportConfigServerErrors,
  reportConfigValidator,
  toReportConfigPayload,
  type ReportConfigValues,
  type ServerFieldError,
} from '@/lib/forms';

const SCHEMA = 'ReportConfigurationInput';

export const toConfigInput = (values: ReportConfigValues): ReportConfigurationInput =>
  toReportConfigPayload(values);

export const validateConfig = reportConfigValidator(contractSchema(SCHEMA), contractSchemas);

export const configServerErrors = (errors: ServerFieldError[] | undefined) =>
  reportConfigServerErrors(errors, contractSchema(SCHEMA), contractSchemas);
