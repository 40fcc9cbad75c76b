// The CSV of a station's days: the range rules are checked as the dates are typed, each
// broken rule shown beside the date it concerns (the button waits for a valid range); the
// server's refusals land on the same fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLazyDownloadReportRangeQuery } from '@/api/reports';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import {
  checkCsvRange,
  CSV_RANGE_MAX_DAYS,
  CSV_RANGE_MONTHS_BACK,
  defaultCsvRange,
  type CsvRangeError,
} from '@/lib/reports/csvRange';
import { toastShown } from '@/store/toasts/toastsSlice';
import { browser } from './browser';
import { failureMessage } from '@/lib/apiFailure';

export interface CsvDownloadPanelProps {
  stations: { id: number; name: string }[];
  today: string;
}

type Field = CsvRangeError['field'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  align-items: start;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

interface ServerFieldError {
  field: string;
  message: string;
}

function serverErrors(error: unknown): Partial<Record<Field, string>> {
  const errors = (error as { errors?: ServerFieldError[] } | null)?.errors ?? [];
  const byField: Partial<Record<Field, string>> = {};
  for (const item of errors) {
    const field = item.field.replace(/^(query|body)\./, '');
    if (field === 'start_date' || field === 'end_date') byField[field] ??= item.message;
  }
  return byField;
}

export function CsvDownloadPanel({ stations, today }: CsvDownloadPanelProps) {
  const { t } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const [stationId, setStationId] = useState<string | null>(
    stations[0] ? String(stations[0].id) : null,
  );
  const [range, setRange] = useState(() => defaultCsvRange(today));
  const [fromServer, setFromServer] = useState<Partial<Record<Field, string>>>({});
  const [download, state] = useLazyDownloadReportRangeQuery();

  const broken = checkCsvRange(range.startDate, range.endDate, today);
  const messageOf = (field: Field) => {
    const rule = broken.find((error) => error.field === field)?.rule;
    if (rule) {
      return t(`csv.${rule}`, { days: CSV_RANGE_MAX_DAYS, months: CSV_RANGE_MONTHS_BACK });
    }
    return fromServer[field];
  };
  const change = (field: 'startDate' | 'endDate', value: string) => {
    setRange({ ...range, [field]: value });
    setFromServer({});
  };

  const onDownload = async () => {
    if (!stationId) return;
    try {
      const text = (await download({
        id: Number(stationId),
        startDate: range.startDate,
        endDate: range.endDate,
      }).unwrap()) as string;
      browser.saveText(
        text,
        `datos-${stationId}-${range.startDate}-${range.endDate}.csv`,
        'text/csv',
      );
      dispatch(toastShown({ severity: 'success', message: 'reports:data.csvDownloaded' }));
    } catch (error) {
      const byField = serverErrors(error);
      setFromServer(byField);
      if (Object.keys(byField).length === 0) {
        dispatch(
          toastShown({
            severity: 'error',
            message: failureMessage(error),
          }),
        );
      }
    }
  };

  const startMessage = messageOf('start_date');
  const endMessage = messageOf('end_date');
  const invalid = broken.length > 0 || !stationId;
  return (
    <Card title={t('data.csvTitle')}>
      <Grid>
        <Select
          label={t('data.csvStation')}
          options={stations.map((station) => ({ value: String(station.id), label: station.name }))}
          value={stationId}
          onChange={setStationId}
        />
        <TextField
          type="date"
          label={t('data.startDate')}
          value={range.startDate}
          onChange={(event) => change('startDate', event.target.value)}
          error={startMessage ?? false}
        />
        <TextField
          type="date"
          label={t('data.endDate')}
          value={range.endDate}
          onChange={(event) => change('endDate', event.target.value)}
          error={endMessage ?? false}
        />
      </Grid>
      <Actions>
        <Button disabled={invalid || state.isFetching} onClick={() => void onDownload()}>
          {t('data.csvDownload')}
        </Button>
      </Actions>
    </Card>
  );
}
