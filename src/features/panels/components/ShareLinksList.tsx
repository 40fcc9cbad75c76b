// The panel's links still open: what each shares, who made it and the time left (ticking),
// with 'Revocar' on each.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { TimeLeft } from './TimeLeft';

export interface ShareLinkRow {
  id: number;
  kind: 'camera' | 'panel';
  camera: string | null;
  createdBy: string | null;
  secondsLeft: number;
}

export interface ShareLinksListProps {
  rows: ShareLinkRow[];
  loading?: boolean;
  /** A message when the list could not be loaded. */
  error?: string | null;
  /** Omitted without the vms flag: the list without 'Revocar'. */
  onRevoke?: (row: ShareLinkRow) => void;
}

export function ShareLinksList({ rows, loading = false, error, onRevoke }: ShareLinksListProps) {
  const { t } = useTranslation('video');
  const subject = (row: ShareLinkRow) => row.camera ?? t('links.wholePanel');
  const columns: DataTableColumn<ShareLinkRow>[] = [
    { key: 'kind', header: t('links.kind'), render: (row) => t(`links.kinds.${row.kind}`) },
    { key: 'camera', header: t('links.camera'), render: subject },
    {
      key: 'createdBy',
      header: t('links.createdBy'),
      render: (row) => row.createdBy ?? t('links.unknownUser'),
      hideOnMobile: true,
    },
    {
      key: 'secondsLeft',
      header: t('links.timeLeft'),
      render: (row) => <TimeLeft seconds={row.secondsLeft} />,
    },
  ];
  return (
    <DataTable<ShareLinkRow>
      aria-label={t('links.label')}
      columns={columns}
      rows={rows}
      loading={loading}
      error={error ? <EmptyState title={error} /> : undefined}
      emptyState={<EmptyState compact title={t('links.empty')} />}
      renderRowActions={
        onRevoke &&
        ((row: ShareLinkRow) => (
          <Button
            variant="danger"
            size="small"
            onClick={() => onRevoke(row)}
            aria-label={t('links.revokeLabel', { name: subject(row) })}
          >
            {t('links.revoke')}
          </Button>
        ))
      }
    />
  );
}
