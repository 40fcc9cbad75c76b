// Who is signed in: picture (or initials / default image), name, username, role and company.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/Avatar';

export interface AccountSummaryProps {
  name: string;
  username: string;
  pictureUrl?: string | null;
  /** Role name as the server gives it (Admin, Editor, Visor, Proveedor). */
  roleName?: string | null;
  customerName?: string | null;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  flex-wrap: wrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

export function AccountSummary({
  name,
  username,
  pictureUrl,
  roleName,
  customerName,
}: AccountSummaryProps) {
  const { t } = useTranslation('profile');
  return (
    <Root>
      <Avatar src={pictureUrl} name={name} size="large" />
      <Facts>
        <dt>{t('account.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('account.username')}</dt>
        <dd>{username}</dd>
        <dt>{t('account.role')}</dt>
        <dd>{roleName ? t(`roles.${roleName}`, { defaultValue: roleName }) : t('account.none')}</dd>
        <dt>{t('account.customer')}</dt>
        <dd>{customerName || t('account.none')}</dd>
      </Facts>
    </Root>
  );
}
