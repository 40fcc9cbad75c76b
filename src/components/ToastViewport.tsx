// Fixed stack of toasts, bottom centre by default (the files screen uses bottom right).
// Purely presentational: the caller owns the list and removes an item when onDismiss(id) fires.
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { media } from '@/theme/media';
import { Toast, DEFAULT_TOAST_DURATION_MS, type ToastItem } from './Toast';

export type { ToastItem, ToastSeverity } from './Toast';
export { DEFAULT_TOAST_DURATION_MS } from './Toast';

export type ToastPosition = 'bottom-center' | 'bottom-right';

export interface ToastViewportProps {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  position?: ToastPosition;
  durationMs?: number;
}

const Region = styled.section<{ $position: ToastPosition }>`
  position: fixed;
  bottom: ${({ theme }) => theme.space.xl}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  width: min(440px, calc(100vw - 32px));
  pointer-events: none;
  ${({ $position, theme }) =>
    $position === 'bottom-right'
      ? css`
          right: ${theme.space.xl}px;
        `
      : css`
          left: 50%;
          transform: translateX(-50%);
        `}
  ${media.mobile} {
    left: 16px;
    right: 16px;
    bottom: 16px;
    width: auto;
    transform: none;
  }
`;

export function ToastViewport({
  toasts,
  onDismiss,
  position = 'bottom-center',
  durationMs = DEFAULT_TOAST_DURATION_MS,
}: ToastViewportProps) {
  const { t } = useTranslation('common');
  return (
    <Region $position={position} aria-label={t('toast.region')} data-position={position}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} durationMs={durationMs} />
      ))}
    </Region>
  );
}
