// How many streams share links may hold open at once on this node: per link (a link pasted in
// a public chat must not turn into hundreds of viewers, 744 MB in 15 s) and per address (one
// client cannot take a link's whole allowance). Counted per node, not in the database: what
// the cap protects is this node's outbound bandwidth and its viewers' buffers, and a node's
// sockets end with the node, so there is nothing to clean up after a crash. With N nodes
// behind a balancer a link reaches at most N times the cap.
import { HttpError } from '../../errors';

export const SHARE_VIEWERS_MESSAGE =
  'Este enlace ya tiene el máximo de espectadores simultáneos; intenta más tarde.';
export const SHARE_VIEWERS_CODE = 'share_link_busy';
/** Close code of a share-link socket refused because the link or the address is at its cap. */
export const SHARE_VIEWERS_CLOSE_CODE = 4429;

export interface ShareViewerCaps {
  perLink: number;
  perAddress: number;
}

export class ShareViewerLimit {
  private readonly byLink = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly caps: ShareViewerCaps) {}

  private full(linkId: number, address: string): boolean {
    return (
      (this.byLink.get(linkId) ?? 0) >= this.caps.perLink ||
      (this.byAddress.get(address) ?? 0) >= this.caps.perAddress
    );
  }

  /** Before the upgrade: a prompt 429 in the common case (no socket opened). */
  check(linkId: number, address: string): void {
    if (this.full(linkId, address)) {
      throw new HttpError(429, SHARE_VIEWERS_MESSAGE, SHARE_VIEWERS_CODE);
    }
  }

  /**
   * Takes a place once the socket is open; null when full (parallel upgrades can all pass
   * check()). Synchronous, so check-and-count cannot interleave. The function gives it back.
   */
  take(linkId: number, address: string): (() => void) | null {
    if (this.full(linkId, address)) return null;
    const add = <K>(map: Map<K, number>, key: K, delta: number) => {
      const next = (map.get(key) ?? 0) + delta;
      if (next > 0) map.set(key, next);
      else map.delete(key);
    };
    add(this.byLink, linkId, 1);
    add(this.byAddress, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.byLink, linkId, -1);
      add(this.byAddress, address, -1);
    };
  }
}
