// The user's recent report requests: report, stations, period, status (with the reason of a
// failure), each delivery (channel, recipient, status, the provider's reason) and the
// actions 'Descargar' (rendered) and 'Reintentar' (something failed). Presentational.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReportRequestView } from '../model/viewTypes';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { readableDate } from '../model/periods';

export interface ReportRequestsTableProps {
  reports: ReportRequestView[];
  onDownload: (report: ReportRequestView) => void;
  onRetry: (report: ReportRequestView) => void;
  /** Ids with an action under way. */
  busy?: readonly number[];
  caption: string;
}

const Wrapper = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    padding-bottom: ${({ theme }) => theme.space.sm}px;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space.sm}px`};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Status = styled.span<{ $failed: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $failed }) =>
    $failed ? theme.colors.alert.error.main : theme.colors.text.primary};
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.alert.error.main};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  flex-wrap: wrap;
`;

export function somethingFailed(report: ReportRequestView): boolean {
  return report.status === 'failed' || report.deliveries.some((d) => d.status === 'failed');
}

export function ReportRequestsTable({
  reports,
  onDownload,
  onRetry,
  busy = [],
  caption,
}: ReportRequestsTableProps) {
  const { t, i18n } = useTranslation('reports');
  if (reports.length === 0) {
    return <EmptyState icon="file" title={caption} description={t('data.historyEmpty')} compact />;
  }
  return (
    <Wrapper>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('data.columns.report')}</th>
            <th scope="col">{t('data.columns.stations')}</th>
            <th scope="col">{t('data.columns.period')}</th>
            <th scope="col">{t('data.columns.status')}</th>
            <th scope="col">{t('data.columns.deliveries')}</th>
            <th scope="col">{t('data.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <td>
                {t(`types.${report.report_type}`)}
                {report.kind && ` · ${t(`kinds.${report.kind}`)}`}
              </td>
              <td>{report.station_names.join(', ')}</td>
              <td>
                {readableDate(report.start_date, i18n.language)} –{' '}
                {readableDate(report.end_date, i18n.language)}
              </td>
              <td>
                <Status $failed={report.status === 'failed'}>{t(`status.${report.status}`)}</Status>
                {report.status === 'failed' && report.error && <Reason>{report.error}</Reason>}
              </td>
              <td>
                {report.deliveries.length === 0 ? (
                  t('data.noDeliveries')
                ) : (
                  <ul>
                    {report.deliveries.map((delivery) => (
                      <li key={delivery.id}>
                        {t(`channels.${delivery.channel}`)} · {delivery.recipient_name} (
                        {delivery.address}): {t(`delivery.${delivery.status}`)}
                        {delivery.status === 'failed' && delivery.error && (
                          <Reason>{delivery.error}</Reason>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <Actions>
                  {report.status === 'done' && (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => onDownload(report)}
                      disabled={busy.includes(report.id)}
                    >
                      {t('data.download')}
                    </Button>
                  )}
                  {somethingFailed(report) && (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => onRetry(report)}
                      disabled={busy.includes(report.id)}
                    >
                      {t('data.retry')}
                    </Button>
                  )}
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Wrapper>
  );
}
