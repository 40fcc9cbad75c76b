// Where a live picture shows: the <video> (muted, so browsers let it play by itself) with a
// line over it while it connects or reconnects; or, when there can be no picture, a message
// saying why (no source, video not installed on the server, browser without MSE, link ended),
// never a blank player.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { PlayerView } from '../model/tileView';

export type { PlayerView } from '../model/tileView';

const WITHOUT_PICTURE: readonly PlayerView[] = ['noSource', 'unavailable', 'unsupported', 'ended'];

export interface PlayerSurfaceProps {
  view: PlayerView;
  /** Camera name, for the video's accessible name. */
  name: string;
  videoRef?: Ref<HTMLVideoElement>;
  /** The server's words for 'unavailable' (what to install). */
  message?: string | null;
  /** Fill the parent's height (full screen) instead of a 16:9 box. */
  fill?: boolean;
}

const Frame = styled.div<{ $fill: boolean }>`
  position: relative;
  width: 100%;
  ${({ $fill }) => ($fill ? 'height: 100%;' : 'aspect-ratio: 16 / 9;')}
  background: #101820;
  border-radius: ${({ theme, $fill }) => ($fill ? 0 : theme.radii.sm)}px;
  overflow: hidden;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Overlay = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Message = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-align: center;
  p {
    margin: 0;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

export function PlayerSurface({ view, name, videoRef, message, fill = false }: PlayerSurfaceProps) {
  const { t } = useTranslation('video');
  if (WITHOUT_PICTURE.includes(view)) {
    return (
      <Frame $fill={fill} data-view={view}>
        <Message role="status">
          <p>{t(`player.${view}`)}</p>
          {view === 'unavailable' && message && <code>{message}</code>}
        </Message>
      </Frame>
    );
  }
  const line =
    view === 'connecting' || view === 'reconnecting' || view === 'paused'
      ? t(`player.${view}`)
      : null;
  return (
    <Frame $fill={fill} data-view={view}>
      <video ref={videoRef} muted autoPlay playsInline aria-label={t('player.label', { name })} />
      {line && <Overlay role="status">{line}</Overlay>}
    </Frame>
  );
}
