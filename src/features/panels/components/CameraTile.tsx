// One camera of a grid: its name and station over the picture, its stream state, and the
// actions of the signed-in detail (full screen, 'Compartir video'); public pages show no share.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { StatusDot, type StatusTone } from '@/components/StatusDot';
import type { TileStatus } from '../model/tileView';

const TONE: Record<TileStatus, StatusTone> = {
  live: 'success',
  connecting: 'warning',
  offline: 'neutral',
  error: 'error',
};

export interface CameraTileProps {
  name: string;
  station: string | null;
  status: TileStatus;
  /** The player (or its placeholder). */
  children: ReactNode;
  onFullscreen?: () => void;
  onShare?: () => void;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function CameraTile({
  name,
  station,
  status,
  children,
  onFullscreen,
  onShare,
}: CameraTileProps) {
  const { t } = useTranslation('video');
  return (
    <Article aria-label={name} data-testid="camera-tile">
      <Header>
        <div>
          <h3>{name}</h3>
          <p>{station ? t('tile.station', { name: station }) : t('tile.noStation')}</p>
        </div>
        <StatusDot tone={TONE[status]}>{t(`status.${status}`)}</StatusDot>
      </Header>
      {children}
      {(onFullscreen || onShare) && (
        <Actions>
          {onShare ? (
            <Button
              variant="text"
              size="small"
              onClick={onShare}
              aria-label={t('tile.shareLabel', { name })}
            >
              {t('tile.share')}
            </Button>
          ) : (
            <span />
          )}
          {onFullscreen && (
            <Button
              variant="text"
              size="small"
              onClick={onFullscreen}
              aria-label={t('tile.fullscreen', { name })}
            >
              {t('tile.fullscreenShort')}
            </Button>
          )}
        </Actions>
      )}
    </Article>
  );
}
