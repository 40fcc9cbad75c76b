// The edit screen's linked stations: their pull state, 'Sincronizar ahora' (queues a pull of
// each) and where stations are linked (each station's volumetric tab).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePullVolumetricSystemMutation, type VolumetricSystem } from '@/api/volumetric';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { toastShown } from '@/store/toasts/toastsSlice';
import { StationSyncTable } from '../components/StationSyncTable';
import { VOLUMETRIC_FAILURES } from '../model/saveFailure';
import { failureMessage } from '@/lib/apiFailure';

/** The gas stations list, where a station's volumetric tab links it to a system. */
export const GAS_STATIONS_PATH = '/gas-stations';

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export function StationSyncPanel({ system }: { system: VolumetricSystem }) {
  const { t } = useTranslation('volumetric');
  const dispatch = useAppDispatch();
  const [pull, pulling] = usePullVolumetricSystemMutation();

  const syncNow = async () => {
    try {
      const { queued } = await pull({
        volumetricSupplierId: system.volumetric_supplier_id,
        id: system.id,
      }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: 'volumetric:sync.queued',
          values: { count: queued },
        }),
      );
    } catch (error) {
      dispatch(
        toastShown({ severity: 'error', message: failureMessage(error, VOLUMETRIC_FAILURES) }),
      );
    }
  };

  return (
    <Card
      title={t('sync.title')}
      flush
      actions={
        <Button
          variant="secondary"
          startIcon="retry"
          loading={pulling.isLoading}
          disabled={pulling.isLoading || system.stations.length === 0}
          onClick={() => void syncNow()}
        >
          {t('sync.now')}
        </Button>
      }
    >
      <StationSyncTable rows={system.stations.map((s) => ({ ...s, id: s.gas_station_id }))} />
      <Note>
        {t('sync.linkNote')} <Link to={GAS_STATIONS_PATH}>{t('sync.linkAction')}</Link>
      </Note>
    </Card>
  );
}
