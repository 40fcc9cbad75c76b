// Asking for a report PDF: the report (and its kind), the stations ('Todos' for every one), the
// period (a sensible default per report; one day for the daily report), the pages; then by e-mail, by WhatsApp to chosen
// contacts, or for all the user's stations at once ('Descargar reporte global').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReportKind } from '@/api/reports';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { MultiSelect } from '@/components/MultiSelect';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { singleDay } from '@/lib/dates/calendarPeriods';
import { defaultPeriod, REQUESTABLE_TYPES, type RequestableType } from '../model/periods';
import { useQueueReport } from './useQueueReport';
import { WhatsappDialog } from './WhatsappDialog';

export interface ReportRequestPanelProps {
  stations: { id: number; name: string }[];
  today: string;
}

const KINDS: ReportKind[] = ['price', 'traffic_flow', 'conversion', 'competition'];
const NONE = 'none';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

const Note = styled(Alert)`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

export function ReportRequestPanel({ stations, today }: ReportRequestPanelProps) {
  const { t } = useTranslation('reports');
  const [type, setType] = useState<RequestableType>('weekly_executive');
  const [kind, setKind] = useState<string>(NONE);
  const [stationIds, setStationIds] = useState<string[]>([]);
  const [period, setPeriod] = useState(() => defaultPeriod('weekly_executive', today));
  const [pages, setPages] = useState('1');
  const [whatsappOpen, setWhatsappOpen] = useState(false);
  const { queue, queued, pending } = useQueueReport();

  const chooseType = (value: string) => {
    setType(value as RequestableType);
    setPeriod(defaultPeriod(value as RequestableType, today));
  };

  const input = (ids: number[]) => ({
    report_type: type,
    ...(kind === NONE ? {} : { kind: kind as ReportKind }),
    gas_station_ids: ids,
    start_date: period.startDate,
    end_date: period.endDate,
    pages: Number(pages),
  });
  const chosen = stationIds.map(Number);
  const periodValid =
    period.startDate !== '' && period.endDate !== '' && period.startDate <= period.endDate;
  const canSend = chosen.length > 0 && periodValid && !pending;

  return (
    <Card title={t('data.requestTitle')}>
      <Grid>
        <Select
          label={t('data.report')}
          options={REQUESTABLE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={type}
          onChange={chooseType}
        />
        <Select
          label={t('data.kind')}
          options={[NONE, ...KINDS].map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={setKind}
        />
        <MultiSelect
          label={t('data.stations')}
          options={stations.map((station) => ({ value: String(station.id), label: station.name }))}
          value={stationIds}
          onChange={setStationIds}
          selectAllLabel={t('data.allStations')}
          showSelectAll
        />
        {type === 'daily' ? (
          <TextField
            type="date"
            label={t('data.day')}
            value={period.startDate}
            max={today}
            onChange={(event) => setPeriod(singleDay(event.target.value))}
          />
        ) : (
          <>
            <TextField
              type="date"
              label={t('data.startDate')}
              value={period.startDate}
              max={today}
              onChange={(event) => setPeriod({ ...period, startDate: event.target.value })}
            />
            <TextField
              type="date"
              label={t('data.endDate')}
              value={period.endDate}
              max={today}
              onChange={(event) => setPeriod({ ...period, endDate: event.target.value })}
            />
          </>
        )}
        <Select
          label={t('data.pages')}
          options={['1', '2', '3'].map((value) => ({
            value,
            label: t('data.pagesOption', { count: Number(value) }),
          }))}
          value={pages}
          onChange={setPages}
        />
      </Grid>
      <Buttons>
        <Button
          disabled={!canSend}
          onClick={() => void queue(input(chosen), 'reports:data.queuedToast')}
        >
          {t('data.generate')}
        </Button>
        <Button variant="secondary" disabled={!canSend} onClick={() => setWhatsappOpen(true)}>
          {t('data.whatsapp')}
        </Button>
        <Button
          variant="secondary"
          disabled={stations.length === 0 || !periodValid || pending}
          onClick={() =>
            void queue(input(stations.map((station) => station.id)), 'reports:data.queuedToast')
          }
        >
          {t('data.global')}
        </Button>
      </Buttons>
      {chosen.length === 0 && <p>{t('data.chooseStations')}</p>}
      {queued && <Note severity="info">{t('data.queuedNote')}</Note>}
      <WhatsappDialog
        open={whatsappOpen}
        pending={pending}
        onCancel={() => setWhatsappOpen(false)}
        onSend={(contactIds) =>
          void queue(
            { ...input(chosen), channel: 'whatsapp', contact_ids: contactIds },
            'reports:data.whatsappToast',
          ).then((ok) => ok && setWhatsappOpen(false))
        }
      />
    </Card>
  );
}
