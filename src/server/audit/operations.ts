// What the audit trail records of each operation: the one declaration per operationId
// (src/server/audit/record.ts applies it around the handler, registerRoutes calls it).
// tests/server/audit/operations.test.ts fails when an operation that writes (POST, PUT, PATCH,
// DELETE) has no line here, so a new write is never left out silently.
//
//   write  — the handler runs in one transaction (db/ambientTransaction.ts) and its record is
//            appended in it before the commit: a rolled-back write leaves no record.
//   event  — recorded on its own once the handler answered (and on the `failures` statuses):
//            sign-ins, downloads by signed link, exports, uploads (a transaction must not stay
//            open while a file streams in) and what starts work elsewhere. With `via`, only
//            when a link let the request in (a report page opened with a pdf token, a video
//            share link's page): the same read with a session is not recorded.
//   none   — nothing to record, with the reason.
//
// The object: its type, where its id is (path, query, body, the response, the signed-in user or
// session), and optionally its table (with the columns that find the row) whose row is read
// before and after to record the changed fields; `related` adds rows of other tables (a user's
// stations, permissions). Columns named like secrets (audit/record.ts SECRET_COLUMN) and those in
// `secrets` are recorded only as changed.
import { REPORT_TYPE_OF_OPERATION } from '../access/pdfTokens';
import type { Database } from '../db/schema';

export type Place =
  | { in: 'path' | 'query' | 'body' | 'response'; name: string }
  | { in: 'user' | 'session' | 'userCustomer' }
  /** A field of the link that let the request in (access/accessHooks.ts AccessState). */
  | { in: LinkGrant; name: string };

/** The links that let a request in without a session. */
export type LinkGrant = 'pdfGrant' | 'shareGrant';

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
  /**
   * For an object without a row of its own: rows whose customer_id and gas_station_id the
   * record takes, the first one found (a share link's camera, else its panel).
   */
  ownedBy?: { table: keyof Database; id: Place }[];
}

export type AuditDeclaration =
  | { record: 'write'; object: AuditObject }
  | {
      record: 'event';
      object?: AuditObject;
      /** Error statuses recorded as failures (a failed sign-in). */
      failures?: number[];
      /**
       * Who acts, when no session says (a sign-in): the user id, then the name tried (the first
       * place with a value).
       */
      actor?: { id: Place; name: Place | Place[] };
      /** Recorded only when this link let the request in (see above). */
      via?: LinkGrant;
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

const write = (object: AuditObject): AuditDeclaration => ({ record: 'write', object });
const event = (object: AuditObject): AuditDeclaration => ({ record: 'event', object });

/** An object type kept in a table: its object, given where the id is. */
function rowOf<T extends keyof Database>(
  type: string,
  table: T,
  more: Omit<AuditObject<T>, 'type' | 'table' | 'id'> = {},
) {
  return (id: Place[]) => on<T>({ type, table, id, ...more });
}

/** The ids an object links to in a table of pairs (its stations, a panel's cameras), sorted. */
const links = (field: string, table: keyof Database, key: string, column: string): Related[] => [
  { field, table, key, column },
];

/**
 * The writes of one object type, by operationId: the create finds the new row by the id in its
 * answer (`created`), the update and the delete by the id in the path.
 */
function writes(
  object: (id: Place[]) => AuditObject,
  operations: { create?: string; update?: string; delete?: string },
  created: Place = response(),
): Record<string, AuditDeclaration> {
  const out: Record<string, AuditDeclaration> = {};
  if (operations.create) out[operations.create] = write(object([created]));
  for (const changed of [operations.update, operations.delete]) {
    if (changed) out[changed] = write(object([path()]));
  }
  return out;
}

/** A sign-in step: failures recorded; the actor is the signed-in user, else the name tried. */
const signIn = (name: Place): AuditDeclaration => ({
  record: 'event',
  failures: [401, 429],
  object: { type: 'user', id: [response('profile.id')] },
  actor: { id: response('profile.id'), name },
});

const user = rowOf('user', 'users', {
  related: [
    { field: 'permissions', table: 'user_permissions', key: 'user_id' },
    { field: 'report_permissions', table: 'user_report_permissions', key: 'user_id' },
    ...links('stations', 'user_gas_stations', 'user_id', 'gas_station_id'),
  ],
  secrets: ['search_text'],
});
const station = rowOf('gas_station', 'gas_stations', {
  related: links('operators', 'user_gas_stations', 'gas_station_id', 'user_id'),
});
const alertRule = rowOf('alert_rule', 'alert_rules', {
  related: links('stations', 'alert_rule_stations', 'rule_id', 'gas_station_id'),
});
const alertSilence = rowOf('alert_silence', 'alert_silences');
const alertSubscription = rowOf('alert_subscription', 'alert_subscriptions', {
  match: { rule_id: path(), user_id: USER },
});
const asset = rowOf('asset', 'assets');
const camera = rowOf('camera', 'cameras', { secrets: ['search_text'] });
const contact = rowOf('contact', 'contacts', {
  related: links('stations', 'contact_gas_stations', 'contact_id', 'gas_station_id'),
});
const goal = rowOf('goal', 'goals', {
  related: links('stations', 'goal_gas_stations', 'goal_id', 'gas_station_id'),
});
const panel = rowOf('panel', 'panels', {
  related: links('cameras', 'panel_cameras', 'panel_id', 'camera_id'),
});
const rival = rowOf('gas_station_rival', 'gas_station_rivals');
const shareLink = rowOf('share_link', 'share_links');
const reportRequest = rowOf('report_request', 'report_requests');
const reportSchedule = rowOf('report_schedule', 'report_configurations');
const ticketUpload = rowOf('ticket_upload', 'ticket_uploads');
const session = rowOf('session', 'sessions');
const customer = on({
  type: 'customer',
  table: 'customers',
  id: [query('customer_id'), { in: 'userCustomer' }],
});
/** The client secret is sealed; recorded only as changed (its column is named like a secret). */
const ssoProvider = rowOf('sso_provider', 'sso_providers');
// The token request's body may carry the supplier's user and password.
const volumetricSystem = rowOf('volumetric_system', 'volumetric_systems', {
  secrets: ['data_body'],
});
const complianceMonth: AuditObject = {
  type: 'compliance_month',
  id: [query('month')],
  station: query('gas_station_id'),
};

/** What a link opens without a session, recorded only when it was the link that opened it. */
const viewByLink = (via: LinkGrant, object: AuditObject): AuditDeclaration => ({
  record: 'event',
  via,
  object,
});
/** A report document opened with a pdf token (the printable page): which report, its station. */
const reportByLink = viewByLink('pdfGrant', {
  type: 'report_link',
  id: [{ in: 'pdfGrant', name: 'reportType' }],
  station: path(),
});

export const AUDITED_OPERATIONS: Record<string, AuditDeclaration> = {
  // Alerts
  ...writes(alertRule, {
    create: 'createAlertRule',
    update: 'updateAlertRule',
    delete: 'deleteAlertRule',
  }),
  previewAlertRule: { record: 'none', reason: 'computes a preview, writes nothing' },
  createAlertSilence: write(alertSilence([response()])),
  endAlertSilence: write(alertSilence([path('silence_id')])),
  acknowledgeAlert: write(on({ type: 'alert', table: 'alerts', id: [path()] })),
  ...writes(alertSubscription, {
    update: 'updateAlertSubscription',
    delete: 'deleteAlertSubscription',
  }),
  updateAlertNotificationSettings: write(
    on({
      type: 'alert_notification_settings',
      table: 'alert_notification_settings',
      id: [USER],
      match: { user_id: USER },
    }),
  ),
  // Assets, cameras
  ...writes(asset, { create: 'createAsset', update: 'updateAsset', delete: 'deleteAsset' }),
  ...writes(camera, { create: 'createCamera', update: 'updateCamera' }, response('camera.id')),
  // Sign-in, profile, password
  login: signIn(body('username')),
  logout: write(session([{ in: 'session' }])),
  updateUserProfile: write(user([USER])),
  changePassword: write(user([USER])),
  // Compliance (its module's own writes)
  uploadComplianceFiles: event(complianceMonth),
  recheckComplianceMonth: event(complianceMonth),
  downloadComplianceFile: event({
    type: 'compliance_file',
    id: [path()],
    station: path('gas_station_id'),
  }),
  // Contacts
  ...writes(contact, {
    create: 'createContact',
    update: 'updateContact',
    delete: 'deleteContact',
  }),
  // Files (object storage: no transaction to join)
  uploadReportFile: event({ type: 'file', id: [query('prefix')] }),
  createReportFolder: event({ type: 'folder', id: [body('path')] }),
  deleteReportEntry: event({ type: 'file', id: [query('path')] }),
  signFileUrl: event({ type: 'file', id: [query('key')] }),
  downloadSignedFile: event({ type: 'file', id: [query('key')] }),
  // Gas stations, rivals
  ...writes(station, {
    create: 'createGasStation',
    update: 'updateGasStation',
    delete: 'deleteGasStation',
  }),
  uploadGasStationBrandPhoto: event(station([path()])),
  deleteGasStationBrandPhoto: write(station([path()])),
  ...writes(rival, { create: 'createGasStationRival', delete: 'deleteGasStationRival' }),
  // Goals, jobs
  ...writes(goal, { create: 'createGoal', update: 'updateGoal', delete: 'deleteGoal' }),
  retryJob: write(on({ type: 'job', table: 'jobs', id: [path()] })),
  // Panels and share links
  ...writes(panel, { create: 'createPanel', update: 'updatePanel', delete: 'deletePanel' }),
  ...writes(
    shareLink,
    { create: 'createShareLink', delete: 'revokeShareLink' },
    response('link.id'),
  ),
  // A share link's public page opened: one view (the streams it then opens are not recorded
  // one by one). Its customer and station are its camera's, or its panel's customer.
  getSharedLink: viewByLink('shareGrant', {
    type: 'share_link',
    id: [{ in: 'shareGrant', name: 'linkId' }],
    ownedBy: [
      { table: 'cameras', id: { in: 'shareGrant', name: 'cameraId' } },
      { table: 'panels', id: { in: 'shareGrant', name: 'panelId' } },
    ],
  }),
  // Reports: requests, schedules, signed pages, exports
  ...writes(reportRequest, { create: 'createReportRequest', update: 'retryReportRequest' }),
  // The compliance pre-audit's PDF is a report request of its own (modules/reportRequests).
  requestCompliancePdf: write(reportRequest([response()])),
  getReportRequestDownload: event({ type: 'report_request', id: [path()] }),
  downloadReportRange: event({ type: 'report_data', id: [path()], station: path() }),
  updateGasStationReportSchedule: write(reportSchedule([path()])),
  updateUserReportSchedule: write(reportSchedule([path()])),
  createPdfToken: event({
    type: 'report_link',
    id: [body('report_type')],
    station: body('gas_station_id'),
  }),
  // Every document a pdf token opens, when opened with one.
  ...Object.fromEntries(Object.keys(REPORT_TYPE_OF_OPERATION).map((id) => [id, reportByLink])),
  receiveWhatsappStatus: {
    record: 'none',
    reason: "WhatsApp's delivery receipts: no person acts, the deliveries keep their status",
  },
  postServiceEvents: {
    record: 'none',
    reason: "a camera's visits and passes: measurements, not changes made by a person",
  },
  // Settings: company profile, provider token, tickets
  updateCompanyProfile: write(customer),
  uploadCompanyPicture: event(customer),
  generateProviderToken: write({
    type: 'provider_token',
    id: [query('customer_id'), { in: 'userCustomer' }],
    replacesSecret: 'token',
  }),
  saveTicketMapping: write(
    on({
      type: 'ticket_mapping',
      table: 'ticket_mappings',
      id: [body('header_signature')],
      match: { customer_id: body('customer_id'), header_signature: body('header_signature') },
    }),
  ),
  uploadTicketFile: event(ticketUpload([response()])),
  processTicketUpload: write(ticketUpload([path()])),
  downloadTicketUploadErrors: event({ type: 'ticket_upload', id: [path()] }),
  // Users
  ...writes(user, { create: 'createUser', update: 'updateUser', delete: 'deleteUser' }),
  forwardUserInvite: write(user([path()])),
  uploadUserPhoto: event(user([path()])),
  deleteUserPhoto: write(user([path()])),
  // Volumetric suppliers
  createVolumetricSupplier: write(
    on({ type: 'volumetric_supplier', table: 'volumetric_suppliers', id: [response()] }),
  ),
  ...writes(volumetricSystem, {
    create: 'createVolumetricSystem',
    update: 'updateVolumetricSystem',
  }),
  testVolumetricConnection: {
    record: 'none',
    reason: "tries the supplier's system and answers what it found; writes nothing",
  },
  pullVolumetricSystem: event(on({ type: 'volumetric_system', id: [path()] })),
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
    // A 202 (the second step is due) names the account by the e-mail the provider vouched for.
    actor: { id: response('profile.id'), name: [response('profile.email'), response('email')] },
  },
  ...writes(ssoProvider, {
    create: 'createSsoProvider',
    update: 'updateSsoProvider',
    delete: 'deleteSsoProvider',
  }),
  testSsoDiscovery: {
    record: 'none',
    reason: "reads the provider's discovery document and answers what it found; writes nothing",
  },
  // Two-step sign-in and sessions (modules/auth)
  loginSecondStep: signIn(response('profile.email')),
  startLoginEnrolment: {
    record: 'none',
    reason: 'shows the code to enrol during a sign-in; confirmLoginEnrolment records the outcome',
  },
  confirmLoginEnrolment: signIn(response('profile.email')),
  startTwoStepEnrolment: write(user([USER])),
  confirmTwoStepEnrolment: write(user([USER])),
  disableTwoStep: write(user([USER])),
  endSession: write(session([path()])),
  endOtherSessions: write({ type: 'user', id: [USER] }),
  endUserSessions: write(user([path()])),
  resetUserTwoStep: write(user([path()])),
  // The audit trail's own export
  exportAuditRecords: event({ type: 'audit_export' }),
};

/** The declaration of an operation; undefined = not recorded (a read). */
export function auditDeclaration(operationId: string): AuditDeclaration | undefined {
  return AUDITED_OPERATIONS[operationId];
}
