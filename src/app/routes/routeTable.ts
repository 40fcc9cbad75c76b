// Every route of the app, with who may open it and the screen, loaded on demand
// (one chunk per screen). The side menu is derived from the `menu` entries here.
import type { ComponentType } from 'react';
import type { RouteAccess } from './access';
import { CHANGE_PASSWORD_PATH, SETTINGS_USERS_PATH } from '@/lib/appLinks';
import { ALERT_FLAGS } from '@/lib/alerts/conditionKinds';
import { ALERT_RULE_ROLES, SETTINGS_USERS_ROLES } from '@/lib/roles';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type MenuGroup = 'main' | 'admin';

export interface MenuEntry {
  group: MenuGroup;
  /** Key in namespace `shell`. */
  label: string;
  icon: string;
  order: number;
  /** Where the entry leads when it is a part of the screen (a tab, a form); default the path. */
  to?: string;
  /** Who sees the entry when fewer than may open the route (the part may be refused). */
  access?: RouteAccess;
}

export interface RouteDefinition {
  /** react-router path, absolute. */
  path: string;
  access: RouteAccess;
  layout: 'main' | 'bare';
  /** The screen name (also the i18n key of its title in namespace `shell`). */
  screen: string;
  load: ScreenLoader;
  /** Side-menu entries: the screen itself, or parts of it (see MenuEntry.to). */
  menu?: MenuEntry | readonly MenuEntry[];
}

/** A route's side-menu entries, as a list. */
export function menuEntriesOf(route: RouteDefinition): readonly MenuEntry[] {
  if (!route.menu) return [];
  return 'group' in route.menu ? [route.menu] : route.menu;
}

const flag = (name: 'dashboard' | 'files' | 'vms' | 'data' | 'settings'): RouteAccess => ({
  kind: 'flag',
  flag: name,
});
const admin: RouteAccess = { kind: 'admin' };
const provider: RouteAccess = { kind: 'provider' };
const signedIn: RouteAccess = { kind: 'signedIn' };
/** The alert screens: any flag that shows some alert kind (the contract's anyPermission). */
const alertScreens = { kind: 'anyFlag', flags: ALERT_FLAGS } as const satisfies RouteAccess;
const open: RouteAccess = { kind: 'open' };

export const routeTable: readonly RouteDefinition[] = [
  {
    path: '/',
    access: open,
    layout: 'bare',
    screen: 'Login',
    load: () => import(/* webpackChunkName: "screen-Login" */ './LoginWithSso'),
  },
  {
    path: '/login',
    access: open,
    layout: 'bare',
    screen: 'Login',
    load: () => import(/* webpackChunkName: "screen-Login" */ './LoginWithSso'),
  },
  {
    // Where the identity providers send the browser back (the redirect URL they register).
    path: '/sso/callback',
    access: open,
    layout: 'bare',
    screen: 'SsoCallback',
    load: () =>
      import(/* webpackChunkName: "screen-SsoCallback" */ '@/features/sso/screens/SsoCallbackPage'),
  },
  {
    path: '/new-password',
    access: signedIn,
    layout: 'bare',
    screen: 'NewPassword',
    load: () =>
      import(
        /* webpackChunkName: "screen-NewPassword" */ '@/features/auth/screens/NewPasswordPage'
      ),
  },
  {
    path: '/public/panel/:token',
    access: open,
    layout: 'bare',
    screen: 'PublicPanel',
    load: () =>
      import(
        /* webpackChunkName: "screen-PublicPanel" */ '@/features/panels/screens/PublicPanelPage'
      ),
  },
  {
    path: '/public/video/:stream/:token',
    access: open,
    layout: 'bare',
    screen: 'PublicVideo',
    load: () =>
      import(
        /* webpackChunkName: "screen-PublicVideo" */ '@/features/panels/screens/PublicVideoPage'
      ),
  },

  {
    path: '/home',
    access: signedIn,
    layout: 'main',
    screen: 'Home',
    load: () => import(/* webpackChunkName: "screen-Home" */ '@/features/home/screens/HomePage'),
    menu: { group: 'main', label: 'menu.global', icon: 'home', order: 10 },
  },
  {
    // Users whose flags show some alert kind: the server lists only the alerts of the stations
    // and the kinds the user may see.
    path: '/alerts',
    access: alertScreens,
    layout: 'main',
    screen: 'Alerts',
    load: () =>
      import(/* webpackChunkName: "screen-Alerts" */ '@/features/alerts/screens/AlertsPage'),
    menu: { group: 'main', label: 'menu.alerts', icon: 'bell', order: 15 },
  },
  {
    path: '/dashboard',
    access: flag('dashboard'),
    layout: 'main',
    screen: 'Dashboard',
    load: () =>
      import(
        /* webpackChunkName: "screen-Dashboard" */ '@/features/dashboard/screens/DashboardPage'
      ),
    menu: { group: 'main', label: 'menu.dashboard', icon: 'chart', order: 20 },
  },
  {
    path: '/files',
    access: flag('files'),
    layout: 'main',
    screen: 'Files',
    load: () => import(/* webpackChunkName: "screen-Files" */ '@/features/files/screens/FilesPage'),
    menu: { group: 'main', label: 'menu.reports', icon: 'folder', order: 30 },
  },
  {
    path: '/data',
    access: flag('data'),
    layout: 'main',
    screen: 'Data',
    load: () => import(/* webpackChunkName: "screen-Data" */ '@/features/reports/screens/DataPage'),
    menu: { group: 'main', label: 'menu.data', icon: 'download', order: 40 },
  },
  {
    path: '/price',
    access: signedIn,
    layout: 'main',
    screen: 'PriceReport',
    load: () =>
      import(
        /* webpackChunkName: "screen-PriceReport" */ '@/features/reports/screens/PriceReportPage'
      ),
    menu: { group: 'main', label: 'menu.price', icon: 'gas-station', order: 50 },
  },
  {
    // Opened by a short-lived link (the token), without a session.
    path: '/price/:idGasStation/:pdfToken/:localePdf',
    access: open,
    layout: 'bare',
    screen: 'PrintableReport',
    load: () =>
      import(
        /* webpackChunkName: "screen-PrintableReport" */ '@/features/reports/screens/PrintableReportPage'
      ),
  },
  {
    path: '/reports/weekly',
    // Sales and service figures, like the Data screen: the data flag, as on the server.
    access: flag('data'),
    layout: 'main',
    screen: 'WeeklyReport',
    load: () =>
      import(
        /* webpackChunkName: "screen-WeeklyReport" */ '@/features/reports/screens/WeeklyReportPage'
      ),
    menu: { group: 'main', label: 'menu.weekly', icon: 'file', order: 52 },
  },
  {
    path: '/reports/monthly',
    // Sales and service figures, like the Data screen: the data flag, as on the server.
    access: flag('data'),
    layout: 'main',
    screen: 'MonthlyReport',
    load: () =>
      import(
        /* webpackChunkName: "screen-MonthlyReport" */ '@/features/reports/screens/MonthlyReportPage'
      ),
    menu: { group: 'main', label: 'menu.monthly', icon: 'file', order: 54 },
  },
  {
    path: '/vms',
    access: { kind: 'vms' },
    layout: 'main',
    screen: 'Vms',
    load: () => import(/* webpackChunkName: "screen-Vms" */ '@/features/panels/screens/VmsPage'),
    menu: { group: 'main', label: 'menu.vms', icon: 'camera', order: 60 },
  },
  {
    path: '/panel-detail/:id',
    access: { kind: 'vms' },
    layout: 'main',
    screen: 'PanelDetail',
    load: () =>
      import(
        /* webpackChunkName: "screen-PanelDetail" */ '@/features/panels/screens/PanelDetailPage'
      ),
  },
  {
    path: '/panel',
    access: flag('vms'),
    layout: 'main',
    screen: 'Panels',
    load: () =>
      import(/* webpackChunkName: "screen-Panels" */ '@/features/panels/screens/PanelsPage'),
  },
  {
    path: '/new-panel',
    access: flag('vms'),
    layout: 'main',
    screen: 'NewPanel',
    load: () =>
      import(/* webpackChunkName: "screen-NewPanel" */ '@/features/panels/screens/NewPanelPage'),
  },
  {
    path: '/edit-panel/:id',
    access: flag('vms'),
    layout: 'main',
    screen: 'EditPanel',
    load: () =>
      import(/* webpackChunkName: "screen-EditPanel" */ '@/features/panels/screens/EditPanelPage'),
  },
  {
    path: '/settings',
    access: flag('settings'),
    layout: 'main',
    screen: 'Configuration',
    load: () =>
      import(
        /* webpackChunkName: "screen-Configuration" */ '@/features/settings/screens/SettingsPage'
      ),
    menu: [
      { group: 'main', label: 'menu.settings', icon: 'settings', order: 70 },
      // Users live in a Settings tab, which Admins and Editors may open.
      {
        group: 'main',
        label: 'menu.users',
        icon: 'users',
        order: 75,
        to: SETTINGS_USERS_PATH,
        access: { kind: 'flag', flag: 'settings', roles: SETTINGS_USERS_ROLES },
      },
    ],
  },
  {
    // Provider-level users (role Proveedor), like the server's x-access level `provider`.
    path: '/provider/customers',
    access: provider,
    layout: 'main',
    screen: 'ProviderCustomers',
    load: () =>
      import(
        /* webpackChunkName: "screen-ProviderCustomers" */ '@/features/provider/screens/ProviderCustomersPage'
      ),
    menu: { group: 'main', label: 'menu.providerCustomers', icon: 'user', order: 80 },
  },
  {
    // Users whose flags show some alert kind read the rules of the stations and kinds they
    // see; Admins and Editors write.
    path: '/alert-rules',
    access: alertScreens,
    layout: 'main',
    screen: 'AlertRules',
    load: () =>
      import(
        /* webpackChunkName: "screen-AlertRules" */ '@/features/alertRules/screens/AlertRulesPage'
      ),
    menu: { group: 'main', label: 'menu.alertRules', icon: 'alert-warning', order: 65 },
  },
  {
    path: '/alert-rules/new',
    access: { ...alertScreens, roles: ALERT_RULE_ROLES },
    layout: 'main',
    screen: 'NewAlertRule',
    load: () =>
      import(
        /* webpackChunkName: "screen-NewAlertRule" */ '@/features/alertRules/screens/NewAlertRulePage'
      ),
  },
  {
    path: '/alert-rules/:id',
    access: { ...alertScreens, roles: ALERT_RULE_ROLES },
    layout: 'main',
    screen: 'EditAlertRule',
    load: () =>
      import(
        /* webpackChunkName: "screen-EditAlertRule" */ '@/features/alertRules/screens/EditAlertRulePage'
      ),
  },
  {
    path: '/profile',
    access: signedIn,
    layout: 'main',
    screen: 'Profile',
    load: () =>
      import(/* webpackChunkName: "screen-Profile" */ '@/features/profile/screens/ProfilePage'),
    menu: {
      group: 'main',
      label: 'menu.changePassword',
      icon: 'lock',
      order: 90,
      to: CHANGE_PASSWORD_PATH,
    },
  },

  {
    path: '/metrics',
    access: admin,
    layout: 'main',
    screen: 'Metrics',
    load: () =>
      import(/* webpackChunkName: "screen-Metrics" */ '@/features/metrics/screens/MetricsPage'),
    menu: { group: 'admin', label: 'menu.metrics', icon: 'chart', order: 110 },
  },
  {
    path: '/goals',
    access: admin,
    layout: 'main',
    screen: 'Goals',
    load: () => import(/* webpackChunkName: "screen-Goals" */ '@/features/goals/screens/GoalsPage'),
    menu: { group: 'admin', label: 'menu.goals', icon: 'check', order: 120 },
  },
  {
    path: '/gas-stations',
    access: admin,
    layout: 'main',
    screen: 'GasStations',
    load: () =>
      import(
        /* webpackChunkName: "screen-GasStations" */ '@/features/gasStations/screens/GasStationsPage'
      ),
    menu: { group: 'admin', label: 'menu.gasStations', icon: 'gas-station', order: 130 },
  },
  {
    path: '/gas-stations/detail/:idGasStation',
    access: admin,
    layout: 'main',
    screen: 'GasStationDetail',
    load: () =>
      import(
        /* webpackChunkName: "screen-GasStationDetail" */ '@/features/gasStations/screens/GasStationDetailPage'
      ),
  },
  {
    path: '/cameras',
    access: admin,
    layout: 'main',
    screen: 'Cameras',
    load: () =>
      import(/* webpackChunkName: "screen-Cameras" */ '@/features/cameras/screens/CamerasPage'),
    menu: { group: 'admin', label: 'menu.cameras', icon: 'camera', order: 140 },
  },
  {
    path: '/assets',
    access: admin,
    layout: 'main',
    screen: 'Assets',
    load: () =>
      import(/* webpackChunkName: "screen-Assets" */ '@/features/assets/screens/AssetsPage'),
    menu: { group: 'admin', label: 'menu.assets', icon: 'file', order: 150 },
  },
  {
    path: '/gas_users',
    access: admin,
    layout: 'main',
    screen: 'GasUsers',
    load: () =>
      import(/* webpackChunkName: "screen-GasUsers" */ '@/features/gasUsers/screens/GasUsersPage'),
    menu: { group: 'admin', label: 'menu.gasUsers', icon: 'user', order: 160 },
  },
  {
    path: '/tickets_upload',
    access: admin,
    layout: 'main',
    screen: 'TicketsUpload',
    load: () =>
      import(
        /* webpackChunkName: "screen-TicketsUpload" */ '@/features/ticketsUpload/screens/TicketsUploadPage'
      ),
    menu: { group: 'admin', label: 'menu.ticketsUpload', icon: 'plus', order: 170 },
  },
  {
    path: '/volumetric-suppliers',
    access: admin,
    layout: 'main',
    screen: 'VolumetricSuppliers',
    load: () =>
      import(
        /* webpackChunkName: "screen-VolumetricSuppliers" */ '@/features/volumetric/screens/VolumetricSuppliersPage'
      ),
    menu: { group: 'admin', label: 'menu.volumetricSuppliers', icon: 'settings', order: 180 },
  },
  {
    // The SAT's volumetric reports pre-audited per station: administrators, as the volumetric
    // screens and the contract's x-access (level admin, per station).
    path: '/compliance',
    access: admin,
    layout: 'main',
    screen: 'Compliance',
    load: () =>
      import(
        /* webpackChunkName: "screen-Compliance" */ '@/features/compliance/screens/CompliancePage'
      ),
    menu: { group: 'admin', label: 'menu.compliance', icon: 'check', order: 185 },
  },
  {
    path: '/compliance/:idGasStation',
    access: admin,
    layout: 'main',
    screen: 'ComplianceStation',
    load: () =>
      import(
        /* webpackChunkName: "screen-ComplianceStation" */ '@/features/compliance/screens/ComplianceStationPage'
      ),
  },
  {
    path: '/settings/sso',
    access: admin,
    layout: 'main',
    screen: 'SsoProviders',
    load: () =>
      import(
        /* webpackChunkName: "screen-SsoProviders" */ '@/features/sso/screens/SsoProvidersPage'
      ),
    menu: { group: 'admin', label: 'menu.sso', icon: 'lock', order: 185 },
  },
  {
    path: '/jobs',
    access: admin,
    layout: 'main',
    screen: 'Jobs',
    load: () => import(/* webpackChunkName: "screen-Jobs" */ '@/features/jobs/screens/JobsPage'),
    menu: { group: 'admin', label: 'menu.jobs', icon: 'retry', order: 190 },
  },
  {
    // Administrators read every record; a customer's Editor with the settings flag, theirs.
    path: '/audit',
    access: { kind: 'flag', flag: 'settings', roles: SETTINGS_USERS_ROLES },
    layout: 'main',
    screen: 'Audit',
    load: () => import(/* webpackChunkName: "screen-Audit" */ '@/features/audit/screens/AuditPage'),
    menu: { group: 'admin', label: 'menu.audit', icon: 'lock', order: 195 },
  },
  {
    path: '/volumetric-suppliers/new',
    access: admin,
    layout: 'main',
    screen: 'NewSupplier',
    load: () =>
      import(
        /* webpackChunkName: "screen-NewSupplier" */ '@/features/volumetric/screens/NewSupplierPage'
      ),
  },
  {
    path: '/volumetric-suppliers/:id',
    access: admin,
    layout: 'main',
    screen: 'Supplier',
    load: () =>
      import(
        /* webpackChunkName: "screen-Supplier" */ '@/features/volumetric/screens/SupplierPage'
      ),
  },
  {
    path: '/volumetric-suppliers/:id/systems/new',
    access: admin,
    layout: 'main',
    screen: 'NewSystem',
    load: () =>
      import(
        /* webpackChunkName: "screen-NewSystem" */ '@/features/volumetric/screens/NewSystemPage'
      ),
  },
  {
    path: '/volumetric-suppliers/:volumetric_supplier_id/systems/:id',
    access: admin,
    layout: 'main',
    screen: 'EditSystem',
    load: () =>
      import(
        /* webpackChunkName: "screen-EditSystem" */ '@/features/volumetric/screens/EditSystemPage'
      ),
  },
];

export const notFoundLoader: ScreenLoader = () =>
  import(/* webpackChunkName: "screen-NotFound" */ '@/features/shell/screens/NotFoundPage');
