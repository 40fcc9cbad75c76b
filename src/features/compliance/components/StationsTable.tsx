// The stations with their month's compliance: days received of those due, days missing, the
// findings (the grave ones apart), the monthly report's state and its due date counted down.
// A row opens the station's month.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceStation } from '../model/types';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import { StatusDot } from '@/components/StatusDot';
import { countdown, dueTone, MONTHLY_TONES } from '../model/dueDate';
import { dayLabel } from '../model/months';

export interface StationsTableProps {
  rows: ComplianceStation[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onOpen: (row: ComplianceStation) => void;
}

type Row = ComplianceStation & { id: number };

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  white-space: nowrap;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function StationsTable({ rows, loading = false, error = null, onOpen }: StationsTableProps) {
  const { t, i18n } = useTranslation('compliance');
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('stations.station'),
      render: (r) => <Name>{r.name}</Name>,
    },
    {
      key: 'days',
      header: t('stations.days'),
      align: 'right',
      render: (r) =>
        t('stations.daysValue', { received: r.summary.days_received, due: r.summary.days_due }),
      hideOnMobile: true,
    },
    {
      key: 'missing',
      header: t('stations.missing'),
      align: 'right',
      render: (r) => r.summary.days_missing,
    },
    {
      key: 'findings',
      header: t('stations.findings'),
      align: 'right',
      render: (r) => (
        <>
          {r.summary.findings}
          {r.summary.by_severity.high > 0 && (
            <Secondary>{t('stations.high', { count: r.summary.by_severity.high })}</Secondary>
          )}
        </>
      ),
    },
    {
      key: 'monthly',
      header: t('stations.monthly'),
      render: (r) => {
        const left = countdown(r.summary.days_left);
        return (
          <>
            <StatusDot tone={MONTHLY_TONES[r.summary.monthly_state]}>
              {t(`monthly.state.${r.summary.monthly_state}`)}
            </StatusDot>
            <Secondary>
              {t('stations.dueOn', { date: dayLabel(r.summary.due_date, i18n.language) })}
              {' · '}
              <StatusDot tone={dueTone(r.summary.days_left, r.summary.monthly_state)}>
                {t(left.key, { count: left.count })}
              </StatusDot>
            </Secondary>
          </>
        );
      },
    },
  ];
  return (
    <DataTable<Row>
      aria-label={t('stations.tableLabel')}
      columns={columns}
      rows={rows.map((r) => ({ ...r, id: r.gas_station_id }))}
      loading={loading}
      onRowClick={onOpen}
      getRowLabel={(r) => t('stations.open', { name: r.name })}
      emptyState={<EmptyState icon="gas-station" title={t('stations.empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
