// A list that could not load: the reason and 'Reintentar'. The error state of the management
// tables (DataTable's `error`), fed by useCrudList's loadFailure.
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import type { LoadFailure } from './hooks/useCrudList';

export interface RetryAlertProps {
  failure: LoadFailure;
}

export function RetryAlert({ failure }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="error" actionLabel={t('actions.retry')} onAction={failure.onRetry}>
      {failure.message}
    </Alert>
  );
}
