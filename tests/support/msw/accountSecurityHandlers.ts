// An in-memory two-step sign-in and sessions backend for component tests and stories: the second
// step of a sign-in (a code, or the enrolment the settings require), 'Mi perfil' › two-step
// sign-in and open sessions, and the administrator's actions on a user (end their sessions,
// reset their two-step sign-in). Refusals carry the server's Spanish messages and codes.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  ChallengeRequest,
  CodeRequest,
  EnrolledLoginResponse,
  LoginResponse,
  SecondStepRequest,
  SessionInfo,
  TwoStepEnrolment,
  TwoStepProof,
  TwoStepStatus,
} from '@/api/generated/auth.gen';
import { DEMO_PASSWORD, demoProfiles, demoToken, type HandlerOptions } from './handlers';

/** The code the authenticator app shows now (any other six digits are wrong). */
export const GOOD_CODE = '123456';
/** A recovery code that has not been used. */
export const RECOVERY_CODE = 'xzpf-b34n-hew5-igsy';
export const WRONG_CODE_MESSAGE = 'El código no es correcto';
export const CHALLENGE_EXPIRED_MESSAGE =
  'La verificación expiró. Escribe de nuevo tu usuario y contraseña.';
export const WRONG_PASSWORD_MESSAGE = 'La contraseña actual no es correcta';
/** Challenges the login handed out: one for a code, one for the required enrolment. */
export const TOTP_CHALLENGE = 'challenge-totp';
export const ENROL_CHALLENGE = 'challenge-enrol';

export const TEST_ENROLMENT: TwoStepEnrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Surtidor:admin%40demo.surtidor.mx?secret=JBSWY3DPEHPK3PXP',
  qr_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
};

export const TEST_RECOVERY_CODES = [
  'xzpf-b34n-hew5-igsy',
  '7itt-sykx-yhro-xgp2',
  'k2mq-a7re-bn4d-wq6s',
  'p3ha-7mxe-zr2l-c5vd',
  'qa4t-ne6w-ymd3-h2kf',
  'v7rb-2gsl-xw5c-m3ja',
  'd6nc-q4ev-pt7h-zk2m',
  'e3yw-h5ra-l2xq-b7tn',
  'g4kd-w6mc-r3sv-y5hp',
  'u2zt-f7qb-n4ae-j6wx',
];

export const sessionInfo = (id: number, fields: Partial<SessionInfo> = {}): SessionInfo => ({
  id,
  current: false,
  browser: 'Chrome 130',
  os: 'Windows 10',
  device: 'desktop',
  ip: '201.141.12.8',
  created_at: '2026-11-29T08:00:00Z',
  last_seen_at: '2026-11-29T09:40:00Z',
  ...fields,
});

export interface AccountSecurityState {
  twoStep: TwoStepStatus;
  sessions: SessionInfo[];
  /** Users (by id) whose sessions the administrator ended or whose two-step sign-in was reset. */
  sessionsEndedOf: number[];
  twoStepResetOf: number[];
  requests: string[];
}

export function accountSecurityState(
  overrides: Partial<AccountSecurityState> = {},
): AccountSecurityState {
  return {
    twoStep: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 },
    sessions: [
      sessionInfo(3, { current: true }),
      sessionInfo(2, {
        browser: 'Safari 17',
        os: 'iOS',
        device: 'mobile',
        ip: '187.190.4.33',
        created_at: '2026-11-27T18:00:00Z',
        last_seen_at: '2026-11-28T21:10:00Z',
      }),
      sessionInfo(1, {
        browser: 'Firefox 132',
        os: 'Linux',
        ip: '10.0.4.18',
        created_at: '2026-11-20T10:00:00Z',
        last_seen_at: '2026-11-21T12:00:00Z',
      }),
    ],
    sessionsEndedOf: [],
    twoStepResetOf: [],
    requests: [],
    ...overrides,
  };
}

const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ message, ...(code ? { code } : {}) }, { status });

const isGoodCode = (code: string, allowRecovery: boolean) =>
  code.replace(/\s/g, '') === GOOD_CODE || (allowRecovery && code.trim() === RECOVERY_CODE);

/** The admin's session, as the login would open it after the second step. */
function adminSession(): LoginResponse {
  return {
    token: demoToken('admin'),
    expires_at: '2030-01-01T00:00:00.000Z',
    first_login: false,
    profile: demoProfiles.admin,
  };
}

export function accountSecurityHandlers(
  { origin = '' }: HandlerOptions = {},
  state: AccountSecurityState = accountSecurityState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const checkChallenge = (challenge: string, expected: string) => challenge === expected;
  return [
    // The second step of a sign-in.
    http.post(at('/api/login/second_step'), async ({ request }) => {
      const body = (await request.json()) as SecondStepRequest;
      state.requests.push(`POST /api/login/second_step ${body.code}`);
      if (!checkChallenge(body.challenge, TOTP_CHALLENGE))
        return refuse(401, CHALLENGE_EXPIRED_MESSAGE, 'challenge_expired');
      if (!isGoodCode(body.code, true)) return refuse(401, WRONG_CODE_MESSAGE, 'invalid_code');
      return HttpResponse.json(adminSession());
    }),
    http.post(at('/api/login/enrolment'), async ({ request }) => {
      const body = (await request.json()) as ChallengeRequest;
      state.requests.push('POST /api/login/enrolment');
      if (!checkChallenge(body.challenge, ENROL_CHALLENGE))
        return refuse(401, CHALLENGE_EXPIRED_MESSAGE, 'challenge_expired');
      return HttpResponse.json(TEST_ENROLMENT);
    }),
    http.post(at('/api/login/enrolment/confirm'), async ({ request }) => {
      const body = (await request.json()) as SecondStepRequest;
      state.requests.push(`POST /api/login/enrolment/confirm ${body.code}`);
      if (!checkChallenge(body.challenge, ENROL_CHALLENGE))
        return refuse(401, CHALLENGE_EXPIRED_MESSAGE, 'challenge_expired');
      if (!isGoodCode(body.code, false)) return refuse(401, WRONG_CODE_MESSAGE, 'invalid_code');
      const enrolled: EnrolledLoginResponse = {
        ...adminSession(),
        recovery_codes: TEST_RECOVERY_CODES,
      };
      return HttpResponse.json(enrolled);
    }),
    // 'Mi perfil' › two-step sign-in.
    http.get(at('/api/two_step'), () => HttpResponse.json(state.twoStep)),
    http.post(at('/api/two_step/enrolment'), async ({ request }) => {
      const body = (await request.json()) as TwoStepProof;
      state.requests.push('POST /api/two_step/enrolment');
      if (body.password !== DEMO_PASSWORD)
        return refuse(400, WRONG_PASSWORD_MESSAGE, 'wrong_password');
      return HttpResponse.json(TEST_ENROLMENT);
    }),
    http.post(at('/api/two_step/enrolment/confirm'), async ({ request }) => {
      const body = (await request.json()) as CodeRequest;
      state.requests.push(`POST /api/two_step/enrolment/confirm ${body.code}`);
      if (!isGoodCode(body.code, false)) return refuse(400, WRONG_CODE_MESSAGE, 'invalid_code');
      state.twoStep = {
        ...state.twoStep,
        enabled: true,
        enabled_at: '2026-11-29T09:41:00Z',
        recovery_codes_left: TEST_RECOVERY_CODES.length,
      };
      return HttpResponse.json({ recovery_codes: TEST_RECOVERY_CODES });
    }),
    http.delete(at('/api/two_step'), async ({ request }) => {
      const body = (await request.json()) as TwoStepProof;
      state.requests.push('DELETE /api/two_step');
      if (body.password !== DEMO_PASSWORD)
        return refuse(400, WRONG_PASSWORD_MESSAGE, 'wrong_password');
      state.twoStep = {
        ...state.twoStep,
        enabled: false,
        enabled_at: null,
        recovery_codes_left: 0,
      };
      return HttpResponse.json(state.twoStep);
    }),
    // 'Mi perfil' › sessions.
    http.get(at('/api/sessions'), () => HttpResponse.json(state.sessions)),
    http.post(at('/api/sessions/end_others'), () => {
      state.requests.push('POST /api/sessions/end_others');
      const ended = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return HttpResponse.json({ ended });
    }),
    http.delete(at('/api/sessions/:id'), ({ params }) => {
      state.requests.push(`DELETE /api/sessions/${String(params.id)}`);
      const id = Number(params.id);
      if (!state.sessions.some((s) => s.id === id))
        return refuse(404, 'La sesión no existe o ya terminó');
      state.sessions = state.sessions.filter((s) => s.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    // The administrator's actions on a user.
    http.post(at('/api/users/:id/end_sessions'), ({ params }) => {
      state.requests.push(`POST /api/users/${String(params.id)}/end_sessions`);
      state.sessionsEndedOf.push(Number(params.id));
      return HttpResponse.json({ ended: 2 });
    }),
    http.post(at('/api/users/:id/reset_two_step'), ({ params }) => {
      state.requests.push(`POST /api/users/${String(params.id)}/reset_two_step`);
      state.twoStepResetOf.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
