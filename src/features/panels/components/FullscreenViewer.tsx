// One camera over the whole page: the browser's full screen when it grants it (the click that
// opened it counts as the user's gesture), otherwise an overlay covering the window. Escape, the
// close button or leaving the browser's full screen closes it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';

export interface FullscreenViewerProps {
  name: string;
  station: string | null;
  /** The full-quality player. */
  children: ReactNode;
  onClose: () => void;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: #000;
  color: #fff;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: #d0d6da;
  }
  button {
    color: #fff;
  }
`;

const Stage = styled.div`
  flex: 1;
  min-height: 0;
`;

export function FullscreenViewer({ name, station, children, onClose }: FullscreenViewerProps) {
  const { t } = useTranslation('video');
  const root = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = root.current;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === element) entered = true;
      else if (entered) closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    element?.focus();
    element?.requestFullscreen?.().catch(() => undefined); // refused: the overlay stays
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
      if (document.fullscreenElement === element) void document.exitFullscreen?.();
    };
  }, []);

  return (
    <Overlay ref={root} role="dialog" aria-modal="true" aria-label={name} tabIndex={-1}>
      <Bar>
        <div>
          <h2>{name}</h2>
          <p>{station ? `${station} · ${t('fullscreen.hint')}` : t('fullscreen.hint')}</p>
        </div>
        <Button variant="text" startIcon="close" onClick={onClose}>
          {t('fullscreen.close')}
        </Button>
      </Bar>
      <Stage>{children}</Stage>
    </Overlay>
  );
}
