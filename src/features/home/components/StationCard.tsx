// One station on the home screen: name, brand, regulator permit and where it is.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FactList } from '@/components/FactList';
import { formatStationLocation } from '@/lib/stationLocation';
import { IconBadge } from '@/components/IconBadge';
import { cardTile } from '@/components/Card';

/** What a card shows of a station (a subset of the API's GasStationSummary). */
export interface StationCardData {
  name: string;
  /** Regulator permit, e.g. PL/658/EXP/ES/2015. */
  permission: string;
  brand: string | null;
  city: string | null;
  state: string | null;
}

export interface StationCardProps {
  station: StationCardData;
}

export const StationCardRoot = styled.article`
  ${cardTile}
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Permit = styled.dd`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export function StationCard({ station }: StationCardProps) {
  const { t } = useTranslation('home');
  const place = formatStationLocation({ city: station.city, state: station.state });
  return (
    <StationCardRoot aria-label={station.name}>
      <Head>
        <IconBadge icon="gas-station" />
        <div>
          <Name>{station.name}</Name>
          {station.brand && <Brand>{station.brand}</Brand>}
        </div>
      </Head>
      <FactList>
        <dt>{t('stations.permit')}</dt>
        <Permit>{station.permission}</Permit>
        <dt>{t('stations.location')}</dt>
        <dd>{place || t('stations.noLocation')}</dd>
      </FactList>
    </StationCardRoot>
  );
}
