// Dropdown opened from the top bar avatar: profile, change password, language (es/en), an
// optional debug entry to export recorded actions, and sign out. Every entry is a callback; strings come from i18n.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/Avatar';
import { Menu, type MenuItem } from '@/components/Menu';
import type { Language } from '@/i18n/resources';

export interface UserMenuProps {
  open: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  name?: string | null;
  email?: string | null;
  pictureUrl?: string | null;
  language: Language;
  onProfile?: () => void;
  /** 'Cambiar contraseña': the profile's password form. */
  onChangePassword?: () => void;
  onLanguageChange?: (language: Language) => void;
  /** Debug entry; hidden when not given. */
  onExportActions?: () => void;
  onSignOut: () => void;
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  max-width: 260px;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Email = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const languages: Language[] = ['es', 'en'];

export function UserMenu({
  open,
  anchorRef,
  onClose,
  name,
  email,
  pictureUrl,
  language,
  onProfile,
  onChangePassword,
  onLanguageChange,
  onExportActions,
  onSignOut,
}: UserMenuProps) {
  const { t } = useTranslation('common');

  const items: MenuItem[] = [];
  if (onProfile)
    items.push({ key: 'profile', label: t('shell.profile'), icon: 'user', onSelect: onProfile });
  if (onChangePassword)
    items.push({
      key: 'change-password',
      label: t('nav.changePassword'),
      icon: 'lock',
      onSelect: onChangePassword,
    });
  if (onLanguageChange) {
    languages.forEach((lang, index) =>
      items.push({
        key: `language-${lang}`,
        label: t(`languages.${lang}`),
        checked: lang === language,
        groupLabel: index === 0 ? t('shell.language') : undefined,
        dividerBefore: index === 0 && items.length > 0,
        onSelect: () => {
          if (lang !== language) onLanguageChange(lang);
        },
      }),
    );
  }
  if (onExportActions) {
    items.push({
      key: 'export-actions',
      label: t('shell.exportActions'),
      icon: 'download',
      dividerBefore: items.length > 0,
      onSelect: onExportActions,
    });
  }
  items.push({
    key: 'sign-out',
    label: t('shell.signOut'),
    icon: 'logout',
    danger: true,
    dividerBefore: items.length > 0,
    onSelect: onSignOut,
  });

  const hasIdentity = Boolean(name || email);
  return (
    <Menu
      open={open}
      anchorRef={anchorRef}
      onClose={onClose}
      items={items}
      placement="bottom-end"
      width={280}
      aria-label={t('shell.userMenu')}
      header={
        hasIdentity ? (
          <Identity>
            <Avatar src={pictureUrl} name={name} size="large" />
            <Names>
              {name && <Name>{name}</Name>}
              {email && <Email>{email}</Email>}
            </Names>
          </Identity>
        ) : undefined
      }
    />
  );
}
