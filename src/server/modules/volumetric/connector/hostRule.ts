// Connectors call addresses operators type in: without this rule, a system could point at the
// server's own network (a database, a cloud metadata endpoint) and read it back through
// 'Probar conexión'. The host is resolved here, every address checked, and the connection is
// made to the checked address, so a second DNS answer (rebinding) cannot swap it.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ConnectorError } from './settings';

export const HOST_REFUSED = 'La dirección del proveedor no está permitida (red privada o local)';
const HOST_UNKNOWN = 'No se encontró el servidor del proveedor (DNS)';

const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // unspecified / this network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['255.255.255.255', 32],
];

function v4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isBlockedV4(address: string): boolean {
  const value = v4ToNumber(address);
  return V4_BLOCKED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(base);
    return value >= start && value < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail expanded). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] as string;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const n = v4ToNumber(v4Tail[1] as string);
    text = `${text.slice(0, -v4Tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

function isBlockedV6(address: string): boolean {
  const g = v6Groups(address);
  const first = g[0] as number;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    // IPv4-mapped (::ffff:a.b.c.d): the IPv4 rules apply.
    const v4 = [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
    return isBlockedV4(v4);
  }
  if (g.slice(0, 7).every((x) => x === 0) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  return false;
}

/** True for the addresses a connector may never reach (private, loopback, link-local...). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isBlockedV4(address);
  if (family === 6) return isBlockedV6(address);
  return true;
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves `host` and checks every address it has; the first one is the one to connect to. */
export async function resolveAllowedAddress(
  host: string,
  allowPrivate: boolean,
): Promise<CheckedAddress> {
  const literal = isIP(host);
  let addresses: CheckedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
    } catch {
      throw new ConnectorError(HOST_UNKNOWN);
    }
  }
  if (addresses.length === 0) throw new ConnectorError(HOST_UNKNOWN);
  // Any forbidden answer refuses the host: a name that mixes public and private addresses is
  // exactly what a rebinding attack looks like.
  if (!allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
    throw new ConnectorError(HOST_REFUSED);
  }
  return addresses[0] as CheckedAddress;
}
