// A camera stream owned by another node, read from that node's own stream endpoint as a node
// (the shared node secret in a header instead of a user's session), so the camera's source
// still has one reader however many nodes have viewers.
import WebSocket from 'ws';
import { NODE_RELAY_HEADER } from '../../../access/nodeRelay';
import { STREAM_SUBPROTOCOL } from './subprotocol';
import type { RunningSource, SourceEvents } from './streamSource';

export interface RelayTarget {
  ownerUrl: string;
  cameraId: number;
  substream: boolean;
  secret: string;
}

const CONNECT_TIMEOUT_MS = 5000;

export function relayUrl(target: Omit<RelayTarget, 'secret'>): string {
  const url = new URL(`/api/streams/${target.cameraId}`, target.ownerUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (target.substream) url.searchParams.set('substream', 'true');
  return url.toString();
}

export function startRelaySource(target: RelayTarget, events: SourceEvents): RunningSource {
  let ended = false;
  const end = (message: string, ownerGone = false) => {
    if (ended) return;
    ended = true;
    events.end({ kind: 'relay_closed', message, ...(ownerGone ? { ownerGone } : {}) });
  };
  const socket = new WebSocket(relayUrl(target), [STREAM_SUBPROTOCOL], {
    headers: { [NODE_RELAY_HEADER]: target.secret },
    perMessageDeflate: false,
    handshakeTimeout: CONNECT_TIMEOUT_MS,
  });
  socket.binaryType = 'nodebuffer';
  socket.on('message', (data: Buffer) => events.data(data));
  socket.on('unexpected-response', (_request, response) => {
    end(`El nodo dueño de la cámara respondió ${response.statusCode}.`);
    socket.terminate();
  });
  socket.on('error', (error: NodeJS.ErrnoException) =>
    end('No se pudo conectar con el nodo dueño de la cámara.', error.code === 'ECONNREFUSED'),
  );
  socket.on('close', (code, reason) =>
    end(`El nodo dueño de la cámara cerró la transmisión (${code} ${reason.toString()}).`),
  );

  return {
    kind: 'relay',
    pid: null,
    ownerUrl: target.ownerUrl,
    stop() {
      ended = true;
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
        else socket.close(1000, 'idle');
        setTimeout(() => {
          socket.terminate();
          resolve();
        }, 2000).unref();
      });
    },
  };
}
