// mpegts.js's own WebSocket loader cannot offer subprotocols, which carry the session here, so
// the player gets this loader: it opens the socket with the protocols and hands every binary
// message (whole 188-byte TS packets) to the demuxer as it arrives. How the socket closed goes
// to the stream's owner (liveStream.ts), which decides whether to reconnect; mpegts itself is
// never told, since it would only try to recover a file download.
import type Mpegts from 'mpegts.js';

export interface SocketHooks {
  url: string;
  protocols: string[];
  onOpen: () => void;
  onClose: (code: number, reason: string, opened: boolean) => void;
}

// mpegts.js's LoaderStatus values.
const IDLE = 0;
const CONNECTING = 1;
const BUFFERING = 2;
const COMPLETE = 4;

type DataArrival = Mpegts.BaseLoader['onDataArrival'];

/** A loader class bound to one stream's socket (mpegts.js constructs it itself). */
export function socketLoaderFor(hooks: SocketHooks): Mpegts.CustomLoaderConstructor {
  return class SocketLoader implements Mpegts.BaseLoader {
    _status = IDLE;
    _needStash = false;
    onContentLengthKnown: Mpegts.BaseLoader['onContentLengthKnown'] = () => undefined;
    onURLRedirect: Mpegts.BaseLoader['onURLRedirect'] = () => undefined;
    onDataArrival: DataArrival = () => undefined;
    onError: Mpegts.BaseLoader['onError'] = () => undefined;
    onComplete: Mpegts.BaseLoader['onComplete'] = () => undefined;
    private socket: WebSocket | null = null;
    private received = 0;

    get type() {
      return 'surtidor-socket';
    }
    get status() {
      return this._status;
    }
    get needStashBuffer() {
      return this._needStash;
    }

    isWorking() {
      return this._status === CONNECTING || this._status === BUFFERING;
    }

    open() {
      let opened = false;
      const socket = new WebSocket(hooks.url, hooks.protocols);
      socket.binaryType = 'arraybuffer';
      this.socket = socket;
      this._status = CONNECTING;
      socket.onopen = () => {
        opened = true;
        this._status = BUFFERING;
        hooks.onOpen();
      };
      socket.onmessage = (event: MessageEvent) => {
        if (!(event.data instanceof ArrayBuffer)) return; // the stream sends binary only
        const start = this.received;
        this.received += event.data.byteLength;
        this.onDataArrival(event.data, start, this.received);
      };
      socket.onclose = (event: CloseEvent) => {
        if (this.socket !== socket) return; // aborted by us
        this.socket = null;
        this._status = COMPLETE;
        hooks.onClose(event.code, event.reason, opened);
      };
    }

    abort() {
      const socket = this.socket;
      this.socket = null;
      this._status = COMPLETE;
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
    }

    destroy() {
      this.abort();
      this._status = IDLE;
    }
  };
}
