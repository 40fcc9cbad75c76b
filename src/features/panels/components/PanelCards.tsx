// The VMS home: one card per panel with its title, name, client and number of cameras, a link
// that opens it and 'Compartir'; edit and delete only for those who manage panels. Loading shows
// card-shaped placeholders, a failure its message with 'Reintentar', an empty list `empty`.
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FactList } from '@/components/FactList';
import { Button } from '@/components/Button';
import { IconButton } from '@/components/IconButton';
import { Skeleton } from '@/components/Skeleton';
import { IconBadge } from '@/components/IconBadge';
import { cardTile } from '@/components/Card';
import { RetryAlert } from '@/components/RetryAlert';

export interface PanelCardData {
  id: number;
  title: string;
  name: string;
  customer: string;
  cameraCount: number;
}

export interface PanelCardsProps {
  panels: PanelCardData[];
  canManage: boolean;
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Shown when there are no panels. */
  empty: ReactNode;
  /** The panel's address, so the link also opens in a new tab. */
  hrefOf: (id: number) => string;
  onOpen: (id: number) => void;
  /** Omitted without the vms flag (a viewer without permissions watches, not shares). */
  onShare?: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px ${theme.space.xl}px`};
  list-style: none;
  @media (max-width: ${({ theme }) => theme.mobileMaxWidth}px) {
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

const Tile = styled.li`
  ${cardTile}
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const TitleLink = styled.a`
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const Subtle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: auto;
`;

const Spacer = styled.span`
  flex: 1;
`;

const Message = styled.div`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

/** A plain click opens in the app; modified clicks keep the browser's (new tab, window). */
function inApp(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  open();
}

const PLACEHOLDER_CARDS = 3;

export function PanelCards({
  panels,
  canManage,
  loading = false,
  error = null,
  empty,
  hrefOf,
  onOpen,
  onShare,
  onEdit,
  onDelete,
}: PanelCardsProps) {
  const { t } = useTranslation(['panels', 'common']);
  if (error) {
    return (
      <Message>
        <RetryAlert failure={error} />
      </Message>
    );
  }
  if (loading) {
    return (
      <Grid role="status" aria-label={t('loading')} aria-busy="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <Tile key={i} aria-hidden>
            <Head>
              <Skeleton variant="rect" width={40} height={40} />
              <Titles style={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="45%" />
              </Titles>
            </Head>
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="rect" width={120} height={32} />
          </Tile>
        ))}
      </Grid>
    );
  }
  if (panels.length === 0) return <Message>{empty}</Message>;
  return (
    <Grid aria-label={t('cardsLabel')}>
      {panels.map((panel) => (
        <Tile key={panel.id}>
          <Head>
            <IconBadge icon="camera" />
            <Titles>
              <Title>
                <TitleLink
                  href={hrefOf(panel.id)}
                  onClick={(event) => inApp(event, () => onOpen(panel.id))}
                >
                  {panel.title}
                </TitleLink>
              </Title>
              {panel.name !== panel.title && <Subtle>{panel.name}</Subtle>}
            </Titles>
          </Head>
          <FactList>
            <dt>{t('fields.customer')}</dt>
            <dd>{panel.customer}</dd>
            <dt>{t('fields.cameras')}</dt>
            <dd>{t('cameraCount', { count: panel.cameraCount })}</dd>
          </FactList>
          <Actions>
            <Button
              size="small"
              startIcon="play"
              aria-label={t('actions.openNamed', { name: panel.name })}
              onClick={() => onOpen(panel.id)}
            >
              {t('actions.open')}
            </Button>
            {onShare && (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('actions.shareNamed', { name: panel.name })}
                onClick={() => onShare(panel.id)}
              >
                {t('actions.share')}
              </Button>
            )}
            {canManage && (
              <>
                <Spacer />
                <IconButton
                  icon="edit"
                  size="small"
                  aria-label={t('actions.editNamed', { name: panel.name })}
                  onClick={() => onEdit(panel.id)}
                />
                <IconButton
                  icon="delete"
                  size="small"
                  variant="danger"
                  aria-label={t('actions.deleteNamed', { name: panel.name })}
                  onClick={() => onDelete(panel.id)}
                />
              </>
            )}
          </Actions>
        </Tile>
      ))}
    </Grid>
  );
}
