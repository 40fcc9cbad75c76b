// One floating download monitor, 320 px wide: 'Iniciando descarga...',
// 'Descargando... N%', paused, complete or 'Error en la descarga', with a progress bar and the
// actions of its state: pause/resume, retry (when a retry handler is given), cancel, which
// reads 'Descartar' once complete. Clicking it when complete or failed downloads again.
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import type { DownloadStatus } from '../model/downloadsSlice';

export const MONITOR_WIDTH = 320;

export interface DownloadMonitorProps {
  name: string;
  status: Exclude<DownloadStatus, 'closed'>;
  /** 0-100, or null while the size is unknown. */
  percent: number | null;
  /** A specific failure message; null shows 'Error en la descarga'. */
  error?: string | null;
  onPause: () => void;
  onResume: () => void;
  /** Retry is offered only when a handler exists. */
  onRetry?: () => void;
  onCancel: () => void;
  onRetrigger: () => void;
  className?: string;
}

const Card = styled.section<{ $status: DownloadMonitorProps['status'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  width: ${MONITOR_WIDTH}px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ $status, theme }) =>
      $status === 'failed'
        ? theme.colors.alert.error.main
        : $status === 'complete'
          ? theme.colors.alert.success.main
          : theme.colors.primary};
  background: ${({ theme }) => theme.colors.background.paper};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Summary = styled.button<{ $clickable: boolean }>`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0;
  border: none;
  background: transparent;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: default;
  ${({ $clickable }) =>
    $clickable &&
    css`
      cursor: pointer;
    `}
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Status = styled.span<{ $error: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ $error, theme }) =>
    $error ? theme.colors.alert.error.main : theme.colors.text.secondary};
`;

const Track = styled.div`
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.grey[200]};
  overflow: hidden;
`;

const Bar = styled.div<{ $percent: number; $status: DownloadMonitorProps['status'] }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ $status, theme }) =>
    $status === 'failed'
      ? theme.colors.alert.error.main
      : $status === 'paused'
        ? theme.colors.grey[500]
        : $status === 'complete'
          ? theme.colors.alert.success.main
          : theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

export function DownloadMonitor({
  name,
  status,
  percent,
  error = null,
  onPause,
  onResume,
  onRetry,
  onCancel,
  onRetrigger,
  className,
}: DownloadMonitorProps) {
  const { t } = useTranslation('files');
  const shown = status === 'complete' ? 100 : (percent ?? 0);
  const text =
    status === 'starting'
      ? t('monitor.starting')
      : status === 'downloading'
        ? t('monitor.downloading', { percent: shown })
        : status === 'paused'
          ? t('monitor.paused', { percent: shown })
          : status === 'complete'
            ? t('monitor.complete')
            : (error ?? t('monitor.error'));
  const clickable = status === 'complete' || status === 'failed';
  const icon =
    status === 'failed' ? 'alert-error' : status === 'complete' ? 'alert-success' : 'download';

  return (
    <Card $status={status} aria-label={t('monitor.label', { name })} className={className}>
      <Top>
        <Summary
          // Only a finished or failed download can be clicked (to download it again).
          {...(clickable
            ? {
                as: 'button',
                type: 'button',
                onClick: onRetrigger,
                'aria-label': t('monitor.retrigger', { name }),
              }
            : { as: 'div' })}
          $clickable={clickable}
        >
          <Icon name={icon} size={20} aria-hidden />
          <Texts>
            <Name title={name}>{name}</Name>
            <Status $error={status === 'failed'} role="status">
              {text}
            </Status>
          </Texts>
        </Summary>
        {(status === 'starting' || status === 'downloading') && (
          <IconButton icon="pause" size="small" aria-label={t('monitor.pause')} onClick={onPause} />
        )}
        {status === 'paused' && (
          <IconButton
            icon="play"
            size="small"
            aria-label={t('monitor.resume')}
            onClick={onResume}
          />
        )}
        {status === 'failed' && onRetry && (
          <IconButton icon="retry" size="small" aria-label={t('monitor.retry')} onClick={onRetry} />
        )}
        {status === 'complete' ? (
          <Button variant="text" size="small" onClick={onCancel}>
            {t('monitor.discard')}
          </Button>
        ) : (
          <IconButton
            icon="close"
            size="small"
            aria-label={t('monitor.cancel')}
            onClick={onCancel}
          />
        )}
      </Top>
      <Track
        role="progressbar"
        aria-label={t('monitor.progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent === null && status !== 'complete' ? undefined : shown}
      >
        <Bar $percent={shown} $status={status} />
      </Track>
    </Card>
  );
}
