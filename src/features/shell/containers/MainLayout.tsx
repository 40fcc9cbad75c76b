// The layout of every 'main' route: side menu with the items this user may open (drawer under
// 768 px), top bar (back, screen title, the alerts bell with the unread count, avatar with the
// user menu), the toasts of the store (bottom centre, 6 s) and the session effects of entering
// the app.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useSignOut } from '@/api';
import { useAlertsUnread, useSeesAlerts } from '@/api/alerts';
import { useAlertsLive } from '@/api/alertsLive';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { IconName } from '@/components/Icon';
import { iconNames } from '@/components/Icon';
import { ToastViewport, type ToastItem } from '@/components/ToastViewport';
import { rememberLanguage } from '@/i18n/language';
import { ALERTS_PATH, CHANGE_PASSWORD_PATH } from '@/lib/appLinks';
import type { Language } from '@/i18n/resources';
import { toastDismissed, type ToastItem as StoredToast } from '@/store/toasts/toastsSlice';
import { MainLayoutFrame } from '../components/MainLayoutFrame';
import { SideMenu, type SideMenuGroup } from '../components/SideMenu';
import { TopBarControlsProvider, useTopBarSlot } from '@/components/hooks/topBarControls';
import { TopBar } from '../components/TopBar';
import { useSessionEffects } from './useSessionEffects';

export interface MainMenuItem {
  key: string;
  to: string;
  /** Key in namespace `shell`, e.g. 'menu.metrics'. */
  labelKey: string;
  icon: string;
  group: 'main' | 'admin';
}

export interface MainLayoutProps {
  menuItems: MainMenuItem[];
  /** Screen name of the route; its title is `shell:titles.<screen>`. */
  screen: string;
  onExportActions: () => void;
  children: ReactNode;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
const GROUP_ORDER: readonly MainMenuItem['group'][] = ['main', 'admin'];

function asIconName(icon: string): IconName | undefined {
  return (iconNames as readonly string[]).includes(icon) ? (icon as IconName) : undefined;
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface MenuLocation {
  pathname: string;
  search: string;
}

/**
 * Whether an entry is the current page. An entry with a query (a Settings tab, a profile
 * section) needs its parameters in the address; an entry without one yields to such an entry
 * of the same screen when that one matches, so only one entry is marked.
 */
export function isActiveEntry(
  location: MenuLocation,
  to: string,
  siblings: readonly string[] = [],
): boolean {
  const [path = to, query] = to.split('?');
  if (!isActivePath(location.pathname, path)) return false;
  if (query !== undefined) {
    const current = new URLSearchParams(location.search);
    return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
  }
  return !siblings.some((other) => other.startsWith(`${path}?`) && isActiveEntry(location, other));
}

export function buildMenuGroups(
  items: MainMenuItem[],
  location: MenuLocation,
  t: TFunction<'shell'>,
): SideMenuGroup[] {
  const all = items.map((item) => item.to);
  return GROUP_ORDER.map((group) => ({
    key: group,
    // The everyday areas need no heading; the administrator tools get one.
    title: group === 'admin' ? t('groups.admin') : undefined,
    items: items
      .filter((item) => item.group === group)
      .map((item) => ({
        key: item.key,
        to: item.to,
        label: t(item.labelKey),
        icon: asIconName(item.icon),
        active: isActiveEntry(location, item.to, all),
      })),
  }));
}

function translateToast(toast: StoredToast, t: TFunction<'shell'>): ToastItem {
  return {
    id: toast.id,
    severity: toast.severity,
    message: t(toast.message, { ...toast.values, defaultValue: toast.message }),
  };
}

/** The layout owns the top-bar slot that screens fill with their search box and action. */
export default function MainLayout(props: MainLayoutProps) {
  return (
    <TopBarControlsProvider>
      <MainLayoutView {...props} />
    </TopBarControlsProvider>
  );
}

function MainLayoutView({ menuItems, screen, onExportActions, children }: MainLayoutProps) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const profile = useAppSelector((state) => state.auth.profile);
  const storedToasts = useAppSelector((state) => state.toasts.items);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The bell only for a user whose flags show some alert kind.
  const seesAlerts = useSeesAlerts();
  const unreadAlerts = useAlertsUnread();
  // The count's live push: each notice re-reads it (the poll above is the fallback).
  useAlertsLive();

  useSessionEffects();

  // A new screen closes the mobile drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const { pathname, search } = location;
  const groups = useMemo(
    () => buildMenuGroups(menuItems, { pathname, search }, t),
    [menuItems, pathname, search, t],
  );
  const toasts = useMemo(
    () => storedToasts.map((toast) => translateToast(toast, t)),
    [storedToasts, t],
  );

  const goBack = () => {
    // The first entry of this visit has the key 'default': there is no history to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(HOME_PATH);
  };

  const onSignOut = async () => {
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const slot = useTopBarSlot();

  return (
    <>
      <MainLayoutFrame
        sideMenu={
          <SideMenu
            groups={groups}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            renderLink={(item, { href, onClick, children: content, ...rest }) => (
              <Link to={href} onClick={onClick} {...rest}>
                {content}
              </Link>
            )}
          />
        }
        topBar={
          <TopBar
            title={t(`titles.${screen}`)}
            onBack={goBack}
            search={slot.search}
            action={slot.action}
            alerts={
              seesAlerts ? { unread: unreadAlerts, onOpen: () => navigate(ALERTS_PATH) } : undefined
            }
            onOpenMenu={() => setDrawerOpen(true)}
            profilePictureUrl={profile?.profile_picture_url}
            profileName={profile?.name}
            userMenu={{
              email: profile?.email,
              language,
              onProfile: () => navigate('/profile'),
              onChangePassword: () => navigate(CHANGE_PASSWORD_PATH),
              onLanguageChange: (next) => rememberLanguage(i18n, next),
              onExportActions,
              onSignOut: () => void onSignOut(),
            }}
          />
        }
      >
        {children}
      </MainLayoutFrame>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => dispatch(toastDismissed(id))}
        position="bottom-center"
      />
    </>
  );
}
