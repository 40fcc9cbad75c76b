// Stand-in for screens not built yet: the screen name and an "en construcción" message.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@/components/Icon';

export interface PlaceholderScreenProps {
  /** Screen name shown as the heading, e.g. 'Cámaras'. */
  name: ReactNode;
  description?: ReactNode;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 320px;
  padding: ${({ theme }) => theme.space.xxxl}px ${({ theme }) => theme.space.xl}px;
  text-align: center;
  background: ${({ theme }) => theme.colors.background.paper};
  border: 1px dashed ${({ theme }) => theme.colors.grey[300]};
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  max-width: 480px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function PlaceholderScreen({ name, description, className }: PlaceholderScreenProps) {
  const { t } = useTranslation('common');
  return (
    <Root className={className} aria-label={typeof name === 'string' ? name : undefined}>
      <Badge aria-hidden>
        <Icon name="settings" size={34} />
      </Badge>
      <Title>{name}</Title>
      <Text>{description ?? t('shell.underConstruction')}</Text>
    </Root>
  );
}
