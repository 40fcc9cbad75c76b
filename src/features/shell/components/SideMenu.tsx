// Side navigation. Router-agnostic: links come from `renderLink` (e.g. a router NavLink) or are
// plain anchors whose click is handed to `onNavigate`. The caller decides which items show.
// On desktop it is a fixed column; under 768 px it is a drawer (open/onClose) with a backdrop,
// closed by Escape, the backdrop, the close button or choosing an item.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { useLatestRef } from '@/components/hooks/useLatestRef';
import { media } from '@/theme/media';

export interface SideMenuItem {
  key: string;
  label: ReactNode;
  to: string;
  icon?: IconName;
  active?: boolean;
}

export interface SideMenuGroup {
  key: string;
  title?: ReactNode;
  items: SideMenuItem[];
}

export interface SideMenuLinkProps {
  href: string;
  className?: string;
  'aria-current': 'page' | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

export interface SideMenuProps {
  groups: SideMenuGroup[];
  /** Mobile drawer state (ignored on desktop). */
  open?: boolean;
  onClose?: () => void;
  /** Called on item click; with plain anchors the default navigation is prevented. */
  onNavigate?: (item: SideMenuItem) => void;
  /** Render the link element yourself (e.g. a router link); receive ready-made props. */
  renderLink?: (item: SideMenuItem, props: SideMenuLinkProps) => ReactNode;
  /** Logo / brand area; defaults to the product name. */
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

const Backdrop = styled.div<{ $open: boolean }>`
  display: none;
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.drawer - 1};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Panel = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sideMenuWidth}px;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background.paper};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.drawer};
    width: min(${({ theme }) => theme.layout.sideMenuWidth + 32}px, 85vw);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transition: transform ${({ theme }) => theme.transitions.normal};
    ${({ $open }) =>
      $open
        ? css`
            transform: none;
          `
        : css`
            transform: translateX(-105%);
            visibility: hidden;
          `}
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.xl}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const BrandText = styled.span`
  flex: 1;
`;

const CloseSlot = styled.span`
  display: none;
  ${media.mobile} {
    display: inline-flex;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px`};
`;

const GroupTitle = styled.p`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.xs}px`};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

// Styles target the anchor so a caller's own link component (renderLink) looks the same.
const Item = styled.li`
  & > a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md}px;
    min-height: 42px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    border-radius: ${({ theme }) => theme.radii.md}px;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    transition:
      background ${({ theme }) => theme.transitions.fast},
      color ${({ theme }) => theme.transitions.fast};
  }
  & > a:hover {
    background: ${({ theme }) => theme.colors.grey[100]};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > a[aria-current='page'] svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  & > a:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function SideMenu({
  groups,
  open = false,
  onClose,
  onNavigate,
  renderLink,
  header,
  footer,
  className,
}: SideMenuProps) {
  const { t } = useTranslation('common');
  const onCloseRef = useLatestRef(onClose);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onCloseRef]);

  const linkProps = (item: SideMenuItem): SideMenuLinkProps => ({
    href: item.to,
    'aria-current': item.active ? 'page' : undefined,
    onClick: (event) => {
      if (onNavigate && !renderLink) event.preventDefault();
      onNavigate?.(item);
      if (open) onClose?.();
    },
    children: (
      <>
        {item.icon && <Icon name={item.icon} size={20} />}
        <span>{item.label}</span>
      </>
    ),
  });

  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden data-testid="side-menu-backdrop" />
      <Panel $open={open} className={className} data-open={open}>
        <Brand>
          {header ?? (
            <>
              <Icon name="gas-station" size={26} />
              <BrandText>{t('app.name')}</BrandText>
            </>
          )}
          {onClose && (
            <CloseSlot>
              <IconButton icon="close" aria-label={t('shell.closeMenu')} onClick={onClose} />
            </CloseSlot>
          )}
        </Brand>
        <Nav aria-label={t('shell.mainNavigation')}>
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <div key={group.key}>
                {group.title !== undefined && <GroupTitle>{group.title}</GroupTitle>}
                <List>
                  {group.items.map((item) => {
                    const props = linkProps(item);
                    return (
                      <Item key={item.key}>
                        {renderLink ? renderLink(item, props) : <a {...props} />}
                      </Item>
                    );
                  })}
                </List>
              </div>
            ))}
        </Nav>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </>
  );
}
