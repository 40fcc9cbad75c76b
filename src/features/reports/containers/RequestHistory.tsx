// The user's recent report requests (polled while one is under way), with the download of a
// rendered PDF (a signed link the browser goes to) and the retry of a failed one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReportRequestList,
  useLazyGetReportRequestDownloadQuery,
  useRetryReportRequestMutation,
} from '@/api/reportRequests';
import { useAppDispatch } from '@/store/hooks';
import { Alert } from '@/components/Alert';
import { Card } from '@/components/Card';
import { Skeleton } from '@/components/Skeleton';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ReportRequestsTable } from '../components/ReportRequestsTable';
import type { ReportRequestView } from '../model/viewTypes';
import { browser } from './browser';
import { failureMessage } from '@/lib/apiFailure';

export function RequestHistory({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const list = useReportRequestList(20, pollMs);
  const [sign] = useLazyGetReportRequestDownloadQuery();
  const [retry] = useRetryReportRequestMutation();
  const [busy, setBusy] = useState<number[]>([]);

  const withBusy = async (report: ReportRequestView, action: () => Promise<void>) => {
    setBusy((ids) => [...ids, report.id]);
    try {
      await action();
    } catch (error) {
      dispatch(
        toastShown({
          severity: 'error',
          message: failureMessage(error),
        }),
      );
    } finally {
      setBusy((ids) => ids.filter((id) => id !== report.id));
    }
  };

  const onDownload = (report: ReportRequestView) =>
    void withBusy(report, async () => {
      const link = await sign({ id: report.id }).unwrap();
      browser.navigate(link.signed_url);
      dispatch(toastShown({ severity: 'success', message: 'reports:data.downloaded' }));
    });

  const onRetry = (report: ReportRequestView) =>
    void withBusy(report, async () => {
      await retry({ id: report.id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'reports:data.retried' }));
    });

  return (
    <Card>
      {list.isLoading ? (
        <Skeleton variant="text" lines={4} />
      ) : list.isError ? (
        <Alert severity="error" actionLabel={t('view.retry')} onAction={() => void list.refetch()}>
          {t(failureMessage(list.error, { fallback: 'reports:view.error' }))}
        </Alert>
      ) : (
        <ReportRequestsTable
          caption={t('data.historyTitle')}
          reports={list.data?.items ?? []}
          onDownload={onDownload}
          onRetry={onRetry}
          busy={busy}
        />
      )}
    </Card>
  );
}
