// 'Auditoría' (`/audit`): the audit trail, newest first — administrators every record, a
// customer's Editor with the settings flag their customer's (the server decides). Filters by
// person, operation, object, station and period; a page at a time; a record's detail with the
// changed fields side by side; the CSV export of what the filters select.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLazyExportAuditRecordsQuery,
  useListAuditChoicesQuery,
  useListAuditRecordsQuery,
  type AuditRecord,
  type ListAuditRecordsApiArg,
} from '@/api/audit';
import { useListGasStationsQuery } from '@/api/gasStations';
import { CrudListLayout } from '@/components/CrudListLayout';
import { loadFailure } from '@/components/hooks/useCrudList';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { saveBlob } from '@/lib/saveBlob';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from '../components/AuditFilters';
import { AuditRecordDetail } from '../components/AuditRecordDetail';
import { AuditTable } from '../components/AuditTable';

const PAGE_SIZES = [25, 50, 100];
const STATION_QUERY = { items: 1000 } as const;

/** The filters as the API's arguments (empty ones left out). */
export function filterArgs(values: AuditFilterValues): ListAuditRecordsApiArg {
  const text = (value: string) => value.trim() || undefined;
  return {
    actor: text(values.actor),
    operation: values.operation || undefined,
    objectType: values.objectType || undefined,
    objectId: text(values.objectId),
    gasStationId: values.stationId ? Number(values.stationId) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

export default function AuditPage() {
  const { t } = useTranslation(['audit', 'common']);
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const args = filterArgs(filters);
  const list = useListAuditRecordsQuery({ ...args, items: pageSize, offset: page * pageSize });
  const choices = useListAuditChoicesQuery();
  const stations = useListGasStationsQuery(STATION_QUERY);
  const [exportRecords, exporting] = useLazyExportAuditRecordsQuery();

  const onFilters = (values: AuditFilterValues) => {
    setFilters(values);
    setPage(0);
  };

  const onExport = async () => {
    try {
      const text = (await exportRecords(args).unwrap()) as string;
      saveBlob(new Blob([text], { type: 'text/csv' }), 'auditoria.csv');
      dispatch(toastShown({ severity: 'success', message: 'audit:exported' }));
    } catch (error) {
      dispatch(toastShown({ severity: 'error', message: failureMessage(error) }));
    }
  };

  return (
    <CrudListLayout title={t('title')} subtitle={t('subtitle')}>
      <AuditFilters
        values={filters}
        onChange={onFilters}
        operations={choices.data?.operations ?? []}
        objectTypes={choices.data?.object_types ?? []}
        stations={(stations.data?.items ?? []).map((s) => ({ id: s.id, name: s.name }))}
        onExport={() => void onExport()}
        exporting={exporting.isFetching}
      />
      <AuditTable
        rows={list.data?.items ?? []}
        loading={list.isLoading || list.isFetching}
        error={loadFailure(list, t, errorMessageKeys.unexpected)}
        onOpen={setOpen}
        pagination={{
          page,
          pageSize,
          pageSizeOptions: PAGE_SIZES,
          count: list.data?.total ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(0);
          },
          rowsPerPageLabel: t('rowsPerPage'),
        }}
      />
      <AuditRecordDetail record={open} onClose={() => setOpen(null)} />
    </CrudListLayout>
  );
}
