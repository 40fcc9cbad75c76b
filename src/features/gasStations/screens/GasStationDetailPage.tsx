// Gas station detail (`/gas-stations/detail/:idGasStation`): six tabs — General (the form),
// Operators, Reports, Rivals, Station shifts and Station volumetric system.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGetGasStationQuery } from '@/api/gasStations';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { Tabs } from '@/components/Tabs';
import { GasStationFormContainer } from '../containers/GasStationFormContainer';
import { OperatorsTab } from '../containers/OperatorsTab';
import { ReportsTab } from '../containers/ReportsTab';
import { RivalsTab } from '../containers/RivalsTab';
import { ShiftsTab } from '../containers/ShiftsTab';
import { VolumetricTab } from '../containers/VolumetricTab';
import { failureMessage, failureStatus } from '@/lib/apiFailure';

export const DETAIL_TABS = [
  'general',
  'operators',
  'reports',
  'rivals',
  'shifts',
  'volumetric',
] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.xl}px;
`;

export default function GasStationDetailPage() {
  const { t } = useTranslation(['gasStations', 'common']);
  const navigate = useNavigate();
  const id = Number(useParams().idGasStation);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: station,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetGasStationQuery({ id }, { skip: !valid });
  const [tab, setTab] = useState<DetailTab>('general');
  const back = (
    <Button variant="text" startIcon="arrow-left" onClick={() => navigate('/gas-stations')}>
      {t('detail.back')}
    </Button>
  );

  if (!valid || failureStatus(error) === 404) {
    return <EmptyState icon="gas-station" title={t('detail.notFound')} action={back} />;
  }
  if (isError) {
    const message = failureMessage(error);
    return (
      <EmptyState
        icon="gas-station"
        title={t('detail.loadFailed')}
        description={t(message, { defaultValue: message })}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (isLoading || !station) return <Spinner centered />;

  return (
    <Card
      title={station.name}
      subtitle={`${station.permission} · ${station.customer.name}`}
      actions={back}
    >
      <Tabs
        aria-label={station.name}
        value={tab}
        onChange={(key) => setTab(key as DetailTab)}
        tabs={DETAIL_TABS.map((key) => ({ key, label: t(`detail.tabs.${key}`) }))}
      >
        <Panel>
          {tab === 'general' && (
            <GasStationFormContainer
              key={station.updated_at}
              station={station}
              onSaved={() => undefined}
            />
          )}
          {tab === 'operators' && <OperatorsTab stationId={station.id} />}
          {tab === 'reports' && <ReportsTab stationId={station.id} />}
          {tab === 'rivals' && <RivalsTab station={station} />}
          {tab === 'shifts' && <ShiftsTab station={station} />}
          {tab === 'volumetric' && <VolumetricTab station={station} />}
        </Panel>
      </Tabs>
    </Card>
  );
}
