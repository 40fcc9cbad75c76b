// HTTP byte ranges (RFC 9110 §14): parsing a Range header into a RangeRequest and resolving one
// against an object's size. Only single ranges are served; a multi-range request is answered
// with the whole object, which the RFC allows.
import { RangeNotSatisfiableError, type ByteRange, type RangeRequest } from './objectStorage';

/**
 * The range a Range header asks for, or null to send the whole object (no header, another unit,
 * several ranges, or a header too malformed to be a byte range: RFC 9110 says ignore it).
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
}

/** Inclusive positions of `request` in an object of `size` bytes; throws when unsatisfiable. */
export function resolveRange(request: RangeRequest, size: number): ByteRange {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}

/** The Range header value that asks for `request` (for drivers that forward it). */
export function rangeHeaderOf(request: RangeRequest): string {
  if ('suffix' in request) return `bytes=-${request.suffix}`;
  return `bytes=${request.start}-${request.end ?? ''}`;
}
