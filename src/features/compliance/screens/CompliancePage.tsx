// 'Controles volumétricos' (`/compliance?month=AAAA-MM`): the stations the user sees, each with
// its month of SAT reports (days received and missing, findings, the monthly report's state and
// its due date counted down). A row opens the station's month.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useListComplianceStationsQuery } from '@/api/compliance';
import { Card } from '@/components/Card';
import { failureMessage } from '@/lib/apiFailure';
import { MonthPicker } from '../components/MonthPicker';
import { StationsTable } from '../components/StationsTable';
import { currentMonth, isMonthKey, monthLabel } from '../model/months';
import { stationMonthPath } from '../model/paths';

export default function CompliancePage() {
  const { t, i18n } = useTranslation('compliance');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const latest = currentMonth();
  const asked = params.get('month');
  const month = isMonthKey(asked) && asked <= latest ? asked : latest;
  const query = useListComplianceStationsQuery({ month });
  const message = failureMessage(query.error);
  return (
    <Card
      title={t('stations.title')}
      subtitle={t('stations.subtitle', { month: monthLabel(month, i18n.language) })}
      actions={
        <MonthPicker
          month={month}
          latest={latest}
          onChange={(next) => setParams(next === latest ? {} : { month: next }, { replace: true })}
        />
      }
      flush
    >
      <StationsTable
        rows={query.data?.items ?? []}
        loading={query.isLoading}
        error={
          query.isError
            ? {
                message: t(message, { defaultValue: message }),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        onOpen={(row) => navigate(stationMonthPath(row.gas_station_id, month))}
      />
    </Card>
  );
}
