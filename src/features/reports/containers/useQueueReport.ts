// Asks for a report PDF (channel email unless told otherwise) and tells the user it is on its
// way, or why it was refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReportRequestMutation, type ReportRequestInput } from '@/api/reportRequests';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { failureMessage } from '@/lib/apiFailure';

export function useQueueReport() {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const [create, state] = useCreateReportRequestMutation();
  const [queued, setQueued] = useState(false);

  const queue = async (input: ReportRequestInput, successMessage: string) => {
    try {
      await create({
        reportRequestInput: {
          format: 'pdf',
          channel: 'email',
          locale: i18n.language === 'en' ? 'en' : 'es',
          ...input,
        },
      }).unwrap();
      setQueued(true);
      dispatch(toastShown({ severity: 'success', message: successMessage }));
      return true;
    } catch (error) {
      dispatch(
        toastShown({
          severity: 'error',
          message: failureMessage(error),
        }),
      );
      return false;
    }
  };
  return { queue, queued, pending: state.isLoading };
}
