// The report configuration cards' model (a station's and the user's alike): their values checked
// against the contract's ReportConfigurationInput plus the schedule rule, and the server's field
// errors beside the fields. Imported by the screens that edit them, not through index.ts.
import { contractSchema, contractSchemas } from './formSchemas';
import {
  reportConfigServerErrors,
  reportConfigValidator,
  type ReportConfigModel,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

const SCHEMA = 'ReportConfigurationInput';

export const reportConfigForm: ReportConfigModel = {
  validate: reportConfigValidator(contractValidators.ReportConfigurationInput),
  serverErrors: (errors: ServerFieldError[] | undefined) =>
    reportConfigServerErrors(errors, contractSchema(SCHEMA), contractSchemas),
};
