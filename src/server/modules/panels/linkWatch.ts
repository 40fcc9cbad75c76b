// The seam between the stream hub (which holds viewers' sockets) and share links (which know
// when a link expires or is revoked): the hub registers each socket opened through a link, and
// the watch closes it at the link's expiry or within a second of its revocation, on every node,
// and a panel link's socket also when its camera is taken out of the panel ('withdrawn').
import type { ShareGrant } from '../../access/accessHooks';

export type LinkEndReason = 'expired' | 'revoked' | 'withdrawn';

export interface LinkWatch {
  /**
   * Registers an open socket of this link watching `cameraId`; returns the function that
   * unregisters it.
   */
  track(grant: ShareGrant, cameraId: number, close: (reason: LinkEndReason) => void): () => void;
}
