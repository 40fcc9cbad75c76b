// The frame of a report screen: the station select and the period controls above the
// document, with 'Descargar PDF' (queues the PDF by e-mail; it shows up on the Data screen),
// and the report itself with its loading and error states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReportType } from '@/api/reports';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Select } from '@/components/Select';
import { ReportView, type ReportViewProps } from '../components/ReportView';
import type { Period } from '../model/periods';
import { failureMessage } from '@/lib/apiFailure';
import { useQueueReport } from './useQueueReport';

export interface StationReportLayoutProps {
  stations: { id: number; name: string }[];
  stationId: number | null;
  onStation: (id: number) => void;
  reportType: ReportType;
  period: Period;
  /** Period controls and other actions. */
  controls?: ReactNode;
  report: ReportQuery;
}

/** What the layout reads of the report's query: RTK Query's result fits. */
export interface ReportQuery {
  currentData?: ReportViewProps['document'];
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function StationReportLayout({
  stations,
  stationId,
  onStation,
  reportType,
  period,
  controls,
  report,
}: StationReportLayoutProps) {
  const { t } = useTranslation('reports');
  const { queue, queued, pending } = useQueueReport();
  if (stations.length === 0) {
    return (
      <Page>
        <EmptyState icon="gas-station" title={t('periodic.noStations')} />
      </Page>
    );
  }
  return (
    <Page>
      <Bar>
        <Select
          label={t('periodic.station')}
          width={280}
          options={stations.map((station) => ({ value: String(station.id), label: station.name }))}
          value={stationId === null ? null : String(stationId)}
          onChange={(value) => onStation(Number(value))}
        />
        {controls}
        <Button
          variant="secondary"
          disabled={stationId === null || pending}
          onClick={() =>
            stationId !== null &&
            void queue(
              {
                report_type: reportType,
                gas_station_ids: [stationId],
                start_date: period.startDate,
                end_date: period.endDate,
              },
              'reports:periodic.pdfQueued',
            )
          }
        >
          {t('periodic.downloadPdf')}
        </Button>
      </Bar>
      {queued && <Alert severity="info">{t('periodic.pdfQueued')}</Alert>}
      <ReportView
        document={report.currentData}
        loading={report.isFetching && !report.currentData}
        error={
          report.isError
            ? t(failureMessage(report.error, { fallback: 'reports:view.error' }))
            : null
        }
        onRetry={() => void report.refetch()}
      />
    </Page>
  );
}
