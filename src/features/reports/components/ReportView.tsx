// A report document as the PDF prints it, but on screen: header (title, station, period),
// figure cards (value, change against the previous period, goal), notes, charts and tables;
// with loading, empty and error states. `print` lays it out for paper (A4 width, no
// animation). Presentational: the document and the retry come in props.
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type {
  ReportDocumentView as ReportDocument,
  ReportFigureView as ReportFigure,
  ReportTableView as ReportTable,
} from '../model/viewTypes';
import { Alert } from '@/components/Alert';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { changeTone, type ChangeTone } from '@/lib/reports/changeTone';
import { formatReportCell, formatReportValue, percentChange } from '@/lib/reports/reportFormat';
import { recordTables } from '@/lib/reports/reportRecords';
import { formatStationLocation } from '@/lib/stationLocation';
import { readableDate } from '../model/periods';
import { ReportChart } from './ReportChart';

export interface ReportViewProps {
  document?: ReportDocument;
  loading?: boolean;
  /** A message to show instead of the document. */
  error?: string | null;
  onRetry?: () => void;
  print?: boolean;
  className?: string;
}

const Root = styled.article<{ $print: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  min-width: 0;
  ${({ $print }) =>
    $print &&
    css`
      max-width: 210mm;
      margin: 0 auto;
      background: #fff;
      @media print {
        max-width: none;
      }
    `}
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Figures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

const FigureCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  break-inside: avoid;
`;

const FigureLabel = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const FigureValue = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
`;

const Change = styled.span<{ $tone: ChangeTone }>`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.alert.success.main
      : $tone === 'bad'
        ? theme.colors.alert.error.main
        : theme.colors.text.secondary};
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Charts = styled.div<{ $print: boolean }>`
  display: grid;
  grid-template-columns: ${({ $print }) =>
    $print ? '1fr' : 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))'};
  gap: ${({ theme }) => theme.space.xl}px;
`;

const TableFigure = styled.figure`
  margin: 0;
  overflow-x: auto;
  break-inside: avoid;
  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    text-align: left;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function FigureItem({ figure }: { figure: ReportFigure }) {
  const { t } = useTranslation('reports');
  const change = percentChange(figure.value, figure.previous);
  // A change that reads as 0% is no change: no arrow, no colour.
  const moved = change !== null && Math.abs(change) >= 0.05 ? change : 0;
  const arrow = moved > 0 ? '▲' : moved < 0 ? '▼' : '';
  const tone = changeTone(moved, figure.better);
  return (
    <FigureCard aria-label={figure.label}>
      <FigureLabel>{figure.label}</FigureLabel>
      <FigureValue>{formatReportValue(figure.value, figure.unit)}</FigureValue>
      {figure.previous !== undefined && (
        <Change $tone={tone} data-tone={tone}>
          {change === null
            ? t('view.noPrevious')
            : t('view.vsPrevious', {
                change: `${arrow} ${formatReportValue(Math.abs(change), 'percent')}`.trim(),
              })}
        </Change>
      )}
      {figure.goal !== undefined && figure.goal !== null && (
        <Small>{t('view.goal', { value: formatReportValue(figure.goal, figure.unit) })}</Small>
      )}
      {figure.note && <Small>{figure.note}</Small>}
    </FigureCard>
  );
}

function TableItem({ table }: { table: ReportTable }) {
  const numeric = (unit: string | undefined) => unit !== undefined;
  return (
    <TableFigure>
      <figcaption>{table.title}</figcaption>
      <table aria-label={table.title}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={numeric(column.unit) ? 'number' : ''}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column, cell) => (
                <td key={column.key} className={numeric(column.unit) ? 'number' : ''}>
                  {formatReportCell(row[cell], column.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.note && <p>{table.note}</p>}
    </TableFigure>
  );
}

export function ReportView({
  document,
  loading = false,
  error = null,
  onRetry,
  print = false,
  className,
}: ReportViewProps) {
  const { t, i18n } = useTranslation('reports');
  if (loading) {
    return (
      <Root $print={print} className={className} aria-busy="true" aria-label={t('view.loading')}>
        <Skeleton variant="text" lines={2} />
        <Skeleton variant="rect" height={96} />
        <Skeleton variant="chart" height={280} />
      </Root>
    );
  }
  if (error) {
    return (
      <Root $print={print} className={className}>
        <Alert
          severity="error"
          title={t('view.error')}
          actionLabel={onRetry ? t('view.retry') : undefined}
          onAction={onRetry}
        >
          {error}
        </Alert>
      </Root>
    );
  }
  if (!document) {
    return (
      <Root $print={print} className={className}>
        <EmptyState icon="chart" title={t('view.empty')} />
      </Root>
    );
  }
  const locale = document.locale ?? i18n.language;
  const station = document.station;
  const place = formatStationLocation(station);
  const empty =
    document.figures.length === 0 &&
    document.charts.length === 0 &&
    document.tables.length === 0 &&
    !document.price_records?.length &&
    !document.volumetric_data?.length;
  return (
    <Root $print={print} className={className} aria-label={document.title}>
      <Header>
        <h2>{document.title}</h2>
        <p>
          <strong>{station.name}</strong>
          {place && ` · ${place}`}
        </p>
        <p>
          {t('view.period', {
            start: readableDate(document.start_date, locale),
            end: readableDate(document.end_date, locale),
          })}
        </p>
      </Header>
      {document.figures.length > 0 && (
        <Figures aria-label={t('view.figures')}>
          {document.figures.map((figure) => (
            <FigureItem key={figure.key} figure={figure} />
          ))}
        </Figures>
      )}
      {document.notes.length > 0 && (
        <Notes aria-label={t('view.notes')}>
          {document.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Notes>
      )}
      {empty && <EmptyState icon="chart" title={t('view.empty')} compact />}
      {document.charts.length > 0 && (
        <Charts $print={print}>
          {document.charts.map((chart) => (
            <ReportChart key={chart.key} chart={chart} print={print} />
          ))}
        </Charts>
      )}
      {document.tables.map((table) => (
        <TableItem key={table.key} table={table} />
      ))}
      {recordTables(
        document,
        {
          priceTitle: t('records.priceTitle'),
          volumeTitle: t('records.volumeTitle'),
          brand: t('records.brand'),
          noBrand: t('records.noBrand'),
          ownBrand: t('records.ownBrand'),
          stations: t('records.stations'),
          date: t('records.date'),
          regular: t('records.regular'),
          premium: t('records.premium'),
          diesel: t('records.diesel'),
        },
        locale,
      ).map((table) => (
        <TableItem key={table.key} table={table} />
      ))}
    </Root>
  );
}
