// 'Probar conexión': one real run of unsaved values for one station and day, capped, with every
// call shown (secrets masked) and the first records mapped. Nothing is written.
import type {
  VolumetricConnectionTest,
  VolumetricRequestSent,
  VolumetricTestStep,
} from '@/api/generated/volumetric.gen';
import { fetchDayRecords, type CallTrace } from './connector/connectorClient';
import type { DayTarget } from './connector/dataRequest';
import { queryFirst } from './connector/jsonPaths';
import { mapRecord } from './connector/mapRecord';
import { ConnectorError, TEST_LIMITS, type ConnectorSettings } from './connector/settings';

const MASK = '••••';
const ROWS_SHOWN = 50;
const EXCERPT_BYTES = 4096;

/** Every secret text a call may carry: the static token, the token body's values, tokens. */
function secretsOf(settings: ConnectorSettings): Set<string> {
  const secrets = new Set<string>();
  if (settings.staticToken) secrets.add(settings.staticToken);
  const collect = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') secrets.add(String(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  if (settings.tokenBody) {
    try {
      collect(JSON.parse(settings.tokenBody));
    } catch {
      // Checked before the test runs; nothing to collect from text that does not parse.
    }
  }
  return secrets;
}

function masker(secrets: Set<string>) {
  return (text: string) => {
    let out = text;
    // Longest first, so a secret that contains another is masked whole. Very short values
    // (a '1' flag) would mask half the answer and protect nothing.
    for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
      if (secret.length < 3) continue;
      out = out.split(secret).join(MASK);
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) out = out.split(encoded).join(MASK);
    }
    return out;
  };
}

function maskedBody(body: string | null, step: CallTrace['step'], mask: (t: string) => string) {
  if (body === null) return null;
  if (step !== 'token') return mask(body);
  // The whole token body is secret: keep its shape, hide every value.
  try {
    const hide = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Array.isArray(value)
          ? value.map(hide)
          : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hide(v)]))
        : MASK;
    return JSON.stringify(hide(JSON.parse(body)));
  } catch {
    return MASK;
  }
}

function excerptOf(body: Buffer | null, mask: (t: string) => string): string | null {
  if (body === null) return null;
  // Mask a longer slice than shown, so a secret cut at the edge is still recognised.
  const masked = mask(body.subarray(0, EXCERPT_BYTES * 2).toString('utf8'));
  return Buffer.from(masked, 'utf8')
    .subarray(0, EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

function requestSent(trace: CallTrace, mask: (t: string) => string): VolumetricRequestSent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(trace.request.headers)) {
    headers[name] = name.toLowerCase() === 'authorization' ? `Bearer ${MASK}` : mask(value);
  }
  let url = trace.request.url;
  if (trace.step === 'token') {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) parsed.searchParams.set(key, MASK);
    url = parsed.toString();
  }
  return {
    method: trace.request.method,
    url: mask(url),
    headers,
    body: maskedBody(trace.request.body, trace.step, mask),
  };
}

function tokenIn(body: Buffer, tokenPath: string): string | null {
  try {
    const token = queryFirst(tokenPath, JSON.parse(body.toString('utf8')));
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

export async function runConnectionTest(
  settings: ConnectorSettings,
  target: DayTarget,
  allowPrivate: boolean,
): Promise<VolumetricConnectionTest> {
  const traces: CallTrace[] = [];
  const secrets = secretsOf(settings);
  let records: unknown[] = [];
  let failed = false;
  try {
    records = await fetchDayRecords(settings, target, {
      limits: TEST_LIMITS,
      allowPrivate,
      onCall: (trace) => {
        traces.push(trace);
        // The token answer's token is a secret too: mask it in every later excerpt.
        if (trace.step === 'token' && trace.body) {
          const token = tokenIn(trace.body, settings.tokenPath);
          if (token) secrets.add(token);
        }
        const auth = trace.request.headers.authorization;
        if (auth) secrets.add(auth.replace(/^Bearer /, ''));
      },
    });
  } catch (error) {
    failed = true;
    const message =
      error instanceof ConnectorError ? error.message : 'Error al llamar al proveedor';
    const last = traces[traces.length - 1];
    // A failure after the answer arrived (bad JSON, no token) belongs to that answer's step.
    if (last && last.error === null) last.error = message;
    else if (!last) {
      traces.push({
        step: 'data',
        request: { method: settings.dataMethod, url: settings.dataUrl, headers: {}, body: null },
        status: null,
        durationMs: 0,
        body: null,
        error: message,
      });
    }
  }
  const mask = masker(secrets);
  const steps: VolumetricTestStep[] = traces.map((trace) => ({
    step: trace.step,
    request: requestSent(trace, mask),
    status: trace.status,
    duration_ms: trace.durationMs,
    excerpt: excerptOf(trace.body, mask),
    error: trace.error,
  }));
  const rows = records.slice(0, ROWS_SHOWN).map((record, index) => {
    const mapped = mapRecord(record, settings.mapper, target.timeZone);
    return { index, values: mapped.values, ticket: mapped.ticket, errors: mapped.errors };
  });
  return {
    ok: !failed && steps.every((s) => s.error === null) && rows.every((r) => r.errors.length === 0),
    steps,
    records_found: records.length,
    rows,
  };
}
