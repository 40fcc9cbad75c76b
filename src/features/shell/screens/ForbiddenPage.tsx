// Shown inside the layout when the signed-in user may not open a screen: 'No tienes acceso a
// esta sección' and a link home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export default function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      icon="alert-warning"
      title={t('forbidden.title')}
      description={t('forbidden.message')}
      action={<HomeLink to="/home">{t('forbidden.goHome')}</HomeLink>}
    />
  );
}
