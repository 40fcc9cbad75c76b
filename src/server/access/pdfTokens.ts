// Pdf tokens: a short-lived grant to read ONE station's report over ONE period without a
// session (the printable page /price/{station}/{token}/{locale}, and the headless renderer).
// base64url(JSON payload) '.' base64url(HMAC-SHA256). Not stored: the HMAC proves it was
// issued here, the expiry inside it bounds it, and nothing else is granted.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ReportLocale, ReportType } from '../db/schema';
import { configuredOrStoredSecret } from '../storage/signingSecret';

export interface PdfGrant {
  stationId: number;
  reportType: ReportType;
  startDate: string;
  endDate: string;
  locale: ReportLocale;
  expiresAt: Date;
}

interface Payload {
  s: number;
  r: ReportType;
  a: string;
  b: string;
  l: ReportLocale;
  x: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`pdf-token:${body}`).digest('base64url');

export function pdfTokenSecret(db: Kysely<Database>): Promise<string> {
  return configuredOrStoredSecret(null, db, 'pdf_token');
}

export function createPdfToken(secret: string, grant: PdfGrant): string {
  const payload: Payload = {
    s: grant.stationId,
    r: grant.reportType,
    a: grant.startDate,
    b: grant.endDate,
    l: grant.locale,
    x: Math.floor(grant.expiresAt.getTime() / 1000),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type PdfTokenCheck =
  { ok: true; grant: PdfGrant } | { ok: false; reason: 'invalid' | 'expired' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkPdfToken(secret: string, token: string, now = new Date()): PdfTokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    !Number.isInteger(payload.s) ||
    typeof payload.r !== 'string' ||
    !DATE.test(String(payload.a)) ||
    !DATE.test(String(payload.b)) ||
    (payload.l !== 'es' && payload.l !== 'en') ||
    !Number.isInteger(payload.x)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(payload.x * 1000);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    grant: {
      stationId: payload.s,
      reportType: payload.r,
      startDate: payload.a,
      endDate: payload.b,
      locale: payload.l,
      expiresAt,
    },
  };
}

/** The report type each document operation serves (what a token must name to open it). */
export const REPORT_TYPE_OF_OPERATION: Record<string, ReportType> = {
  getDailyReport: 'daily',
  getPriceReport: 'price',
  getExecutiveReport: 'weekly_executive',
  getAnalyticReport: 'weekly_analytic',
  getWeeklyReport: 'weekly',
  getMonthlyReport: 'monthly',
  getCustomerBehaviorReport: 'customer_behavior',
  getTrafficSensitivityReport: 'traffic_sensitivity',
};
