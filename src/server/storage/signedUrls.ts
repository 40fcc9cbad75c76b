// Signed download URLs of the local storage driver: GET /api/file_download with the key, the
// expiry (Unix seconds), the download name and an HMAC-SHA256 over all three. Changing any of
// them, or using the URL after its expiry, is refused (403). Nothing is stored per URL, so any
// node sharing the signing secret can serve it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_PATH = '/api/file_download';

export interface SignedDownload {
  key: string;
  /** Unix time in seconds. */
  expires: number;
  /** The name the browser saves the file under. */
  name: string;
}

function mac(secret: string, { key, expires, name }: SignedDownload): string {
  // Versioned and newline-separated: keys and names cannot contain control characters, so no
  // two different triples produce the same text.
  return createHmac('sha256', secret).update(`v1\n${key}\n${expires}\n${name}`).digest('base64url');
}

/** Root-relative URL ('/api/file_download?...'). */
export function signDownload(secret: string, download: SignedDownload): string {
  const query = new URLSearchParams({
    key: download.key,
    expires: String(download.expires),
    name: download.name,
    signature: mac(secret, download),
  });
  return `${DOWNLOAD_PATH}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkDownloadSignature(
  secret: string,
  download: SignedDownload,
  signature: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(mac(secret, download));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return nowSeconds > download.expires ? 'expired' : 'valid';
}
