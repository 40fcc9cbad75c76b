// The month's findings: the day (or 'Mes' for month-wide ones), the severity, the rule, what it
// concerns and the finding in one sentence. A row opens the finding's detail.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceFinding } from '../model/types';
import { DataTable, type DataTablePagination, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import { StatusDot } from '@/components/StatusDot';
import { SEVERITY_TONES } from '../model/dueDate';
import { dayLabel } from '../model/months';

export interface FindingsTableProps {
  rows: ComplianceFinding[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onOpen: (row: ComplianceFinding) => void;
  pagination?: DataTablePagination;
  /** Filters are set: the empty list says no finding matches them. */
  filtered?: boolean;
}

const Message = styled.span`
  display: block;
  min-width: 220px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

export function FindingsTable({
  rows,
  loading = false,
  error = null,
  onOpen,
  pagination,
  filtered = false,
}: FindingsTableProps) {
  const { t, i18n } = useTranslation('compliance');
  const columns: DataTableColumn<ComplianceFinding>[] = [
    {
      key: 'day',
      header: t('findings.day'),
      render: (r) => (
        <Nowrap>{r.day ? dayLabel(r.day, i18n.language) : t('findings.wholeMonth')}</Nowrap>
      ),
    },
    {
      key: 'severity',
      header: t('findings.severity'),
      render: (r) => (
        <StatusDot tone={SEVERITY_TONES[r.severity]}>{t(`severity.${r.severity}`)}</StatusDot>
      ),
    },
    {
      key: 'rule',
      header: t('findings.rule'),
      render: (r) => t(`rules.${r.rule}`, { defaultValue: r.title }),
      hideOnMobile: true,
    },
    {
      key: 'subject',
      header: t('findings.subject'),
      render: (r) => r.subject ?? '—',
      hideOnMobile: true,
    },
    {
      key: 'message',
      header: t('findings.message'),
      render: (r) => <Message>{r.message}</Message>,
    },
  ];
  return (
    <DataTable<ComplianceFinding>
      aria-label={t('findings.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={onOpen}
      getRowLabel={(r) =>
        t('findings.open', {
          rule: t(`rules.${r.rule}`, { defaultValue: r.title }),
          day: r.day ? dayLabel(r.day, i18n.language) : t('findings.wholeMonth'),
          subject: r.subject ?? '',
        }).trim()
      }
      pagination={pagination}
      emptyState={
        <EmptyState
          icon="check"
          title={filtered ? t('findings.noneMatching') : t('findings.none')}
          compact
        />
      }
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
