// Connectors call addresses operators type in: without this rule, a system could point at the
// server's own network (a database, a cloud metadata endpoint) and read it back through
// 'Probar conexión'. The host is resolved here, every address checked, and the connection is
// made to the checked address, so a second DNS answer (rebinding) cannot swap it.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ConnectorError } from './settings';

export const HOST_REFUSED = 'La dirección del proveedor no está permitida (red privada o local)';
const HOST_UNKNOWN = 'No se encontró el servidor del proveedor (DNS)';

// Only global unicast destinations pass. The ranges are ipaddr.js's (maintained from the IANA
// special-purpose registries), not a hand list: a hand list missed multicast, 240.0.0.0/4,
// 198.18.0.0/15 and the IPv6 forms that carry an IPv4 address (loopback or metadata inside
// NAT64, 6to4, Teredo or IPv4-compatible addresses reach that IPv4 host through a gateway).

/** IPv6 ranges that carry an IPv4 address the packet ends up at: that address is classified too. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  const v4 = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [v4(parts[6]!, parts[7]!)];
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d; the local-use 64:ff9b:1::/48 has no fixed layout
      return parts[1] === 0xff9b && parts[2] === 0 ? [v4(parts[6]!, parts[7]!)] : null;
    case '6to4': // 2002:aabb:ccdd::
      return [v4(parts[1]!, parts[2]!)];
    case 'teredo': // 2001:0:server:flags:port:~client
      return [v4(parts[2]!, parts[3]!), v4(parts[6]! ^ 0xffff, parts[7]! ^ 0xffff)];
    default:
      return null;
  }
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function isGlobalUnicast(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return embedded.every(isGlobalUnicast);
  // Outside 2000::/3 nothing is global (IPv4-compatible ::a.b.c.d included); inside it,
  // documentation, benchmarking, ORCHID and the like are not either.
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** True for the addresses a connector may never reach: anything but global unicast. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  // isIP first: ipaddr.js also reads legacy forms (0x7f.1, 2130706433) that are not literals here.
  // A zone id only makes sense on a link-local address.
  if (family === 0 || address.includes('%')) return true;
  try {
    // ipaddr.js reads a dotted tail as IPv4-mapped (::8.8.8.8 as ::ffff:8.8.8.8); the URL
    // parser writes it as the address it is (::808:808, IPv4-compatible).
    const text = family === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address;
    return !isGlobalUnicast(ipaddr.parse(text));
  } catch {
    return true;
  }
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
