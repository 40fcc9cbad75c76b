// What the audit trail records of each operation: the one declaration per operationId
// (src/server/audit/record.ts applies it around the handler, registerRoutes calls it).
// tests/server/audit/operations.test.ts fails when an operation that writes (POST, PUT, PATCH,
// DELETE) has no line here, so a new write is never left out silently.
//
//   write  — the handler runs in one transaction (db/ambientTransaction.ts) and its record is
//            appended in it before the commit: a rolled-back write leaves no record.
//   event  — recorded on its own once the handler answered (and on the `failures` statuses):
//            sign-ins, downloads by signed link, exports, uploads (a transaction must not stay
//            open while a file streams in) and what starts work elsewhere.
//   none   — nothing to record, with the reason.
//
// The object: its type, where its id is (path, query, body, the response, the signed-in user or
// session), and optionally its table (with the columns that find the row) whose row is read
// before and after to record the changed fields; `related` adds rows of other tables (a user's
// stations, permissions). Columns named like secrets (audit/record.ts SECRET_COLUMN) and those in
// `secrets` are recorded only as changed.
import type { Database } from '../db/schema';

export type Place =
  | { in: 'path' | 'query' | 'body' | 'response'; name: string }
  | { in: 'user' | 'session' | 'userCustomer' };

type Columns<T extends keyof Database> = keyof Database[T] & string;

export interface Related {
  /** Field name in the record (e.g. 'stations'). */
  field: string;
  table: keyof Database;
  /** The column holding the object's id. */
  key: string;
  /** A list of this column's values (sorted); absent: the row's other columns, one by one. */
  column?: string;
}

export interface AuditObject<T extends keyof Database = keyof Database> {
  type: string;
  /** Where the id is; the first place with a value wins. */
  id?: Place[];
  table?: T;
  /** The columns that find the row, by place (default: `id` by the object's id). */
  match?: Partial<Record<Columns<T>, Place>>;
  related?: Related[];
  /** Columns recorded only as changed, besides those named like secrets. */
  secrets?: Columns<T>[];
  /** Where the station is, when the row does not say. */
  station?: Place;
  /** A secret that the operation always replaces (a new token): recorded as changed. */
  replacesSecret?: string;
}

export type AuditDeclaration =
  | { record: 'write'; object: AuditObject }
  | {
      record: 'event';
      object?: AuditObject;
      /** Error statuses recorded as failures (a failed sign-in). */
      failures?: number[];
      /** Who acts, when no session says (a sign-in): the user id, then the name tried. */
      actor?: { id: Place; name: Place };
    }
  | { record: 'none'; reason: string };

/** Typed by its table: a table or column that does not exist fails to compile. */
function on<T extends keyof Database>(object: AuditObject<T>): AuditObject {
  return object as unknown as AuditObject;
}

const path = (name = 'id'): Place => ({ in: 'path', name });
const query = (name: string): Place => ({ in: 'query', name });
const body = (name: string): Place => ({ in: 'body', name });
const response = (name = 'id'): Place => ({ in: 'response', name });
const USER: Place = { in: 'user' };

const userRelated: Related[] = [
  { field: 'permissions', table: 'user_permissions', key: 'user_id' },
  { field: 'report_permissions', table: 'user_report_permissions', key: 'user_id' },
  { field: 'stations', table: 'user_gas_stations', key: 'user_id', column: 'gas_station_id' },
];
const user = (id: Place[]) =>
  on({ type: 'user', table: 'users', id, related: userRelated, secrets: ['search_text'] });

const stationRelated: Related[] = [
  { field: 'operators', table: 'user_gas_stations', key: 'gas_station_id', column: 'user_id' },
];
const station = (id: Place[]) =>
  on({ type: 'gas_station', table: 'gas_stations', id, related: stationRelated });

const alertRule = (id: Place[]) =>
  on({
    type: 'alert_rule',
    table: 'alert_rules',
    id,
    related: [
      { field: 'stations', table: 'alert_rule_stations', key: 'rule_id', column: 'gas_station_id' },
    ],
  });
const contact = (id: Place[]) =>
  on({
    type: 'contact',
    table: 'contacts',
    id,
    related: [
      {
        field: 'stations',
        table: 'contact_gas_stations',
        key: 'contact_id',
        column: 'gas_station_id',
      },
    ],
  });
const goal = (id: Place[]) =>
  on({
    type: 'goal',
    table: 'goals',
    id,
    related: [
      { field: 'stations', table: 'goal_gas_stations', key: 'goal_id', column: 'gas_station_id' },
    ],
  });
const panel = (id: Place[]) =>
  on({
    type: 'panel',
    table: 'panels',
    id,
    related: [{ field: 'cameras', table: 'panel_cameras', key: 'panel_id', column: 'camera_id' }],
  });
const customer = on({
  type: 'customer',
  table: 'customers',
  id: [query('customer_id'), { in: 'userCustomer' }],
});
/** The client secret is sealed; recorded only as changed (its column is named like a secret). */
const ssoProvider = (id: Place[]) => on({ type: 'sso_provider', table: 'sso_providers', id });
const volumetricSystem = (id: Place[]) =>
  on({
    type: 'volumetric_system',
    table: 'volumetric_systems',
    id,
    // The token request's body may carry the supplier's user and password.
    secrets: ['data_body'],
  });

export const AUDITED_OPERATIONS: Record<string, AuditDeclaration> = {
  // Alerts
  createAlertRule: { record: 'write', object: alertRule([response()]) },
  previewAlertRule: { record: 'none', reason: 'computes a preview, writes nothing' },
  updateAlertRule: { record: 'write', object: alertRule([path()]) },
  deleteAlertRule: { record: 'write', object: alertRule([path()]) },
  createAlertSilence: {
    record: 'write',
    object: on({ type: 'alert_silence', table: 'alert_silences', id: [response()] }),
  },
  endAlertSilence: {
    record: 'write',
    object: on({ type: 'alert_silence', table: 'alert_silences', id: [path('silence_id')] }),
  },
  acknowledgeAlert: {
    record: 'write',
    object: on({ type: 'alert', table: 'alerts', id: [path()] }),
  },
  updateAlertSubscription: {
    record: 'write',
    object: on({
      type: 'alert_subscription',
      table: 'alert_subscriptions',
      id: [path()],
      match: { rule_id: path(), user_id: USER },
    }),
  },
  deleteAlertSubscription: {
    record: 'write',
    object: on({
      type: 'alert_subscription',
      table: 'alert_subscriptions',
      id: [path()],
      match: { rule_id: path(), user_id: USER },
    }),
  },
  updateAlertNotificationSettings: {
    record: 'write',
    object: on({
      type: 'alert_notification_settings',
      table: 'alert_notification_settings',
      id: [USER],
      match: { user_id: USER },
    }),
  },
  // Assets, cameras
  createAsset: {
    record: 'write',
    object: on({ type: 'asset', table: 'assets', id: [response()] }),
  },
  updateAsset: { record: 'write', object: on({ type: 'asset', table: 'assets', id: [path()] }) },
  deleteAsset: { record: 'write', object: on({ type: 'asset', table: 'assets', id: [path()] }) },
  createCamera: {
    record: 'write',
    object: on({
      type: 'camera',
      table: 'cameras',
      id: [response('camera.id')],
      secrets: ['search_text'],
    }),
  },
  updateCamera: {
    record: 'write',
    object: on({ type: 'camera', table: 'cameras', id: [path()], secrets: ['search_text'] }),
  },
  // Sign-in, profile, password
  login: {
    record: 'event',
    failures: [401, 429],
    object: { type: 'user', id: [response('profile.id')] },
    actor: { id: response('profile.id'), name: body('username') },
  },
  logout: {
    record: 'write',
    object: on({ type: 'session', table: 'sessions', id: [{ in: 'session' }] }),
  },
  updateUserProfile: { record: 'write', object: user([USER]) },
  changePassword: { record: 'write', object: user([USER]) },
  // Compliance (its module's own writes)
  uploadComplianceFiles: {
    record: 'event',
    object: { type: 'compliance_month', id: [query('month')], station: query('gas_station_id') },
  },
  recheckComplianceMonth: {
    record: 'event',
    object: { type: 'compliance_month', id: [query('month')], station: query('gas_station_id') },
  },
  downloadComplianceFile: {
    record: 'event',
    object: { type: 'compliance_file', id: [path()], station: path('gas_station_id') },
  },
  // Contacts
  createContact: { record: 'write', object: contact([response()]) },
  updateContact: { record: 'write', object: contact([path()]) },
  deleteContact: { record: 'write', object: contact([path()]) },
  // Files (object storage: no transaction to join)
  uploadReportFile: { record: 'event', object: { type: 'file', id: [query('prefix')] } },
  createReportFolder: { record: 'event', object: { type: 'folder', id: [body('path')] } },
  deleteReportEntry: { record: 'event', object: { type: 'file', id: [query('path')] } },
  signFileUrl: { record: 'event', object: { type: 'file', id: [query('key')] } },
  downloadSignedFile: { record: 'event', object: { type: 'file', id: [query('key')] } },
  // Gas stations, rivals
  createGasStation: { record: 'write', object: station([response()]) },
  updateGasStation: { record: 'write', object: station([path()]) },
  deleteGasStation: { record: 'write', object: station([path()]) },
  uploadGasStationBrandPhoto: { record: 'event', object: station([path()]) },
  deleteGasStationBrandPhoto: { record: 'write', object: station([path()]) },
  createGasStationRival: {
    record: 'write',
    object: on({ type: 'gas_station_rival', table: 'gas_station_rivals', id: [response()] }),
  },
  deleteGasStationRival: {
    record: 'write',
    object: on({ type: 'gas_station_rival', table: 'gas_station_rivals', id: [path()] }),
  },
  // Goals, jobs
  createGoal: { record: 'write', object: goal([response()]) },
  updateGoal: { record: 'write', object: goal([path()]) },
  deleteGoal: { record: 'write', object: goal([path()]) },
  retryJob: { record: 'write', object: on({ type: 'job', table: 'jobs', id: [path()] }) },
  // Panels and share links
  createPanel: { record: 'write', object: panel([response()]) },
  updatePanel: { record: 'write', object: panel([path()]) },
  deletePanel: { record: 'write', object: panel([path()]) },
  createShareLink: {
    record: 'write',
    object: on({ type: 'share_link', table: 'share_links', id: [response('link.id')] }),
  },
  revokeShareLink: {
    record: 'write',
    object: on({ type: 'share_link', table: 'share_links', id: [path()] }),
  },
  // Reports: requests, schedules, signed pages, exports
  createReportRequest: {
    record: 'write',
    object: on({ type: 'report_request', table: 'report_requests', id: [response()] }),
  },
  retryReportRequest: {
    record: 'write',
    object: on({ type: 'report_request', table: 'report_requests', id: [path()] }),
  },
  getReportRequestDownload: {
    record: 'event',
    object: { type: 'report_request', id: [path()] },
  },
  downloadReportRange: {
    record: 'event',
    object: { type: 'report_data', id: [path()], station: path() },
  },
  updateGasStationReportSchedule: {
    record: 'write',
    object: on({ type: 'report_schedule', table: 'report_configurations', id: [path()] }),
  },
  updateUserReportSchedule: {
    record: 'write',
    object: on({ type: 'report_schedule', table: 'report_configurations', id: [path()] }),
  },
  createPdfToken: {
    record: 'event',
    object: { type: 'report_link', id: [body('report_type')], station: body('gas_station_id') },
  },
  receiveWhatsappStatus: {
    record: 'none',
    reason: "WhatsApp's delivery receipts: no person acts, the deliveries keep their status",
  },
  postServiceEvents: {
    record: 'none',
    reason: "a camera's visits and passes: measurements, not changes made by a person",
  },
  // Settings: company profile, provider token, tickets
  updateCompanyProfile: { record: 'write', object: customer },
  uploadCompanyPicture: { record: 'event', object: customer },
  generateProviderToken: {
    record: 'write',
    object: {
      type: 'provider_token',
      id: [query('customer_id'), { in: 'userCustomer' }],
      replacesSecret: 'token',
    },
  },
  saveTicketMapping: {
    record: 'write',
    object: on({
      type: 'ticket_mapping',
      table: 'ticket_mappings',
      id: [body('header_signature')],
      match: { customer_id: body('customer_id'), header_signature: body('header_signature') },
    }),
  },
  uploadTicketFile: {
    record: 'event',
    object: on({ type: 'ticket_upload', table: 'ticket_uploads', id: [response()] }),
  },
  processTicketUpload: {
    record: 'write',
    object: on({ type: 'ticket_upload', table: 'ticket_uploads', id: [path()] }),
  },
  downloadTicketUploadErrors: {
    record: 'event',
    object: { type: 'ticket_upload', id: [path()] },
  },
  // Users
  createUser: { record: 'write', object: user([response()]) },
  updateUser: { record: 'write', object: user([path()]) },
  deleteUser: { record: 'write', object: user([path()]) },
  forwardUserInvite: { record: 'write', object: user([path()]) },
  uploadUserPhoto: { record: 'event', object: user([path()]) },
  deleteUserPhoto: { record: 'write', object: user([path()]) },
  // Volumetric suppliers
  createVolumetricSupplier: {
    record: 'write',
    object: on({ type: 'volumetric_supplier', table: 'volumetric_suppliers', id: [response()] }),
  },
  createVolumetricSystem: { record: 'write', object: volumetricSystem([response()]) },
  updateVolumetricSystem: { record: 'write', object: volumetricSystem([path()]) },
  testVolumetricConnection: {
    record: 'none',
    reason: "tries the supplier's system and answers what it found; writes nothing",
  },
  pullVolumetricSystem: {
    record: 'event',
    object: on({ type: 'volumetric_system', id: [path()] }),
  },
  // Single sign-on (modules/sso)
  startSsoSignIn: {
    record: 'none',
    reason:
      "keeps a sign-in's state until the provider answers; finishSsoSignIn records the sign-in",
  },
  finishSsoSignIn: {
    record: 'event',
    failures: [400, 401],
    object: { type: 'user', id: [response('profile.id')] },
    actor: { id: response('profile.id'), name: response('profile.email') },
  },
  createSsoProvider: { record: 'write', object: ssoProvider([response()]) },
  updateSsoProvider: { record: 'write', object: ssoProvider([path()]) },
  deleteSsoProvider: { record: 'write', object: ssoProvider([path()]) },
  testSsoDiscovery: {
    record: 'none',
    reason: "reads the provider's discovery document and answers what it found; writes nothing",
  },
  // Two-step sign-in and sessions (modules/auth)
  loginSecondStep: {
    record: 'event',
    failures: [401, 429],
    object: { type: 'user', id: [response('profile.id')] },
    actor: { id: response('profile.id'), name: response('profile.email') },
  },
  startLoginEnrolment: {
    record: 'none',
    reason: 'shows the code to enrol during a sign-in; confirmLoginEnrolment records the outcome',
  },
  confirmLoginEnrolment: {
    record: 'event',
    failures: [401, 429],
    object: { type: 'user', id: [response('profile.id')] },
    actor: { id: response('profile.id'), name: response('profile.email') },
  },
  startTwoStepEnrolment: { record: 'write', object: user([USER]) },
  confirmTwoStepEnrolment: { record: 'write', object: user([USER]) },
  disableTwoStep: { record: 'write', object: user([USER]) },
  endSession: {
    record: 'write',
    object: on({ type: 'session', table: 'sessions', id: [path()] }),
  },
  endOtherSessions: { record: 'write', object: { type: 'user', id: [USER] } },
  endUserSessions: { record: 'write', object: user([path()]) },
  resetUserTwoStep: { record: 'write', object: user([path()]) },
  // The audit trail's own export
  exportAuditRecords: { record: 'event', object: { type: 'audit_export' } },
};

/** The declaration of an operation; undefined = not recorded (a read). */
export function auditDeclaration(operationId: string): AuditDeclaration | undefined {
  return AUDITED_OPERATIONS[operationId];
}
