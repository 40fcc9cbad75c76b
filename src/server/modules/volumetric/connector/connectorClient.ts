// Runs a connector for one station and day: authenticates (none, static token, or a token
// call whose answer holds the token), sends the data request, retries once with a new token
// when the supplier answers 401, and returns the records. Every call can be observed (the
// connection test shows them); pulls just take the records. The station's SAT report files of
// the day (where the system names a reports URL) come the same way, as files.
import { startsWithZipSignature } from '../../../shared/zipDirectory';
import { buildDataRequest, buildReportsRequest, type DayTarget } from './dataRequest';
import { queryFirst, readRecords } from './jsonPaths';
import { limitedFetch, type HttpAnswer, type OutgoingRequest } from './limitedFetch';
import { ConnectorError, type CallLimits, type ConnectorSettings } from './settings';
import type { TokenCache } from './tokenCache';

export const MALFORMED_JSON = 'La respuesta del proveedor no es JSON válido';

export interface CallTrace {
  step: 'token' | 'data';
  request: OutgoingRequest;
  status: number | null;
  durationMs: number;
  body: Buffer | null;
  error: string | null;
}

export interface RunOptions {
  limits: CallLimits;
  allowPrivate: boolean;
  signal?: AbortSignal;
  /** Shared token cache and this system's key in it; absent = always a fresh token. */
  tokens?: { cache: TokenCache; key: string };
  onCall?: (trace: CallTrace) => void;
}

export function allowedHostsOf(settings: ConnectorSettings): Set<string> {
  const hosts = new Set<string>();
  for (const url of [settings.dataUrl, settings.tokenUrl, settings.reportsUrl]) {
    if (url) hosts.add(new URL(url).host);
  }
  return hosts;
}

function statusError(status: number): ConnectorError {
  if (status >= 300 && status < 400) {
    return new ConnectorError(
      `El proveedor respondió con una redirección (HTTP ${status}); las redirecciones no se siguen`,
      status,
    );
  }
  if (status === 401 || status === 403)
    return new ConnectorError(`El proveedor rechazó las credenciales (HTTP ${status})`, status);
  return new ConnectorError(`El proveedor respondió con un error (HTTP ${status})`, status);
}

function parseJson(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new ConnectorError(MALFORMED_JSON, answer.status);
  }
}

export function buildTokenRequest(settings: ConnectorSettings): OutgoingRequest {
  const url = new URL(settings.tokenUrl as string);
  const parsed = settings.tokenBody
    ? (JSON.parse(settings.tokenBody) as Record<string, unknown>)
    : null;
  if (settings.tokenMethod === 'GET') {
    // A GET token call carries the body's fields as query parameters.
    for (const [key, value] of Object.entries(parsed ?? {})) {
      url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return { method: 'GET', url: url.toString(), headers: {}, body: null };
  }
  return {
    method: 'POST',
    url: url.toString(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parsed ?? {}),
  };
}

/**
 * One request of the day (`build` makes it with the authorization), authenticated as the
 * system says, and sent again once with a fresh token when the supplier answers 401. Answers
 * whatever status came back.
 */
async function authorizedCall(
  settings: ConnectorSettings,
  build: (authorization: string | null) => OutgoingRequest,
  options: RunOptions,
): Promise<HttpAnswer> {
  const allowedHosts = allowedHostsOf(settings);
  const call = async (step: CallTrace['step'], request: OutgoingRequest) => {
    const started = Date.now();
    try {
      const answer = await limitedFetch(request, {
        limits: options.limits,
        allowedHosts,
        allowPrivate: options.allowPrivate,
        signal: options.signal,
      });
      options.onCall?.({
        step,
        request,
        status: answer.status,
        durationMs: Date.now() - started,
        body: answer.body,
        error:
          answer.status >= 200 && answer.status < 300 ? null : statusError(answer.status).message,
      });
      return answer;
    } catch (error) {
      const message =
        error instanceof ConnectorError ? error.message : 'Error al llamar al proveedor';
      options.onCall?.({
        step,
        request,
        status: error instanceof ConnectorError ? error.status : null,
        durationMs: Date.now() - started,
        body: null,
        error: message,
      });
      throw error;
    }
  };

  const freshToken = async (): Promise<string> => {
    const request = buildTokenRequest(settings);
    const answer = await call('token', request);
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
    const token = queryFirst(settings.tokenPath, parseJson(answer));
    if (typeof token !== 'string' || token === '') {
      throw new ConnectorError(
        `La respuesta del token no contiene un token en ${settings.tokenPath}`,
        answer.status,
      );
    }
    if (options.tokens) options.tokens.cache.set(options.tokens.key, token);
    return token;
  };

  const authorization = async (renew: boolean): Promise<string | null> => {
    if (settings.tokenUrl) {
      const cached = !renew && options.tokens ? options.tokens.cache.get(options.tokens.key) : null;
      return `Bearer ${cached ?? (await freshToken())}`;
    }
    return settings.staticToken ? `Bearer ${settings.staticToken}` : null;
  };

  let answer = await call('data', build(await authorization(false)));
  if (answer.status === 401 && settings.tokenUrl) {
    if (options.tokens) options.tokens.cache.drop(options.tokens.key);
    answer = await call('data', build(await authorization(true)));
  }
  return answer;
}

export async function fetchDayRecords(
  settings: ConnectorSettings,
  target: DayTarget,
  options: RunOptions,
): Promise<unknown[]> {
  const answer = await authorizedCall(
    settings,
    (authorization) => buildDataRequest(settings, target, authorization),
    options,
  );
  if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
  return readRecords(settings.recordsPath, parseJson(answer));
}

/** A SAT report file the supplier served: its name and bytes (one JSON report or a .zip). */
export interface ServedReportFile {
  name: string;
  bytes: Buffer;
}

/** The file name a Content-Disposition gives (`filename*` first), without any folder. */
export function dispositionName(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended[1]!.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??= plain ? (plain[1] ?? plain[2])?.trim() : undefined;
  const base = name?.split(/[\\/]/).pop()?.normalize('NFC').trim().slice(0, 255);
  return base ? base : null;
}

/**
 * The station's SAT report files of the day, from the system's reports URL (called as the data
 * request is): none when the supplier answers 404 or 204 (nothing for that day) or serves no
 * reports at all. The answer is the file itself; its name comes from Content-Disposition, else
 * a name that tells nothing but its type (the compliance intake then reads the report's kind and
 * day from its content, and refuses a monthly report whose month nothing names).
 */
export async function fetchDayReports(
  settings: ConnectorSettings,
  target: DayTarget,
  options: RunOptions,
): Promise<ServedReportFile[]> {
  const reportsUrl = settings.reportsUrl;
  if (!reportsUrl) return [];
  const answer = await authorizedCall(
    settings,
    (authorization) => buildReportsRequest({ ...settings, reportsUrl }, target, authorization),
    options,
  );
  if (answer.status === 404 || answer.status === 204) return [];
  if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
  if (answer.body.length === 0) return [];
  const zip = startsWithZipSignature(answer.body);
  const named = dispositionName(
    typeof answer.headers['content-disposition'] === 'string'
      ? answer.headers['content-disposition']
      : undefined,
  );
  return [{ name: named ?? (zip ? 'reportes.zip' : 'reporte.json'), bytes: answer.body }];
}
