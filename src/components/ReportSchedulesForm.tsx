// The report schedule cards of a station or of the signed-in user, wired for saving: the
// contacts as recipients ('Nombre · correo'), each card's save with the server's field errors
// beside the fields or its message above them, and the 'saved' toast. Data access stays with
// the caller: it passes the list query, the contacts, the save call and a `notify`.
import { useTranslation } from 'react-i18next';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';
import {
  toReportSchedulePayload,
  type ReportScheduleModel,
  type ReportSchedulePayload,
  submitFailure,
} from '@/lib/forms';
import { ReportSchedulesPanel, type ReportScheduleItem } from './ReportSchedulesPanel';

export interface ReportContact {
  id: number;
  name: string;
  email?: string | null;
  telephone?: string | null;
}

export interface ReportSchedulesFormProps {
  /** The configurations' query (RTK Query's result fits). */
  schedules: {
    data?: { items: ReportScheduleItem[] };
    isLoading: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  contacts: ReportContact[];
  /** The text of a failed load (above 'Reintentar'). */
  loadFailed: string;
  model: ReportScheduleModel;
  save: (id: number, input: ReportSchedulePayload) => Promise<unknown>;
  notify: (toast: { severity: 'success'; message: string }) => void;
}

export const SAVED_KEY = 'reportSchedules:saved';

export function contactOption(contact: ReportContact) {
  return {
    value: String(contact.id),
    label: [contact.name, contact.email ?? contact.telephone].filter(Boolean).join(' · '),
  };
}

export function ReportSchedulesForm({
  schedules,
  contacts,
  loadFailed,
  model,
  save,
  notify,
}: ReportSchedulesFormProps) {
  const { t } = useTranslation('reportSchedules');
  return (
    <ReportSchedulesPanel
      items={schedules.data?.items ?? []}
      contacts={contacts.map(contactOption)}
      loading={schedules.isLoading}
      error={
        schedules.isError ? { message: loadFailed, onRetry: () => void schedules.refetch() } : null
      }
      validate={model.validate}
      onSave={async (id, values) => {
        try {
          await save(id, toReportSchedulePayload(values));
          notify({ severity: 'success', message: SAVED_KEY });
          return undefined;
        } catch (error) {
          const fields = model.serverErrors(asFailedCall(error)?.errors);
          if (Object.keys(fields).length > 0) return fields;
          const message = failureMessage(error);
          return submitFailure(t(message, { defaultValue: message }));
        }
      }}
    />
  );
}
