// Home (`/home`): an overview for the signed-in user: a greeting, the stations they can access
// (GET /api/gas_stations) and shortcuts to the areas their role and flags open.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useAppSelector } from '@/store/hooks';
import { Card } from '@/components/Card';
import { AgencyOverview } from '../containers/AgencyOverview';
import { HomeHeader } from '../components/HomeHeader';
import { ShortcutGrid } from '../components/ShortcutGrid';
import { StationGrid, type StationGridState } from '../components/StationGrid';
import { greetingPeriod, longDate } from '../model/greeting';
import { shortcutsFor } from '../model/shortcuts';
import { failureMessage } from '@/lib/apiFailure';

/** The station list is asked for with items=1000 (shared cache with other screens). */
export const STATION_QUERY = { items: 1000 } as const;
/** Cards shown on the overview; the rest are counted. */
export const HOME_STATION_LIMIT = 12;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const profile = useAppSelector((state) => state.auth.profile);
  const stations = useListGasStationsQuery(STATION_QUERY);
  const shortcuts = useMemo(() => shortcutsFor(profile), [profile]);
  const now = new Date();
  const translateMessage = (message: string) => t(message, { defaultValue: message });

  const gridState: StationGridState = stations.isLoading
    ? { status: 'loading' }
    : stations.isError || !stations.data
      ? {
          status: 'error',
          message: translateMessage(failureMessage(stations.error)),
          onRetry: () => void stations.refetch(),
        }
      : {
          status: 'ready',
          stations: stations.data.items.slice(0, HOME_STATION_LIMIT),
          total: stations.data.total,
        };

  return (
    <Page>
      <HomeHeader
        name={profile?.name ?? ''}
        period={greetingPeriod(now.getHours())}
        dateText={longDate(now, i18n.language)}
        pictureUrl={profile?.profile_picture_url}
        customerName={profile?.customer?.legal_name}
        roleName={profile?.user_role?.name}
      />
      <Card
        title={t('stations.title')}
        subtitle={stations.data ? t('stations.count', { count: stations.data.total }) : undefined}
      >
        <StationGrid state={gridState} />
      </Card>
      {profile?.user_permission?.dashboard && (
        <Card title={t('dashboard:agency.title')} subtitle={t('dashboard:agency.subtitle')}>
          <AgencyOverview />
        </Card>
      )}
      {shortcuts.length > 0 && (
        <Card title={t('shortcuts.title')}>
          <ShortcutGrid shortcuts={shortcuts} />
        </Card>
      )}
    </Page>
  );
}
