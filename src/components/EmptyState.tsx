// "Nothing here" block for lists and tables. Title defaults to the common 'Vacío'.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  icon?: IconName;
  title?: ReactNode;
  description?: ReactNode;
  /** e.g. a Button to create the first item. */
  action?: ReactNode;
  compact?: boolean;
  className?: string;
}

const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ $compact, theme }) => ($compact ? theme.space.xl : theme.space.xxxl)}px
    ${({ theme }) => theme.space.xl}px;
  text-align: center;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  max-width: 420px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const ActionSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

export function EmptyState({
  icon = 'folder-open',
  title,
  description,
  action,
  compact = false,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Root $compact={compact} className={className}>
      <Badge aria-hidden>
        <Icon name={icon} size={30} />
      </Badge>
      <Title>{title ?? t('status.empty')}</Title>
      {description !== undefined && <Description>{description}</Description>}
      {action !== undefined && <ActionSlot>{action}</ActionSlot>}
    </Root>
  );
}
