// The Home overview's data: GET /api/agency/dashboards/ for the current month (the server's
// default period) over the signed-in user's stations.
import { useTranslation } from 'react-i18next';
import { errorMessageKeys } from '@/api';
import { useAgencyDashboardsQuery } from '@/api/agency';
import { failureMessage } from '@/lib/forms';
import {
  AgencyOverview as AgencyOverviewView,
  type AgencyOverviewState,
} from '../components/AgencyOverview';

export function AgencyOverview() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const query = useAgencyDashboardsQuery({});
  const message = failureMessage(query.error, errorMessageKeys.unexpected);
  const state: AgencyOverviewState = query.isError
    ? {
        status: 'error',
        message: t(message, { defaultValue: message }),
        onRetry: () => void query.refetch(),
      }
    : query.currentData
      ? { status: 'ready', dashboard: query.currentData }
      : { status: 'loading' };
  return <AgencyOverviewView state={state} />;
}
