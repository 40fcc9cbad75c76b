// Top of the home screen: greeting by time of day, today's date, and who the user is (account
// and role) next to their avatar.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/Avatar';
import { firstName, type GreetingPeriod } from '../model/greeting';

export interface HomeHeaderProps {
  name: string;
  period: GreetingPeriod;
  /** Already formatted, e.g. 'lunes, 2 de marzo de 2026'. */
  dateText: string;
  pictureUrl?: string | null;
  customerName?: string | null;
  /** Role name as the server gives it (Admin, Editor, Visor, Proveedor). */
  roleName?: string | null;
}

const Root = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xl}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryStrong} 0%,
    ${({ theme }) => theme.colors.secondaryStrong} 100%
  );
  color: ${({ theme }) => theme.colors.text.inverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const AvatarRing = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding: 3px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Greeting = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const DateLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  opacity: 0.92;
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: rgba(255, 255, 255, 0.18);
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function HomeHeader({
  name,
  period,
  dateText,
  pictureUrl,
  customerName,
  roleName,
}: HomeHeaderProps) {
  const { t } = useTranslation('home');
  const hasChips = Boolean(customerName) || Boolean(roleName);
  return (
    <Root>
      <AvatarRing>
        <Avatar src={pictureUrl} name={name} size="large" />
      </AvatarRing>
      <Texts>
        <Greeting>{t(`greeting.${period}`, { name: firstName(name) })}</Greeting>
        <DateLine>{t('today', { date: dateText })}</DateLine>
        {hasChips && (
          <Chips>
            {customerName && <Chip>{t('account', { name: customerName })}</Chip>}
            {roleName && (
              <Chip>{t('role', { role: t(`roles.${roleName}`, { defaultValue: roleName }) })}</Chip>
            )}
          </Chips>
        )}
      </Texts>
    </Root>
  );
}
