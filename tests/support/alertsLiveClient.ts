// A browser-like client of watchAlerts for tests and the bench: it authenticates as a browser
// must (no headers: the session as the subprotocol `bearer.<token>` beside `surtidor-alerts`)
// and keeps every JSON message with the time it arrived.
import WebSocket from 'ws';

export interface LiveMessage {
  type: string;
  events?: { event: string; id: number }[];
}

export interface AlertsLiveClient {
  socket: WebSocket;
  /** The subprotocol the server answered. */
  protocol: string;
  messages: { at: number; message: LiveMessage }[];
  /** Resolves with the first message (from now on, or already kept) that passes `test`. */
  waitFor(
    test: (message: LiveMessage) => boolean,
    timeoutMs?: number,
  ): Promise<{ at: number; message: LiveMessage }>;
  /** Events received so far for alert `id`. */
  eventsFor(id: number): string[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function alertsLiveUrl(base: string): string {
  const url = new URL('/api/alerts/live', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Opens the feed and waits for its `ready`; rejects with the status of a refused upgrade.
 * `ca`: the certificate to trust on wss:// (a test proxy's self-signed one).
 */
export function openAlertsLive(
  base: string,
  token: string | null,
  options: { ca?: Buffer } = {},
): Promise<AlertsLiveClient> {
  return new Promise((resolve, reject) => {
    const protocols = token ? ['surtidor-alerts', `bearer.${token}`] : ['surtidor-alerts'];
    const socket = new WebSocket(alertsLiveUrl(base), protocols, {
      perMessageDeflate: false,
      ...(options.ca ? { ca: options.ca } : {}),
    });
    const messages: { at: number; message: LiveMessage }[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      socket.on('close', (code, reason) => {
        done({ code, reason: reason.toString() });
        for (const wake of waiters) wake();
      });
    });
    const client: AlertsLiveClient = {
      socket,
      protocol: '',
      messages,
      closed,
      close: () => socket.close(),
      eventsFor: (id) =>
        messages.flatMap(({ message }) =>
          (message.events ?? []).filter((e) => e.id === id).map((e) => e.event),
        ),
      waitFor(test, timeoutMs = 5_000) {
        return new Promise((done, fail) => {
          const check = () => {
            const found = messages.find(({ message }) => test(message));
            if (found) {
              clearTimeout(timer);
              waiters.delete(check);
              done(found);
            } else if (socket.readyState === WebSocket.CLOSED) {
              clearTimeout(timer);
              waiters.delete(check);
              fail(new Error('the feed closed before the message'));
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`no such message after ${timeoutMs} ms: ${JSON.stringify(messages)}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      },
    };
    socket.on('message', (data: Buffer) => {
      messages.push({ at: performance.now(), message: JSON.parse(data.toString()) as LiveMessage });
      for (const wake of waiters) wake();
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      // The response lets go of its socket once read: keep it to close it.
      const connection = response.socket;
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        connection.destroy();
        reject(
          Object.assign(new Error(`refused ${response.statusCode}`), {
            status: response.statusCode,
            body: body ? (JSON.parse(body) as unknown) : null,
          }),
        );
      });
    });
    socket.on('error', reject);
    socket.on('open', () => {
      client.protocol = socket.protocol;
      client.waitFor((m) => m.type === 'ready').then(() => resolve(client), reject);
    });
  });
}
