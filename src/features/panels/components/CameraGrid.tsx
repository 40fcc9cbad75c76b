// The panel's tiles in its number of columns, left to right and top to bottom in the panel's
// order; one column under 768 px. Says so when nothing is left to show.
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { media } from '@/theme/media';

export interface CameraGridProps {
  columns: number;
  children: ReactNode;
  /** The search that emptied the grid, to say so (else: the panel has no cameras). */
  search?: string;
}

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function CameraGrid({ columns, children, search = '' }: CameraGridProps) {
  const { t } = useTranslation('video');
  if (Children.count(children) === 0) {
    return (
      <EmptyState
        title={search.trim() ? t('grid.noMatch', { search: search.trim() }) : t('grid.empty')}
      />
    );
  }
  return (
    <Grid $columns={Math.min(4, Math.max(1, columns))} role="region" aria-label={t('grid.label')}>
      {children}
    </Grid>
  );
}
