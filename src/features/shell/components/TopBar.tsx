// Top bar shared by screens: back button, optional title, optional search box (216 px on
// desktop, its own full-width row on mobile), optional action button, the alerts bell with the
// unread count ('9+' from 10 on, like the avatar's count) and the avatar, which opens the user
// menu (or calls onAvatarClick). Under 768 px a hamburger opens the side menu.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import type { IconName } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { SearchInput } from '@/components/SearchInput';
import { media } from '@/theme/media';
import { UserMenu, type UserMenuProps } from './UserMenu';

export interface TopBarAction {
  label: ReactNode;
  onClick: () => void;
  icon?: IconName;
  loading?: boolean;
  disabled?: boolean;
}

export interface TopBarSearch {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the box (defaults to the placeholder). */
  label?: string;
}

export interface TopBarAlerts {
  /** Open, unacknowledged, unsilenced alerts; null while unknown (no badge). */
  unread: number | null;
  onOpen: () => void;
}

/** 3 -> '3'; 10 and more -> '9+'. */
export function formatUnread(count: number): string {
  return count >= 10 ? '9+' : String(count);
}

export interface TopBarProps {
  title?: ReactNode;
  /** Shows the back button. */
  onBack?: () => void;
  search?: TopBarSearch;
  action?: TopBarAction;
  /** The alerts bell; omitted, no bell. */
  alerts?: TopBarAlerts;
  profilePictureUrl?: string | null;
  /** Used for the avatar's accessible name and the user menu header. */
  profileName?: string | null;
  /** When given, the avatar opens the user menu. */
  userMenu?: Omit<UserMenuProps, 'open' | 'anchorRef' | 'onClose' | 'name' | 'pictureUrl'>;
  onAvatarClick?: () => void;
  /** Mobile hamburger; hidden on desktop. */
  onOpenMenu?: () => void;
  className?: string;
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  background: ${({ theme }) => theme.colors.background.paper};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  }
`;

const MobileOnly = styled.span`
  display: none;
  ${media.mobile} {
    display: inline-flex;
  }
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const SearchSlot = styled.div`
  display: flex;
  ${media.mobile} {
    order: 10;
    flex-basis: 100%;
  }
`;

// On mobile an action with an icon shrinks to the icon; the label stays for screen readers.
const ActionLabel = styled.span<{ $collapsible: boolean }>`
  ${media.mobile} {
    ${({ $collapsible }) =>
      $collapsible &&
      `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
  }
`;

const ActionSlot = styled.div<{ $collapsible: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  ${media.mobile} {
    ${({ $collapsible }) => $collapsible && `& > button { padding: 0 10px; gap: 0; }`}
  }
`;

const Bell = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

const UnreadCount = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.alert.error.main};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  padding: 4px;
  border: none;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.grey[100]};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export function TopBar({
  title,
  onBack,
  search,
  action,
  alerts,
  profilePictureUrl,
  profileName,
  userMenu,
  onAvatarClick,
  onOpenMenu,
  className,
}: TopBarProps) {
  const { t } = useTranslation('common');
  const avatarRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Bar className={className}>
      {onOpenMenu && (
        <MobileOnly>
          <IconButton icon="menu" aria-label={t('shell.openMenu')} onClick={onOpenMenu} />
        </MobileOnly>
      )}
      {onBack && <IconButton icon="arrow-left" aria-label={t('actions.back')} onClick={onBack} />}
      {title !== undefined ? <Title>{title}</Title> : <Spacer />}
      {search && (
        <SearchSlot>
          <SearchInput
            value={search.value}
            onChange={search.onChange}
            onSubmit={search.onSubmit}
            placeholder={search.placeholder}
            aria-label={search.label}
          />
        </SearchSlot>
      )}
      {action && (
        <ActionSlot $collapsible={Boolean(action.icon)}>
          <Button
            startIcon={action.icon}
            onClick={action.onClick}
            loading={action.loading}
            disabled={action.disabled}
          >
            <ActionLabel $collapsible={Boolean(action.icon)}>{action.label}</ActionLabel>
          </Button>
        </ActionSlot>
      )}
      {alerts && (
        <Bell>
          <IconButton
            icon="bell"
            aria-label={
              alerts.unread ? t('shell.alertsUnread', { count: alerts.unread }) : t('shell.alerts')
            }
            onClick={alerts.onOpen}
          />
          {alerts.unread ? (
            <UnreadCount aria-hidden="true" data-testid="alerts-unread">
              {formatUnread(alerts.unread)}
            </UnreadCount>
          ) : null}
        </Bell>
      )}
      {userMenu || onAvatarClick ? (
        <AvatarButton
          ref={avatarRef}
          type="button"
          aria-label={t('shell.userMenu')}
          aria-haspopup={userMenu ? 'menu' : undefined}
          aria-expanded={userMenu ? menuOpen : undefined}
          onClick={() => (userMenu ? setMenuOpen((open) => !open) : onAvatarClick?.())}
        >
          <Avatar src={profilePictureUrl} size="large" />
        </AvatarButton>
      ) : (
        <Avatar src={profilePictureUrl} size="large" name={undefined} />
      )}
      {userMenu && (
        <UserMenu
          {...userMenu}
          name={profileName}
          pictureUrl={profilePictureUrl}
          open={menuOpen}
          anchorRef={avatarRef}
          onClose={() => setMenuOpen(false)}
        />
      )}
    </Bar>
  );
}
