// Scheduled jobs (`/jobs`, administrators): the background work of every node — imports and
// their retries — refreshed every 10 s, filtered by state, with Reintentar on a failed job.
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useListJobsQuery, useRetryJobMutation, type JobState } from '@/api/jobs';
import { useAppDispatch } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import { loadFailure } from '@/components/hooks/useCrudList';
import { Select } from '@/components/Select';
import { toastShown } from '@/store/toasts/toastsSlice';
import { JobsTable, type JobRow } from '../components/JobsTable';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';

export const JOBS_REFRESH_MS = 10_000;
const STATES: JobState[] = ['queued', 'running', 'done', 'failed', 'cancelled'];
const ALL = 'all';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

const Counts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export default function JobsPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<string>(ALL);
  const list = useListJobsQuery(
    { items: 200, ...(state === ALL ? {} : { state: state as JobState }) },
    { pollingInterval: JOBS_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const [retry] = useRetryJobMutation();
  const [retrying, setRetrying] = useState<number[]>([]);

  const onRetry = async (row: JobRow) => {
    setRetrying((ids) => [...ids, row.id]);
    try {
      await retry({ id: row.id }).unwrap();
      dispatch(
        toastShown({ severity: 'success', message: 'jobs:retried', values: { id: row.id } }),
      );
    } catch (error) {
      dispatch(
        toastShown({
          severity: 'error',
          message: failureMessage(error),
        }),
      );
    } finally {
      setRetrying((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const counts = list.data?.counts;
  return (
    <CrudListLayout title={t('title')} subtitle={t('subtitle')}>
      <Filters>
        <Select
          label={t('filter.label')}
          size="small"
          width={220}
          value={state}
          onChange={setState}
          options={[
            { value: ALL, label: t('filter.all') },
            ...STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
        {counts && <Counts>{t('counts', counts)}</Counts>}
      </Filters>
      <JobsTable
        rows={list.data?.jobs ?? []}
        loading={list.isLoading}
        error={loadFailure(list, t, errorMessageKeys.unexpected)}
        retrying={retrying}
        onRetry={(row) => void onRetry(row)}
      />
    </CrudListLayout>
  );
}
