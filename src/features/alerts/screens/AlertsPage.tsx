// 'Alertas' (`/alerts`, every signed-in user: the server shows only the alerts of the stations
// the user may see): the alerts raised by the rules, newest first, filtered by state (open by
// default), severity and station, in pages; 'Reconocer' on an open alert, and a row opens its
// detail (`?alert=<id>`, so a notice can link straight to it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAcknowledgeAlertMutation, useListAlertsQuery } from '@/api/alerts';
import { useListGasStationsQuery } from '@/api/gasStations';
import { CrudListLayout } from '@/components/CrudListLayout';
import { loadFailure } from '@/components/hooks/useCrudList';
import { ALERT_PARAM } from '@/lib/appLinks';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { ALERT_RULE_ROLES, roleAllowed } from '@/lib/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AlertsFilters } from '../components/AlertsFilters';
import { AlertsTable, type AlertRow } from '../components/AlertsTable';
import { AlertDetailDialog } from '../containers/AlertDetailDialog';
import { DEFAULT_FILTERS, listQuery, type AlertFilters } from '../model/filters';
import {
  ALERT_PAGE_SIZES,
  DEFAULT_ALERT_PAGE_SIZE,
  itemsForPage,
  pageableCount,
  pageSlice,
} from '../model/pagination';

/** The station filter lists the user's stations (the same query as every station picker). */
export const STATION_LIST_QUERY = { items: 1000 } as const;

export default function AlertsPage() {
  const { t } = useTranslation(['alerts', 'common']);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_ALERT_PAGE_SIZE);
  const list = useListAlertsQuery(listQuery(filters, itemsForPage(page, pageSize)));
  const stations = useListGasStationsQuery(STATION_LIST_QUERY);
  const [acknowledge] = useAcknowledgeAlertMutation();
  const [acknowledging, setAcknowledging] = useState<number[]>([]);
  // A read-only role (Visor) reads the alerts but does not acknowledge them.
  const canAcknowledge = useAppSelector((state) =>
    roleAllowed(state.auth.profile?.user_role?.name, ALERT_RULE_ROLES),
  );

  const openId = Number(params.get(ALERT_PARAM));
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(ALERT_PARAM);
        else next.set(ALERT_PARAM, String(id));
        return next;
      },
      { replace: id === null },
    );

  const onAcknowledge = async (row: AlertRow) => {
    setAcknowledging((ids) => [...ids, row.id]);
    try {
      await acknowledge({ id: row.id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'alerts:acknowledged' }));
    } catch (error) {
      dispatch(toastShown({ severity: 'error', message: failureMessage(error) }));
    } finally {
      setAcknowledging((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const data = list.currentData;
  return (
    <CrudListLayout title={t('title')} subtitle={t('subtitle')}>
      <AlertsFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
        stations={stations.data?.items ?? []}
      />
      <AlertsTable
        rows={data ? pageSlice(data.items, page, pageSize) : []}
        loading={!data && !list.isError}
        error={loadFailure(list, t, errorMessageKeys.unexpected)}
        acknowledging={acknowledging}
        onOpen={(row) => open(row.id)}
        onAcknowledge={canAcknowledge ? (row) => void onAcknowledge(row) : undefined}
        pagination={{
          page,
          pageSize,
          count: data ? pageableCount(data.total) : 0,
          pageSizeOptions: [...ALERT_PAGE_SIZES],
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(0);
          },
        }}
      />
      {Number.isInteger(openId) && openId > 0 && (
        <AlertDetailDialog id={openId} onClose={() => open(null)} />
      )}
    </CrudListLayout>
  );
}
