// The Home overview's data: GET /api/agency/dashboards/ for the current month (the server's
// default period) over the signed-in user's stations.
import { useTranslation } from 'react-i18next';
import { useAgencyDashboardsQuery } from '@/api/agency';
import {
  AgencyOverview as AgencyOverviewView,
  type AgencyOverviewState,
} from '../components/AgencyOverview';
import { failureMessage } from '@/lib/apiFailure';

export function AgencyOverview() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const query = useAgencyDashboardsQuery({});
  const message = failureMessage(query.error);
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
