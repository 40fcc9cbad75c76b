// The alert rules list: name (with its owner), the condition in a sentence, the stations, the
// severity, the channels, whether it is active and until when it is silenced. A row opens the
// rule's form; its menu edits, silences (or ends the silence) and deletes, for those who manage,
// and offers everybody 'Mis avisos' (the channels they hear about the rule by).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import type { MenuItem } from '@/components/Menu';
import { RetryAlert } from '@/components/RetryAlert';
import { StatusDot, type StatusTone } from '@/components/StatusDot';
import { activeSilence, conditionSummary } from '../model/ruleSummary';
import type {
  AlertRuleView as AlertRule,
  AlertSeverityView as AlertSeverity,
} from '../model/viewTypes';

export interface AlertRulesTableProps {
  rules: AlertRule[];
  /** The time the silences are judged at. */
  now: Date;
  canManage: boolean;
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Shown when there are no rules. */
  empty: ReactNode;
  onEdit: (rule: AlertRule) => void;
  onSilence: (rule: AlertRule) => void;
  onEndSilence: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
  onNotices: (rule: AlertRule) => void;
}

const Secondary = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * A name or sentence keeps whole words: on a narrow screen the table scrolls in its own box
 * rather than breaking them letter by letter to fit.
 */
const Readable = styled.span<{ $minWidth: string }>`
  display: block;
  min-width: ${({ $minWidth }) => $minWidth};
  overflow-wrap: break-word;
`;

const SEVERITY_TONES: Record<AlertSeverity, StatusTone> = {
  info: 'neutral',
  warning: 'warning',
  critical: 'error',
};

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

type Row = AlertRule & { silencedUntil: string | null };

export function AlertRulesTable({
  rules,
  now,
  canManage,
  loading = false,
  error = null,
  empty,
  onEdit,
  onSilence,
  onEndSilence,
  onDelete,
  onNotices,
}: AlertRulesTableProps) {
  const { t } = useTranslation(['alertRules', 'common']);
  const rows: Row[] = rules.map((rule) => ({
    ...rule,
    silencedUntil: activeSilence(rule, now)?.ends_at ?? null,
  }));
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (r) => (
        <Readable $minWidth="10em">
          {r.name}
          {r.owner && <Secondary>{t('fields.owner', { name: r.owner.name })}</Secondary>}
        </Readable>
      ),
    },
    {
      key: 'condition',
      header: t('fields.condition'),
      render: (r) => <Readable $minWidth="12em">{conditionSummary(r.condition, t)}</Readable>,
    },
    {
      key: 'stations',
      header: t('fields.stations'),
      hideOnMobile: true,
      render: (r) =>
        r.gas_stations.length <= 2 ? (
          r.gas_stations.map((s) => s.name).join(', ')
        ) : (
          <span title={r.gas_stations.map((s) => s.name).join(', ')}>
            {t('stationCount', { count: r.gas_stations.length })}
          </span>
        ),
    },
    {
      key: 'severity',
      header: t('fields.severity'),
      render: (r) => (
        <StatusDot tone={SEVERITY_TONES[r.severity]}>{t(`severities.${r.severity}`)}</StatusDot>
      ),
    },
    {
      key: 'channels',
      header: t('fields.channels'),
      hideOnMobile: true,
      render: (r) => r.channels.map((c) => t(`channels.${c}`)).join(', '),
    },
    {
      key: 'enabled',
      header: t('fields.enabled'),
      render: (r) => (
        <StatusDot tone={r.enabled ? 'success' : 'neutral'}>
          {r.enabled ? t('state.enabled') : t('state.disabled')}
        </StatusDot>
      ),
    },
    {
      key: 'silencedUntil',
      header: t('fields.silencedUntil'),
      render: (r) =>
        r.silencedUntil ? dateTime.format(new Date(r.silencedUntil)) : t('state.notSilenced'),
    },
  ];
  const notices: (row: Row) => MenuItem = (row) => ({
    key: 'notices',
    label: t('notices.action'),
    icon: 'bell',
    onSelect: () => onNotices(row),
  });
  const menu = (row: Row): MenuItem[] => [
    { key: 'edit', label: t('actions.edit'), icon: 'edit', onSelect: () => onEdit(row) },
    notices(row),
    row.silencedUntil
      ? {
          key: 'endSilence',
          label: t('actions.endSilence'),
          icon: 'play',
          onSelect: () => onEndSilence(row),
        }
      : {
          key: 'silence',
          label: t('actions.silence'),
          icon: 'pause',
          onSelect: () => onSilence(row),
        },
    {
      key: 'delete',
      label: t('actions.delete'),
      icon: 'delete',
      danger: true,
      onSelect: () => onDelete(row),
    },
  ];
  return (
    <DataTable<Row>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={canManage ? onEdit : undefined}
      getRowLabel={(row) => t('openNamed', { name: row.name })}
      rowMenuItems={canManage ? menu : (row) => [notices(row)]}
      emptyState={empty}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
