// What the printable page can tell from its token before asking the server: the payload
// (first dot-separated part, base64url JSON) names the station, report, period, locale and
// expiry. The signature is only checked by the server; a token that cannot even be read is
// invalid here already.
import type { ReportLocale, ReportType } from '@/api/reports';
import { REPORT_TYPES } from '@/lib/reports/reportTypes';

export interface PdfTokenPayload {
  stationId: number;
  reportType: ReportType;
  startDate: string;
  endDate: string;
  locale: ReportLocale;
  /** Unix seconds. */
  expiresAt: number;
}

function base64UrlDecode(text: string): string {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readPdfToken(token: string): PdfTokenPayload | null {
  try {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const raw = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    const { s, r, a, b, l, x } = raw;
    if (typeof s !== 'number' || typeof x !== 'number') return null;
    if (typeof a !== 'string' || typeof b !== 'string') return null;
    if (typeof r !== 'string' || !(REPORT_TYPES as readonly string[]).includes(r)) return null;
    return {
      stationId: s,
      reportType: r as ReportType,
      startDate: a,
      endDate: b,
      locale: l === 'en' ? 'en' : 'es',
      expiresAt: x,
    };
  } catch {
    return null;
  }
}

export type PdfTokenProblem = 'invalid' | 'expired' | 'station';

/** Why the token cannot open the report at `stationId` now, or null when it may. */
export function pdfTokenProblem(
  payload: PdfTokenPayload | null,
  stationId: number,
  nowSeconds: number,
): PdfTokenProblem | null {
  if (!payload) return 'invalid';
  if (payload.stationId !== stationId) return 'station';
  if (payload.expiresAt <= nowSeconds) return 'expired';
  return null;
}

/** Builds a token payload (tests and stories sign it with any text). */
export function encodePdfTokenPayload(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
