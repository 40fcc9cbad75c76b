// One notification. It dismisses itself after durationMs (default 6 s) by calling
// onDismiss(id); hovering or focusing it pauses the countdown, leaving restarts it.
// Errors and warnings are role="alert", success and info role="status".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { Severity } from '@/theme/theme';
import { severityIcons } from './Alert';
import { useLatestRef } from './hooks/useLatestRef';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

export type ToastSeverity = Severity;

export interface ToastItem {
  id: string;
  severity: ToastSeverity;
  message: string;
  /** Per-toast override; null keeps it until dismissed. */
  durationMs?: number | null;
}

export const DEFAULT_TOAST_DURATION_MS = 6000;

export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  durationMs?: number;
}

const enter = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

const Root = styled.div<{ $severity: ToastSeverity }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.sm}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $severity, theme }) => theme.colors.alert[$severity].main};
  color: ${({ theme }) => theme.colors.text.inverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${enter} 200ms ease-out;
`;

const Message = styled.p`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Dismiss = styled(IconButton)`
  color: inherit;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.18);
    color: inherit;
  }
`;

export function Toast({ toast, onDismiss, durationMs = DEFAULT_TOAST_DURATION_MS }: ToastProps) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const onDismissRef = useLatestRef(onDismiss);
  const duration = toast.durationMs === undefined ? durationMs : toast.durationMs;

  useEffect(() => {
    if (paused || duration === null) return;
    const timer = setTimeout(() => onDismissRef.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, toast.id, onDismissRef]);

  const urgent = toast.severity === 'error' || toast.severity === 'warning';
  return (
    <Root
      $severity={toast.severity}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-severity={toast.severity}
    >
      <Icon name={severityIcons[toast.severity]} size={20} />
      <Message>{toast.message}</Message>
      <Dismiss
        icon="close"
        size="small"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      />
    </Root>
  );
}
