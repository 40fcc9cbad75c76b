// The report configuration cards of a station or of the signed-in user, wired for saving: the
// contacts as recipients ('Nombre · correo'), each card's save with the server's field errors
// beside the fields or its message above them, and the 'saved' toast. Data access stays with
// the caller: it passes the list query, the contacts, the save call and a `notify`.
import { useTranslation } from 'react-i18next';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';
import {
  toReportConfigPayload,
  type ReportConfigModel,
  type ReportConfigPayload,
  submitFailure,
} from '@/lib/forms';
import { ReportConfigurationsPanel, type ReportConfigItem } from './ReportConfigurationsPanel';

export interface ReportContact {
  id: number;
  name: string;
  email?: string | null;
  telephone?: string | null;
}

export interface ReportConfigurationsFormProps {
  /** The configurations' query (RTK Query's result fits). */
  configs: {
    data?: { items: ReportConfigItem[] };
    isLoading: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  contacts: ReportContact[];
  /** The text of a failed load (above 'Reintentar'). */
  loadFailed: string;
  model: ReportConfigModel;
  save: (id: number, input: ReportConfigPayload) => Promise<unknown>;
  notify: (toast: { severity: 'success'; message: string }) => void;
}

export const SAVED_KEY = 'reportConfigs:saved';

export function contactOption(contact: ReportContact) {
  return {
    value: String(contact.id),
    label: [contact.name, contact.email ?? contact.telephone].filter(Boolean).join(' · '),
  };
}

export function ReportConfigurationsForm({
  configs,
  contacts,
  loadFailed,
  model,
  save,
  notify,
}: ReportConfigurationsFormProps) {
  const { t } = useTranslation('reportConfigs');
  return (
    <ReportConfigurationsPanel
      items={configs.data?.items ?? []}
      contacts={contacts.map(contactOption)}
      loading={configs.isLoading}
      error={
        configs.isError ? { message: loadFailed, onRetry: () => void configs.refetch() } : null
      }
      validate={model.validate}
      onSave={async (id, values) => {
        try {
          await save(id, toReportConfigPayload(values));
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
