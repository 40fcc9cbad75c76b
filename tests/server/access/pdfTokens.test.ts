// Pdf tokens: what they grant, and that a changed byte, another key or the passing of time
// undoes them.
import { createHmac } from 'node:crypto';
import { checkPdfToken, createPdfToken, type PdfGrant } from '@/server/access/pdfTokens';

const SECRET = 'a-secret-of-the-installation';
const grant: PdfGrant = {
  stationId: 12,
  reportType: 'price',
  startDate: '2026-11-01',
  endDate: '2026-11-22',
  locale: 'en',
  expiresAt: new Date('2026-11-23T12:30:00Z'),
};
const before = new Date('2026-11-23T12:00:00Z');

it('grants exactly the station, report, dates and locale it was made for', () => {
  const token = createPdfToken(SECRET, grant);
  expect(checkPdfToken(SECRET, token, before)).toEqual({ ok: true, grant });
});

it('expires at its expiry, to the second', () => {
  const token = createPdfToken(SECRET, grant);
  expect(checkPdfToken(SECRET, token, new Date('2026-11-23T12:29:59Z')).ok).toBe(true);
  expect(checkPdfToken(SECRET, token, new Date('2026-11-23T12:30:00Z'))).toEqual({
    ok: false,
    reason: 'expired',
  });
});

it('refuses a token signed with another key', () => {
  const token = createPdfToken('another-installation', grant);
  expect(checkPdfToken(SECRET, token, before)).toEqual({ ok: false, reason: 'invalid' });
});

it('refuses a payload changed to open another station, even re-encoded cleanly', () => {
  const token = createPdfToken(SECRET, grant);
  const [body, mac] = token.split('.');
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { s: number };
  payload.s = 13;
  const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
  expect(checkPdfToken(SECRET, forged, before)).toEqual({ ok: false, reason: 'invalid' });
  // A later expiry is a change too.
  const longer = { ...JSON.parse(Buffer.from(body!, 'base64url').toString()), x: 4102444800 };
  const extended = `${Buffer.from(JSON.stringify(longer)).toString('base64url')}.${mac}`;
  expect(checkPdfToken(SECRET, extended, before).ok).toBe(false);
});

it.each(['', 'abc', 'a.b.c', '.', 'x.', '.y', '%%%.%%%'])(
  'refuses the malformed token %p',
  (bad) => {
    expect(checkPdfToken(SECRET, bad, before)).toEqual({ ok: false, reason: 'invalid' });
  },
);

it('refuses a signed payload that is not a grant', () => {
  // Signed with the right key but carrying garbage: still refused.
  const body = Buffer.from(
    JSON.stringify({ s: 'twelve', r: 'price', a: 'x', b: 'y', l: 'fr', x: 1 }),
  ).toString('base64url');
  const mac = createHmac('sha256', SECRET).update(`pdf-token:${body}`).digest('base64url');
  expect(checkPdfToken(SECRET, `${body}.${mac}`, before)).toEqual({ ok: false, reason: 'invalid' });
});
