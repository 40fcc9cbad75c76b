// The station's own prices, one card per fuel of tar_list, each in its fuel's
// colour with its icon.
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import type { FuelTariffView } from '../model/viewTypes';

export interface FuelCardsProps {
  tariffs: FuelTariffView[];
  loading?: boolean;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FuelCard = styled.li<{ $color: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
`;

const Badge = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ $color }) => `${$color}1f`};
  color: ${({ $color }) => $color};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  font-variant-numeric: tabular-nums;
`;

const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function FuelCards({ tariffs, loading = false }: FuelCardsProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  if (loading) {
    return (
      <Grid aria-busy>
        {['regular', 'premium', 'diesel'].map((fuel) => (
          <FuelCard key={fuel} $color={theme.colors.grey[300]}>
            <Skeleton variant="circle" width={40} />
            <Texts style={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton width="70%" height={24} />
            </Texts>
          </FuelCard>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {tariffs.map((tariff) => {
        const color = theme.colors.fuel[tariff.tar];
        return (
          <FuelCard key={tariff.tar} $color={color} data-fuel={tariff.tar}>
            <Badge $color={color} aria-hidden>
              <Icon name="gas-station" size={22} />
            </Badge>
            <Texts>
              <Name>{tariff.title}</Name>
              <Price>
                {tariff.price === null ? t('fuels.noPrice') : money.format(tariff.price)}
              </Price>
            </Texts>
          </FuelCard>
        );
      })}
    </Grid>
  );
}
