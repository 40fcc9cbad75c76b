// One HTTP call of a connector: only to the system's own hosts, to an address checked by the
// host rule (and pinned, so DNS cannot change it between the check and the connection), with a
// time limit, a size limit enforced while the body streams in, and no redirects followed.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { HOST_REFUSED, hostOf, resolveAllowedAddress, type CheckedAddress } from './hostRule';
import { ConnectorError, type CallLimits } from './settings';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface CallOptions {
  limits: CallLimits;
  /** Hosts this system may call: those of its data_url and token_url. */
  allowedHosts: ReadonlySet<string>;
  allowPrivate: boolean;
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  body: Buffer;
  /** The response's headers (content-type for callers that check it: modules/sso). */
  headers: http.IncomingHttpHeaders;
}

const pinnedLookup =
  (checked: CheckedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };

function timeoutMessage(ms: number) {
  return `El proveedor no respondió en ${Math.round(ms / 1000)} s`;
}

function sizeMessage(bytes: number) {
  const limit = bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} bytes`;
  return `La respuesta del proveedor supera el límite de ${limit}`;
}

export async function limitedFetch(
  request: OutgoingRequest,
  options: CallOptions,
): Promise<HttpAnswer> {
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConnectorError(HOST_REFUSED);
  if (!options.allowedHosts.has(url.host)) throw new ConnectorError(HOST_REFUSED);

  const deadline = AbortSignal.timeout(options.limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const failure = () =>
    deadline.aborted
      ? new ConnectorError(timeoutMessage(options.limits.timeoutMs))
      : new ConnectorError('La sincronización se canceló');

  const abortable = <T>(promise: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(failure());
      const onAbort = () => reject(failure());
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });

  const checked = await abortable(resolveAllowedAddress(hostOf(url), options.allowPrivate));
  const client = url.protocol === 'https:' ? https : http;
  const body = request.body === null ? null : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (body) headers['content-length'] = String(body.length);

  return new Promise<HttpAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: HttpAnswer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(answer as HttpAnswer);
    };
    const req = client.request(
      url,
      { method: request.method, headers, lookup: pinnedLookup(checked), signal },
      (res) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.limits.maxBytes) {
          req.destroy();
          return finish(new ConnectorError(sizeMessage(options.limits.maxBytes), res.statusCode));
        }
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.limits.maxBytes) {
            req.destroy();
            finish(new ConnectorError(sizeMessage(options.limits.maxBytes), res.statusCode));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          finish(null, {
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
          }),
        );
        res.on('error', (error) => finish(signal.aborted ? failure() : connectionError(error)));
      },
    );
    const onAbort = () => {
      req.destroy();
      finish(failure());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => finish(signal.aborted ? failure() : connectionError(error)));
    req.end(body ?? undefined);
  });
}

function connectionError(error: Error): ConnectorError {
  const code = (error as { code?: string }).code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'conexión rechazada'
      : code === 'ECONNRESET'
        ? 'la conexión se cerró'
        : code?.startsWith('ERR_TLS') || code?.includes('CERT')
          ? 'certificado TLS no válido'
          : (code ?? 'error de red');
  return new ConnectorError(`No se pudo conectar con el proveedor (${reason})`);
}
