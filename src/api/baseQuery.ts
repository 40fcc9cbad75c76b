// Every API call goes through here: it adds the session's bearer token, turns a 401 into
// "session expired" (the auth machine then forgets the token and the guard sends the user to
// /login), and normalises failures into { status, message } with a readable message.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { sessionExpired } from '@/store/auth/authSlice';
import { errorMessageKeys } from './errorMessages';

export interface ApiError {
  /** HTTP status, or 'network' when no response arrived. */
  status: number | 'network';
  /** Server message when it sent one, else an i18n key from errorMessageKeys. */
  message: string;
  code?: string;
  errors?: { field: string; rule: string; message: string }[];
}

let apiOrigin = '';
/** Tests run outside a page and need an absolute origin (msw under jest). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

interface StateWithToken {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function withOrigin(args: string | FetchArgs): string | FetchArgs {
  if (!apiOrigin) return args;
  if (typeof args === 'string') return `${apiOrigin}${args}`;
  return { ...args, url: `${apiOrigin}${args.url}` };
}

function readServerBody(data: unknown): Pick<ApiError, 'message' | 'code' | 'errors'> | null {
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    const body = data as ApiError;
    return { message: body.message, code: body.code, errors: body.errors };
  }
  return null;
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
  const status = typeof error.status === 'number' ? error.status : 500;
  const data = 'data' in error ? error.data : undefined;
  if (status === 401 && (api.getState() as StateWithToken).auth.token) {
    api.dispatch(sessionExpired());
  }
  const body = readServerBody(data);
  return {
    error: body ? { status, ...body } : { status, message: errorMessageKeys.generic },
  };
};
