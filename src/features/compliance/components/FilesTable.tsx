// The files received for the month, newest first: the name (a replaced one marked so), the day
// or 'Mensual', who or what brought it and when, its size and SHA-256 digest, and what a
// corrected file changed. Each can be downloaded as it came.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceFile } from '../model/types';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { IconButton } from '@/components/IconButton';
import { RetryAlert } from '@/components/RetryAlert';
import { StatusDot } from '@/components/StatusDot';
import { formatReportValue } from '@/lib/reports/reportFormat';
import { readableDateTimeIn } from '@/lib/dates/zonedTimes';
import { dayLabel } from '../model/months';
import { ChangeList } from './ChangeList';

export interface FilesTableProps {
  rows: ComplianceFile[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onDownload: (file: ComplianceFile) => void;
  /** Ids of the files being downloaded. */
  downloading?: number[];
  timeZone?: string;
}

const Name = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
  min-width: 180px;
`;

const Digest = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const kb = (bytes: number) => `${formatReportValue(bytes / 1024, 'ratio')} KB`;

export function FilesTable({
  rows,
  loading = false,
  error = null,
  onDownload,
  downloading = [],
  timeZone = 'America/Mexico_City',
}: FilesTableProps) {
  const { t, i18n } = useTranslation('compliance');
  const locale = i18n.language;
  const columns: DataTableColumn<ComplianceFile>[] = [
    {
      key: 'name',
      header: t('files.name'),
      render: (r) => (
        <>
          <Name>{r.name}</Name>
          {!r.current && <StatusDot tone="neutral">{t('files.replaced')}</StatusDot>}
          {r.replaces_id !== null && <ChangeList changes={r.changes} />}
        </>
      ),
    },
    {
      key: 'day',
      header: t('files.day'),
      render: (r) => (r.day ? dayLabel(r.day, locale) : t('files.monthly')),
    },
    {
      key: 'received',
      header: t('files.received'),
      render: (r) => (
        <>
          {readableDateTimeIn(r.received_at, timeZone, locale)}
          <Small>
            {r.source === 'connector'
              ? t('files.byConnector')
              : t('files.by', { name: r.received_by?.name ?? '—' })}
          </Small>
        </>
      ),
      hideOnMobile: true,
    },
    {
      key: 'digest',
      header: t('files.digest'),
      render: (r) => (
        <>
          <Digest title={r.sha256}>{r.sha256.slice(0, 12)}…</Digest>
          <Small>{kb(r.size)}</Small>
        </>
      ),
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable<ComplianceFile>
      aria-label={t('files.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      renderRowActions={(row) => (
        <IconButton
          icon="download"
          size="small"
          aria-label={t('files.download', { name: row.name })}
          loading={downloading.includes(row.id)}
          onClick={() => onDownload(row)}
        />
      )}
      emptyState={<EmptyState icon="file" title={t('files.none')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
