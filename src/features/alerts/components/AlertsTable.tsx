// The alerts inbox list: severity, rule (its name and kind), station, what it is about, when it
// opened and its state; a row opens the alert's detail, an open alert has 'Reconocer'. Pages
// come from the screen (DataTable's footer).
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { DataTable, type DataTableColumn, type DataTablePagination } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import type { LoadFailure } from '@/components/hooks/useCrudList';
import { alertSummary, type SummarisedAlert } from '../model/summary';
import { SeverityBadge, StateBadge, type SeverityValue, type StateValue } from './AlertBadges';
import { useSummaryText, formatWhen } from './summaryText';

export interface AlertRow {
  id: number;
  rule: { id: number; name: string; kind: SummarisedAlert['rule']['kind'] };
  gas_station: { id: number; name: string };
  severity: SeverityValue;
  state: StateValue;
  silenced: boolean;
  subject: string;
  details: SummarisedAlert['details'];
  opened_at: string;
}

export interface AlertsTableProps {
  rows: AlertRow[];
  loading?: boolean;
  error?: LoadFailure | null;
  pagination?: DataTablePagination;
  /** Ids of the alerts whose acknowledgement is being sent. */
  acknowledging?: number[];
  onOpen: (row: AlertRow) => void;
  /** Omitted for a read-only role: no 'Reconocer' (the server refuses it). */
  onAcknowledge?: (row: AlertRow) => void;
}

const RuleName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Subject = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 360px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function AlertsTable({
  rows,
  loading = false,
  error = null,
  pagination,
  acknowledging = [],
  onOpen,
  onAcknowledge,
}: AlertsTableProps) {
  const { t } = useTranslation(['alerts', 'common']);
  const summaryText = useSummaryText();
  const columns: DataTableColumn<AlertRow>[] = [
    {
      key: 'severity',
      header: t('columns.severity'),
      render: (r) => <SeverityBadge severity={r.severity} />,
    },
    {
      key: 'rule',
      header: t('columns.rule'),
      render: (r) => (
        <>
          <RuleName>{r.rule.name}</RuleName>
          <Secondary>{t(`kinds.${r.rule.kind}`, { defaultValue: r.rule.kind })}</Secondary>
        </>
      ),
    },
    { key: 'station', header: t('columns.station'), render: (r) => r.gas_station.name },
    {
      key: 'subject',
      header: t('columns.subject'),
      render: (r) => {
        const text = summaryText(alertSummary(r));
        return <Subject title={text}>{text}</Subject>;
      },
      hideOnMobile: true,
    },
    {
      key: 'opened',
      header: t('columns.opened'),
      render: (r) => formatWhen(r.opened_at),
      hideOnMobile: true,
    },
    {
      key: 'state',
      header: t('columns.state'),
      render: (r) => <StateBadge state={r.state} silenced={r.silenced} />,
    },
  ];
  return (
    <DataTable<AlertRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows.map((r) => ({ ...r, hideMenu: r.state !== 'open' || !onAcknowledge }))}
      loading={loading}
      bordered={false}
      onRowClick={onOpen}
      getRowLabel={(r) => t('openLabel', { rule: r.rule.name, station: r.gas_station.name })}
      renderRowActions={(row) =>
        row.state === 'open' && onAcknowledge ? (
          <Button
            size="small"
            variant="secondary"
            loading={acknowledging.includes(row.id)}
            aria-label={t('acknowledgeLabel', {
              rule: row.rule.name,
              station: row.gas_station.name,
            })}
            onClick={() => onAcknowledge(row)}
          >
            {t('acknowledge')}
          </Button>
        ) : null
      }
      actionsHeader={t('columns.actions')}
      emptyState={
        <EmptyState
          icon="check"
          title={t('empty.title')}
          description={t('empty.message')}
          compact
        />
      }
      error={error ? <RetryAlert failure={error} /> : undefined}
      pagination={pagination}
    />
  );
}
