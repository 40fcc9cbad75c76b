// What the regulator's registry says of a permit: the station found (name, address,
// coordinates, latest prices, whether one of ours already holds it) with 'Usar estos datos', or
// the spec's message when no registered station matches.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';

export interface RegistryMatch {
  name: string | null;
  brand: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  prices: {
    regular: number | null;
    premium: number | null;
    diesel: number | null;
    price_date: string | null;
  };
  registered_as: { id: number; name: string } | null;
}

export type RegistryLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; station: RegistryMatch }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

export interface RegistryLookupResultProps {
  lookup: RegistryLookup;
  onUse: (station: RegistryMatch) => void;
}

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Busy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const price = (value: number | null) => (value === null ? '—' : `$${value.toFixed(2)}`);

export function RegistryLookupResult({ lookup, onUse }: RegistryLookupResultProps) {
  const { t } = useTranslation('gasStations');
  switch (lookup.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <Busy role="status">
          <Spinner size="small" decorative />
          {t('registry.looking')}
        </Busy>
      );
    case 'notFound':
      return <Alert severity="warning">{t('registry.notFound')}</Alert>;
    case 'error':
      return <Alert severity="error">{lookup.message}</Alert>;
    case 'found': {
      const { station } = lookup;
      return (
        <Alert
          severity={station.registered_as ? 'warning' : 'success'}
          title={t('registry.found')}
          actionLabel={station.registered_as ? undefined : t('registry.use')}
          onAction={station.registered_as ? undefined : () => onUse(station)}
        >
          <Details>
            <strong>{station.name ?? '—'}</strong>
            {station.address && <span>{station.address}</span>}
            {station.latitude !== null && station.longitude !== null && (
              <span>
                {t('registry.coordinates', {
                  latitude: station.latitude.toFixed(5),
                  longitude: station.longitude.toFixed(5),
                })}
              </span>
            )}
            <span>
              {station.prices.price_date
                ? t('registry.prices', {
                    date: station.prices.price_date,
                    regular: price(station.prices.regular),
                    premium: price(station.prices.premium),
                    diesel: price(station.prices.diesel),
                  })
                : t('registry.noPrices')}
            </span>
            {station.registered_as && (
              <span>{t('registry.alreadyRegistered', { name: station.registered_as.name })}</span>
            )}
          </Details>
        </Alert>
      );
    }
  }
}

export function RegistryLookupButton({
  disabled,
  onClick,
}: {
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('gasStations');
  return (
    <Button
      type="button"
      variant="secondary"
      startIcon="search"
      disabled={disabled}
      onClick={onClick}
    >
      {t('registry.lookup')}
    </Button>
  );
}
