// The records of 'Auditoría', newest first: when, who (and as which role), the operation, the
// object, the station and whether it succeeded; a row opens the record's detail.
import styled, { type DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type DataTablePagination } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import type { LoadFailure } from '@/components/hooks/useCrudList';
import { auditDateTime, objectLabel, type AuditRecord } from './auditText';

export interface AuditTableProps {
  rows: AuditRecord[];
  loading?: boolean;
  error?: LoadFailure | null;
  pagination?: DataTablePagination;
  onOpen: (record: AuditRecord) => void;
}

const outcomeColors = (theme: DefaultTheme, outcome: AuditRecord['outcome']) =>
  outcome === 'success'
    ? { bg: theme.colors.alert.success.light, fg: theme.colors.alert.success.text }
    : { bg: theme.colors.alert.error.light, fg: theme.colors.alert.error.text };

const Badge = styled.span<{ $outcome: AuditRecord['outcome'] }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $outcome }) => outcomeColors(theme, $outcome).bg};
  color: ${({ theme, $outcome }) => outcomeColors(theme, $outcome).fg};
`;

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

type Row = AuditRecord & { id: number };

export function AuditTable({
  rows,
  loading = false,
  error = null,
  pagination,
  onOpen,
}: AuditTableProps) {
  const { t, i18n } = useTranslation('audit');
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'at',
      header: t('columns.at'),
      render: (r) => auditDateTime(r.at, i18n.language),
      width: 150,
    },
    {
      key: 'actor',
      header: t('columns.actor'),
      render: (r) => (
        <>
          <Email>{r.actor.email ?? t('nobody')}</Email>
          {r.actor.role && <Secondary>{r.actor.role}</Secondary>}
        </>
      ),
    },
    {
      key: 'operation',
      header: t('columns.operation'),
      render: (r) => t(`operations.${r.operation}`, { defaultValue: r.operation }),
    },
    {
      key: 'object',
      header: t('columns.object'),
      render: (r) => objectLabel(t, r.object),
      hideOnMobile: true,
    },
    {
      key: 'station',
      header: t('columns.station'),
      render: (r) => (r.gas_station ? (r.gas_station.name ?? `#${r.gas_station.id}`) : '—'),
      hideOnMobile: true,
    },
    {
      key: 'outcome',
      header: t('columns.outcome'),
      render: (r) => <Badge $outcome={r.outcome}>{t(`outcome.${r.outcome}`)}</Badge>,
      // On a phone the outcome is in the record's detail; the row keeps when, who and what.
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows.map((r) => ({ ...r, id: r.seq }))}
      loading={loading}
      aria-label={t('tableLabel')}
      onRowClick={(row) => onOpen(row)}
      getRowLabel={(row) =>
        t('detail.title', { seq: row.seq }) +
        ` · ${t(`operations.${row.operation}`, { defaultValue: row.operation })}`
      }
      emptyState={<EmptyState icon="check" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
      pagination={pagination}
    />
  );
}
