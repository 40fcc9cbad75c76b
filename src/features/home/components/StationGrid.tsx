// The user's stations as cards, with loading skeletons, an empty state and an error state
// with a retry button.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { StationCard, StationCardRoot, type StationCardData } from './StationCard';

export type StationGridState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; stations: (StationCardData & { id: number })[]; total: number };

export interface StationGridProps {
  state: StationGridState;
  /** How many loading cards to draw. */
  placeholders?: number;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function StationGrid({ state, placeholders = 3 }: StationGridProps) {
  const { t } = useTranslation('home');
  if (state.status === 'loading') {
    return (
      <Grid aria-busy="true" aria-label={t('stations.loading')}>
        {Array.from({ length: placeholders }, (_, index) => (
          <StationCardRoot key={index} data-testid="station-skeleton">
            <Skeleton variant="rect" height={40} width={40} />
            <Skeleton variant="text" lines={3} />
          </StationCardRoot>
        ))}
      </Grid>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        title={t('stations.error.title')}
        actionLabel={t('stations.error.retry')}
        onAction={state.onRetry}
      >
        {state.message}
      </Alert>
    );
  }
  if (state.stations.length === 0) {
    return (
      <EmptyState
        icon="gas-station"
        title={t('stations.empty.title')}
        description={t('stations.empty.message')}
        compact
      />
    );
  }
  return (
    <>
      <Grid>
        {state.stations.map((station) => (
          <StationCard key={station.id} station={station} />
        ))}
      </Grid>
      {state.total > state.stations.length && (
        <Note>{t('stations.shownOf', { shown: state.stations.length, total: state.total })}</Note>
      )}
    </>
  );
}
