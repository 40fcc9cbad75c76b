// One station on the home screen: name, brand, regulator permit and where it is.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FactList } from '@/components/FactList';
import { Icon } from '@/components/Icon';
import { formatStationLocation } from '@/lib/stationLocation';

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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.background.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
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
        <Badge aria-hidden="true">
          <Icon name="gas-station" size={22} />
        </Badge>
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
