// The report schedule cards' model (a station's and the user's alike): their values checked
// against the contract's ReportScheduleInput plus the schedule rule, and the server's field
// errors beside the fields. Imported by the screens that edit them, not through index.ts.
import { contractSchema, contractSchemas } from './formSchemas';
import {
  reportScheduleServerErrors,
  reportScheduleValidator,
  type ReportScheduleModel,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

const SCHEMA = 'ReportScheduleInput';

export const reportScheduleForm: ReportScheduleModel = {
  validate: reportScheduleValidator(contractValidators.ReportScheduleInput),
  serverErrors: (errors: ServerFieldError[] | undefined) =>
    reportScheduleServerErrors(errors, contractSchema(SCHEMA), contractSchemas),
};
