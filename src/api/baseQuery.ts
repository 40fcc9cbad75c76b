// Every API call goes through here: it adds the session's bearer token, turns a 401 into
// "session expired" (the auth machine then forgets the token and the guard sends the user to
// /login), and normalises failures into { status, message } with a message fit to show.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { sessionEndReasonOf, sessionExpired } from '@/store/auth/authSlice';
import { errorMessageKeys, messageForFailure, type FailedCall } from '@/lib/apiFailure';
import { BACKGROUND_HEADER } from '@/lib/backgroundRequests';

/** A failed call: its status, a message fit to show (see lib/apiFailure) and the details. */
export type ApiError = FailedCall;

let apiOrigin = '';
/** Tests run outside a page and need an absolute origin (msw under jest). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

interface StateWithToken {
  auth: { token: string | null };
}

/** The endpoints only a page itself asks for (the alerts badge's poll): see BACKGROUND_HEADER. */
const BACKGROUND_ENDPOINTS = new Set(['countUnreadAlerts']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState, endpoint }) => {
    const token = (getState() as StateWithToken).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (BACKGROUND_ENDPOINTS.has(endpoint)) headers.set(BACKGROUND_HEADER, '1');
    return headers;
  },
});

function withOrigin(args: string | FetchArgs): string | FetchArgs {
  if (!apiOrigin) return args;
  if (typeof args === 'string') return `${apiOrigin}${args}`;
  return { ...args, url: `${apiOrigin}${args.url}` };
}

/** The failure as the UI sees it: a message it can show (see lib/apiFailure) and the details. */
export function toApiError(status: number, data: unknown): ApiError {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const error: ApiError = { status, message: messageForFailure(status, body.message) };
  if (typeof body.code === 'string') error.code = body.code;
  if (Array.isArray(body.errors)) error.errors = body.errors as ApiError['errors'];
  if (Array.isArray(body.files)) error.files = body.files as unknown[];
  return error;
}

export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(withOrigin(args), api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { error: { status: 'network', message: errorMessageKeys.network } };
  }
  // A body that is not JSON (a proxy's HTML page) still has the answer's real status.
  const status =
    typeof error.status === 'number'
      ? error.status
      : 'originalStatus' in error
        ? error.originalStatus
        : 500;
  const data = 'data' in error ? error.data : undefined;
  if (status === 401 && (api.getState() as StateWithToken).auth.token) {
    const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
    api.dispatch(sessionExpired(sessionEndReasonOf(code)));
  }
  return { error: toApiError(status, data) };
};
