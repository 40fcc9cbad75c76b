// GET /api/monitoring/metrics opens with the configuration's METRICS_TOKEN only (x-access metricsToken, checked
// by the access hooks): no session, so a scrape reads no database to be let in and still
// answers while the database is down.
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from '../access/tokens';
import { HttpError, notFound } from '../errors';

export const METRICS_TOKEN_REFUSED = 'Token de métricas ausente o no válido';

/** Equal in constant time: both sides hashed first, so neither length nor content leaks. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Throws the refusal: 404 while no METRICS_TOKEN is configured (the route is never public),
 * 401 when the Authorization header does not carry it.
 */
export function checkMetricsToken(configured: string | null, authorization?: string): void {
  if (configured === null) throw notFound();
  const given = bearerToken(authorization);
  if (given === null || !sameToken(given, configured)) {
    throw new HttpError(401, METRICS_TOKEN_REFUSED, 'metrics_unauthorized', undefined, {
      'WWW-Authenticate': 'Bearer',
    });
  }
}
