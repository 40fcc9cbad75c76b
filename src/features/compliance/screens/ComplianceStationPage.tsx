// A station's month of SAT reports (`/compliance/:idGasStation?month=AAAA-MM`): the monthly
// report's state and due date counted down, the upload of reports, the calendar with each day's
// state, the findings (filters and each one's detail) and the files received; the pre-audit PDF
// for the accountant (downloaded at once, or queued to be sent and kept) and a new check of the
// month. The filters, the day picked and the finding open live in the URL (?rule, ?day,
// ?severity, ?finding).
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useGetComplianceMonthQuery,
  useListComplianceFilesQuery,
  useListComplianceStationsQuery,
  useRecheckComplianceMonthMutation,
  type ComplianceRuleId,
  type ComplianceSeverity,
} from '@/api/compliance';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { failureMessage, failureStatus } from '@/lib/apiFailure';
import { FilesTable } from '../components/FilesTable';
import type { FindingsFilterValue } from '../components/FindingsFilters';
import { MonthCalendar } from '../components/MonthCalendar';
import { MonthlyReportStatus } from '../components/MonthlyReportStatus';
import { MonthPicker } from '../components/MonthPicker';
import { FindingsPanel } from '../containers/FindingsPanel';
import { SendPdfButton } from '../containers/SendPdfButton';
import { UploadPanel } from '../containers/UploadPanel';
import { useComplianceDownloads } from '../containers/useDownloads';
import { SEVERITIES } from '../model/dueDate';
import { currentMonth, isMonthKey, monthLabel } from '../model/months';
import { COMPLIANCE_PATH, idParam } from '../model/paths';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const RULE_IDS: readonly ComplianceRuleId[] = [
  'coverage',
  'continuity',
  'dailyBalance',
  'stockBounds',
  'ticketMismatch',
  'cfdiVolumes',
  'cfdiUuids',
  'monthlySum',
  'calibration',
  'eventSequence',
  'faultOpen',
  'dueDate',
];

function filtersOf(params: URLSearchParams, days: readonly string[]): FindingsFilterValue {
  const rule = params.get('rule');
  const day = params.get('day');
  const severity = params.get('severity');
  return {
    rule: RULE_IDS.includes(rule as ComplianceRuleId) ? (rule as ComplianceRuleId) : null,
    day: day && days.includes(day) ? day : null,
    severity: SEVERITIES.includes(severity as ComplianceSeverity)
      ? (severity as ComplianceSeverity)
      : null,
  };
}

export default function ComplianceStationPage() {
  const { t, i18n } = useTranslation(['compliance', 'common']);
  const navigate = useNavigate();
  const gasStationId = idParam(useParams().idGasStation);
  const [params, setParams] = useSearchParams();
  const latest = currentMonth();
  const asked = params.get('month');
  const month = isMonthKey(asked) && asked <= latest ? asked : latest;
  const id = gasStationId ?? 0;
  const skip = gasStationId === null;
  const view = useGetComplianceMonthQuery({ gasStationId: id, month }, { skip });
  const files = useListComplianceFilesQuery({ gasStationId: id, month }, { skip });
  const stations = useListComplianceStationsQuery({ month }, { skip });
  const [recheck, rechecking] = useRecheckComplianceMonthMutation();
  const downloads = useComplianceDownloads(id);
  const locale = i18n.language === 'en' ? 'en' : 'es';

  const station = stations.data?.items.find((s) => s.gas_station_id === gasStationId);
  const backToList = (
    <Button variant="text" startIcon="arrow-left" onClick={() => navigate(COMPLIANCE_PATH)}>
      {t('backToList')}
    </Button>
  );

  if (skip || failureStatus(view.error) === 404) {
    return <EmptyState icon="gas-station" title={t('notFound')} action={backToList} />;
  }
  if (!view.data) {
    if (view.isError) {
      const message = failureMessage(view.error);
      return (
        <EmptyState
          icon="alert-warning"
          title={t('loadFailed')}
          description={t(message, { defaultValue: message })}
          action={
            <Button variant="secondary" onClick={() => void view.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return <Spinner centered />;
  }

  const monthView = view.data;
  const days = monthView.days.map((d) => d.day);
  const filters = filtersOf(params, days);
  const openParam = Number(params.get('finding'));
  const openId = Number.isInteger(openParam) && openParam > 0 ? openParam : null;
  const rulesWithFindings = monthView.by_rule.map((r) => r.rule);
  const timeZone = monthView.time_zone;

  /** The URL's parameters with some changed (null removes one). */
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const filesMessage = failureMessage(files.error);

  return (
    <Stack>
      <Card
        title={station?.name ?? t('title')}
        subtitle={t('station.subtitle', { month: monthLabel(month, i18n.language) })}
        actions={
          <Actions>
            <MonthPicker
              month={month}
              latest={latest}
              onChange={(next) =>
                update({ month: next, day: null, finding: null, rule: null, severity: null })
              }
            />
            <Button
              variant="secondary"
              startIcon="retry"
              loading={rechecking.isLoading}
              onClick={() => void recheck({ gasStationId: id, month })}
            >
              {t('station.recheck')}
            </Button>
            <Button
              startIcon="pdf"
              loading={downloads.downloadingPdf}
              onClick={() => void downloads.downloadPdf(month, locale)}
            >
              {t('pdf.download')}
            </Button>
            <SendPdfButton gasStationId={id} month={month} />
            {backToList}
          </Actions>
        }
      >
        <MonthlyReportStatus
          monthly={monthView.monthly}
          summary={monthView.summary}
          timeZone={timeZone}
        />
      </Card>
      <Columns>
        <Card title={t('calendar.title')} subtitle={t('calendar.hint')}>
          <MonthCalendar
            days={monthView.days}
            monthName={monthLabel(month, i18n.language)}
            selected={filters.day}
            onSelect={(day) => update({ day })}
          />
        </Card>
        <Card title={t('upload.title')} subtitle={t('upload.subtitle')}>
          <Panel>
            <UploadPanel gasStationId={id} month={month} />
          </Panel>
        </Card>
      </Columns>
      <Card
        title={t('findings.title')}
        subtitle={t('findings.subtitle', { count: monthView.summary.findings })}
      >
        <Panel>
          <FindingsPanel
            gasStationId={id}
            month={month}
            days={days}
            rules={rulesWithFindings}
            filters={filters}
            onFiltersChange={(next) =>
              update({ rule: next.rule, day: next.day, severity: next.severity })
            }
            openId={openId}
            onOpen={(findingId) =>
              update({ finding: findingId === null ? null : String(findingId) })
            }
            onDownloadFile={(file) => void downloads.downloadFile(file)}
            downloadingFiles={downloads.downloadingFiles}
            timeZone={timeZone}
          />
        </Panel>
      </Card>
      <Card title={t('files.title')} subtitle={t('files.subtitle')} flush>
        <FilesTable
          rows={files.data?.items ?? []}
          loading={files.isLoading}
          error={
            files.isError
              ? {
                  message: t(filesMessage, { defaultValue: filesMessage }),
                  onRetry: () => void files.refetch(),
                }
              : null
          }
          onDownload={(file) => void downloads.downloadFile(file)}
          downloading={downloads.downloadingFiles}
          timeZone={timeZone}
        />
      </Card>
    </Stack>
  );
}
