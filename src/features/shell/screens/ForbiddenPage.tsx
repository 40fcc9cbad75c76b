// Shown inside the layout when the signed-in user may not open a screen: 'No tienes acceso a
// esta sección' and a link home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { homeLinkStyle } from '../components/homeLinkStyle';

const HomeLink = styled(Link)`
  ${homeLinkStyle}
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
