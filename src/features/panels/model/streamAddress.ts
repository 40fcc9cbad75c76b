// Where a camera's live stream is and how to ask for it. A browser cannot set headers on a
// WebSocket, so a signed-in viewer's session travels as the subprotocol `bearer.<token>`; a
// share link's viewer sends the link's token in the query and only the stream protocol.
export const STREAM_PROTOCOL = 'surtidor-stream';

export interface StreamTarget {
  cameraId: number;
  /** A share link's token (public pages) instead of a session. */
  share?: string;
  /** The camera's lighter stream, for grid tiles of cameras that have one. */
  substream?: boolean;
}

/** ws:// or wss:// for a path of this page's origin. */
export function wsUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

export function streamPath({ cameraId, share, substream }: StreamTarget): string {
  const query = new URLSearchParams();
  if (share) query.set('share', share);
  if (substream) query.set('substream', 'true');
  const text = query.toString();
  return `/api/streams/${cameraId}${text ? `?${text}` : ''}`;
}

/** The subprotocols to offer: the session's bearer only when there is no share token. */
export function streamProtocols(target: StreamTarget, sessionToken: string | null): string[] {
  if (target.share || !sessionToken) return [STREAM_PROTOCOL];
  return [STREAM_PROTOCOL, `bearer.${sessionToken}`];
}
