// The WebSocket subprotocol of camera streams: the server answers it when a client offers it
// (browsers offer it next to `bearer.<token>`, which must never be echoed back).
export const STREAM_SUBPROTOCOL = 'surtidor-stream';

export function chooseSubprotocol(offered: Set<string>): string | false {
  return offered.has(STREAM_SUBPROTOCOL) ? STREAM_SUBPROTOCOL : false;
}
