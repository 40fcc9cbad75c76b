// The jobs list: queue, state (a coloured badge), attempts, when it runs or ran, and the last
// error; a failed job has a Reintentar button.
import styled, { type DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export type JobRowState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobRow {
  id: number;
  queue: string;
  key: string | null;
  state: JobRowState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  finished_at: string | null;
  last_error: string | null;
}

export interface JobsTableProps {
  rows: JobRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Ids of the jobs whose retry is being sent. */
  retrying?: number[];
  onRetry: (row: JobRow) => void;
}

const stateColors = (theme: DefaultTheme): Record<JobRowState, { bg: string; fg: string }> => ({
  queued: { bg: theme.colors.alert.info.light, fg: theme.colors.alert.info.text },
  running: { bg: theme.colors.alert.warning.light, fg: theme.colors.alert.warning.text },
  done: { bg: theme.colors.alert.success.light, fg: theme.colors.alert.success.text },
  failed: { bg: theme.colors.alert.error.light, fg: theme.colors.alert.error.text },
  cancelled: { bg: theme.colors.grey[100], fg: theme.colors.text.secondary },
});

const StateBadge = styled.span<{ $state: JobRowState }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $state }) => stateColors(theme)[$state].bg};
  color: ${({ theme, $state }) => stateColors(theme)[$state].fg};
`;

const Queue = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Key = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const ErrorText = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 360px;
  color: ${({ theme }) => theme.colors.alert.error.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

export function JobsTable({
  rows,
  loading = false,
  error = null,
  retrying = [],
  onRetry,
}: JobsTableProps) {
  const { t } = useTranslation(['jobs', 'common']);
  const columns: DataTableColumn<JobRow>[] = [
    {
      key: 'queue',
      header: t('columns.queue'),
      render: (r) => (
        <>
          <Queue>{r.queue}</Queue>
          {r.key && <Key>{r.key}</Key>}
        </>
      ),
    },
    {
      key: 'state',
      header: t('columns.state'),
      render: (r) => <StateBadge $state={r.state}>{t(`states.${r.state}`)}</StateBadge>,
    },
    {
      key: 'attempts',
      header: t('columns.attempts'),
      align: 'right',
      render: (r) => t('attemptsValue', { attempts: r.attempts, max: r.max_attempts }),
      hideOnMobile: true,
    },
    {
      key: 'when',
      header: t('columns.when'),
      render: (r) => when(r.finished_at ?? r.run_at),
      hideOnMobile: true,
    },
    {
      key: 'last_error',
      header: t('columns.lastError'),
      render: (r) =>
        r.last_error ? <ErrorText title={r.last_error}>{r.last_error}</ErrorText> : '—',
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable<JobRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows.map((r) => ({ ...r, hideMenu: r.state !== 'failed' }))}
      loading={loading}
      renderRowActions={(row) =>
        row.state === 'failed' ? (
          <Button
            size="small"
            variant="secondary"
            loading={retrying.includes(row.id)}
            aria-label={t('retryLabel', { id: row.id })}
            onClick={() => onRetry(row)}
          >
            {t('retry')}
          </Button>
        ) : null
      }
      emptyState={<EmptyState icon="check" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
