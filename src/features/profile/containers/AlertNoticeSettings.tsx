// The profile's 'Notificaciones de alertas' card: reads the caller's settings (the server's
// defaults when never saved), saves them with a toast, and shows a failed load with 'Reintentar'.
// Saving refreshes the read through the API layer's tags, which resets the form to what was kept.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetAlertNotificationSettingsQuery,
  useUpdateAlertNotificationSettingsMutation,
} from '@/api/alertNotices';
import { Card } from '@/components/Card';
import { loadFailure } from '@/components/hooks/useCrudList';
import { RetryAlert } from '@/components/RetryAlert';
import { Spinner } from '@/components/Spinner';
import { asFailedCall, errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AlertNoticeSettingsForm } from '../components/AlertNoticeSettingsForm';
import {
  noticeSettingsServerErrors,
  toNoticeSettings,
  toNoticeSettingsValues,
  type NoticeSettingsValues,
} from '../model/noticeSettings';

export function AlertNoticeSettings() {
  const { t } = useTranslation(['profile', 'common']);
  const dispatch = useAppDispatch();
  const query = useGetAlertNotificationSettingsQuery();
  const [update] = useUpdateAlertNotificationSettingsMutation();
  const initialValues = useMemo(
    () => (query.data ? toNoticeSettingsValues(query.data) : null),
    [query.data],
  );
  const failure = loadFailure(query, t, errorMessageKeys.unexpected);

  const save = async (values: NoticeSettingsValues): Promise<FormErrors | undefined> => {
    try {
      await update({ alertNotificationSettings: toNoticeSettings(values) }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'profile:notices.success' }));
      return undefined;
    } catch (error) {
      const fields = noticeSettingsServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <Card title={t('notices.title')} subtitle={t('notices.subtitle')}>
      {initialValues ? (
        <AlertNoticeSettingsForm initialValues={initialValues} onSubmit={save} />
      ) : failure ? (
        <RetryAlert failure={failure} />
      ) : (
        <Spinner centered />
      )}
    </Card>
  );
}
