// Inline message in four severities. Errors and warnings use role="alert" (announced at once);
// info and success use role="status". The caller supplies the action label (e.g. 'Reintentar').
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Severity } from '@/theme/theme';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { IconButton } from './IconButton';

export type AlertSeverity = Severity;

export interface AlertProps {
  severity?: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  actionLabel?: ReactNode;
  onAction?: () => void;
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
}

export const severityIcons: Record<AlertSeverity, IconName> = {
  error: 'alert-error',
  warning: 'alert-warning',
  info: 'alert-info',
  success: 'alert-success',
};

const Root = styled.div<{ $severity: AlertSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ $severity, theme }) => theme.colors.alert[$severity].main}33;
  background: ${({ $severity, theme }) => theme.colors.alert[$severity].light};
  color: ${({ $severity, theme }) => theme.colors.alert[$severity].text};
`;

const IconSlot = styled.span<{ $severity: AlertSeverity }>`
  display: inline-flex;
  padding-top: 1px;
  color: ${({ $severity, theme }) => theme.colors.alert[$severity].main};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: 2px;
`;

// The action takes the alert's text colour so it reads as part of the message.
const ActionButton = styled(Button)`
  color: inherit;
  &:hover:not(:disabled) {
    background: rgba(0, 0, 0, 0.06);
  }
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: -4px -4px -4px 0;
`;

export function Alert({
  severity = 'info',
  title,
  children,
  actionLabel,
  onAction,
  onClose,
  className,
}: AlertProps) {
  const { t } = useTranslation('common');
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Root $severity={severity} role={urgent ? 'alert' : 'status'} className={className}>
      <IconSlot $severity={severity}>
        <Icon name={severityIcons[severity]} size={20} />
      </IconSlot>
      <Content>
        {title !== undefined && <Title>{title}</Title>}
        {children}
      </Content>
      {(onAction || onClose) && (
        <Side>
          {onAction && actionLabel !== undefined && (
            <ActionButton variant="text" size="small" onClick={onAction}>
              {actionLabel}
            </ActionButton>
          )}
          {onClose && (
            <IconButton
              icon="close"
              size="small"
              aria-label={t('actions.close')}
              onClick={onClose}
            />
          )}
        </Side>
      )}
    </Root>
  );
}
