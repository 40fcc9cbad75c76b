// Every catalogue, by language and namespace. Add a namespace: create
// locales/es/<ns>.json and locales/en/<ns>.json with the same keys, then list it here
// (tests/i18n/resources.test.ts fails when the two languages differ).
import esCommon from './locales/es/common.json';
import enCommon from './locales/en/common.json';
import esErrors from './locales/es/errors.json';
import enErrors from './locales/en/errors.json';
import esShell from './locales/es/shell.json';
import enShell from './locales/en/shell.json';
import esAuth from './locales/es/auth.json';
import enAuth from './locales/en/auth.json';
import esProfile from './locales/es/profile.json';
import enProfile from './locales/en/profile.json';
import esHome from './locales/es/home.json';
import enHome from './locales/en/home.json';
import esMetrics from './locales/es/metrics.json';
import enMetrics from './locales/en/metrics.json';
import esDashboard from './locales/es/dashboard.json';
import enDashboard from './locales/en/dashboard.json';
import esFiles from './locales/es/files.json';
import enFiles from './locales/en/files.json';
import esGasStations from './locales/es/gasStations.json';
import enGasStations from './locales/en/gasStations.json';
import esReportSchedules from './locales/es/reportSchedules.json';
import enReportSchedules from './locales/en/reportSchedules.json';
import esForms from './locales/es/forms.json';
import enForms from './locales/en/forms.json';
import esUsers from './locales/es/users.json';
import enUsers from './locales/en/users.json';
import esSettings from './locales/es/settings.json';
import enSettings from './locales/en/settings.json';
import esGasUsers from './locales/es/gasUsers.json';
import enGasUsers from './locales/en/gasUsers.json';
import esGoals from './locales/es/goals.json';
import enGoals from './locales/en/goals.json';
import esCameras from './locales/es/cameras.json';
import enCameras from './locales/en/cameras.json';
import esAssets from './locales/es/assets.json';
import enAssets from './locales/en/assets.json';
import esProvider from './locales/es/provider.json';
import enProvider from './locales/en/provider.json';
import esVolumetric from './locales/es/volumetric.json';
import enVolumetric from './locales/en/volumetric.json';
import esJobs from './locales/es/jobs.json';
import enJobs from './locales/en/jobs.json';
import esAudit from './locales/es/audit.json';
import enAudit from './locales/en/audit.json';
import esTicketsUpload from './locales/es/ticketsUpload.json';
import enTicketsUpload from './locales/en/ticketsUpload.json';
import esReports from './locales/es/reports.json';
import enReports from './locales/en/reports.json';
import esPanels from './locales/es/panels.json';
import enPanels from './locales/en/panels.json';
import esVideo from './locales/es/video.json';
import enVideo from './locales/en/video.json';
import esAlerts from './locales/es/alerts.json';
import enAlerts from './locales/en/alerts.json';
import esAlertRules from './locales/es/alertRules.json';
import enAlertRules from './locales/en/alertRules.json';
import esSso from './locales/es/sso.json';
import enSso from './locales/en/sso.json';
import esCompliance from './locales/es/compliance.json';
import enCompliance from './locales/en/compliance.json';

export type { Language } from './language';

export const resources = {
  es: {
    common: esCommon,
    errors: esErrors,
    shell: esShell,
    auth: esAuth,
    profile: esProfile,
    home: esHome,
    metrics: esMetrics,
    dashboard: esDashboard,
    files: esFiles,
    gasStations: esGasStations,
    reportSchedules: esReportSchedules,
    forms: esForms,
    users: esUsers,
    settings: esSettings,
    gasUsers: esGasUsers,
    goals: esGoals,
    cameras: esCameras,
    assets: esAssets,
    provider: esProvider,
    volumetric: esVolumetric,
    jobs: esJobs,
    audit: esAudit,
    ticketsUpload: esTicketsUpload,
    reports: esReports,
    panels: esPanels,
    video: esVideo,
    alerts: esAlerts,
    alertRules: esAlertRules,
    sso: esSso,
    compliance: esCompliance,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    shell: enShell,
    auth: enAuth,
    profile: enProfile,
    home: enHome,
    metrics: enMetrics,
    dashboard: enDashboard,
    files: enFiles,
    gasStations: enGasStations,
    reportSchedules: enReportSchedules,
    forms: enForms,
    users: enUsers,
    settings: enSettings,
    gasUsers: enGasUsers,
    goals: enGoals,
    cameras: enCameras,
    assets: enAssets,
    provider: enProvider,
    volumetric: enVolumetric,
    jobs: enJobs,
    audit: enAudit,
    ticketsUpload: enTicketsUpload,
    reports: enReports,
    panels: enPanels,
    video: enVideo,
    alerts: enAlerts,
    alertRules: enAlertRules,
    sso: enSso,
    compliance: enCompliance,
  },
} as const;

export const namespaces = Object.keys(resources.es) as (keyof (typeof resources)['es'])[];
