// The request id: on every log line of a request (pino's reqId), in the X-Request-Id response
// header and in every error body (request_id), so what a user quotes finds the log. Behind a
// trusted proxy (TRUST_PROXY) the proxy's X-Request-Id is kept, so its logs and ours share the
// id: only from a peer TRUST_PROXY trusts (any, for true or a hop count; one of its addresses
// or ranges, for a list), and only when short and made of safe characters; else ours is used.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short, and nothing a log reader or a header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The names TRUST_PROXY accepts for ranges, as Fastify (proxy-addr) reads them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** '::ffff:10.0.0.1' (IPv4 on a dual-stack socket) is 10.0.0.1. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

/** Whether a peer address is one of TRUST_PROXY's addresses or ranges. */
function peerMatcher(list: string[]): (address: string | undefined) => boolean {
  const trusted = new BlockList();
  for (const entry of list.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', bits] = plainAddress(entry).split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    // Fastify refuses an address it cannot read when it starts; none is trusted here.
    if (!isIPv4(address) && !isIPv6(address)) continue;
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId: the trusted proxy's id when safe, else a UUID (unique across nodes). */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const fromPeer: (address: string | undefined) => boolean = Array.isArray(trustProxy)
    ? peerMatcher(trustProxy)
    : () => trustProxy !== false && trustProxy !== 0;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && SAFE_REQUEST_ID.test(given)) {
      if (fromPeer(request.socket?.remoteAddress)) return given;
    }
    return randomUUID();
  };
}
