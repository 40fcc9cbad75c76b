// Client side of the camera streams for tests and the bench: open a stream WebSocket (as a
// user, with a share token, or refused before the upgrade), collect its messages, and check
// they are whole MPEG-TS packets.
import fs from 'node:fs';
import WebSocket from 'ws';

export const TS_PACKET = 188;

export interface StreamClient {
  socket: WebSocket;
  messages: Buffer[];
  /** Bytes received so far. */
  bytes(): number;
  /** Resolves once `bytes` have arrived (rejects after timeoutMs or when the socket closes). */
  waitForBytes(bytes: number, timeoutMs?: number): Promise<void>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function streamUrl(
  base: string,
  cameraId: number,
  query: Record<string, string> = {},
): string {
  const url = new URL(`/api/streams/${cameraId}`, base);
  url.protocol = 'ws:';
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export interface OpenOptions {
  token?: string;
  headers?: Record<string, string>;
  protocols?: string[];
  /** Keep every message (default true); many long-lived viewers only count bytes. */
  keepMessages?: boolean;
  /** The certificate to trust on wss:// (a test proxy's self-signed one). */
  ca?: Buffer;
}

/** Opens the stream; rejects with the HTTP status when the server refuses the upgrade. */
export function openStream(url: string, options: OpenOptions = {}): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options.protocols ?? ['surtidor-stream'], {
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      perMessageDeflate: false,
      ...(options.ca ? { ca: options.ca } : {}),
    });
    const messages: Buffer[] = [];
    let received = 0;
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      socket.on('close', (code, reason) => {
        done({ code, reason: reason.toString() });
        for (const wake of waiters) wake();
      });
    });
    socket.on('message', (data: Buffer) => {
      if (options.keepMessages !== false) messages.push(data);
      received += data.length;
      for (const wake of waiters) wake();
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      const connection = response.socket;
      // The server must close a refused upgrade's connection (nothing else will).
      const socketClosed = new Promise<boolean>((done) => {
        const timer = setTimeout(() => done(false), 2000);
        connection.once('close', () => {
          clearTimeout(timer);
          done(true);
        });
      });
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on(
        'end',
        () =>
          void socketClosed.then((closedByServer) => {
            connection.destroy();
            reject(
              Object.assign(new Error(`refused ${response.statusCode}`), {
                status: response.statusCode,
                body: body ? JSON.parse(body) : null,
                closedByServer,
              }),
            );
          }),
      );
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        bytes: () => received,
        close: () => socket.close(),
        waitForBytes(bytes, timeoutMs = 15_000) {
          return new Promise<void>((done, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`only ${received} of ${bytes} bytes after ${timeoutMs} ms`));
            }, timeoutMs);
            const check = () => {
              if (received >= bytes) {
                clearTimeout(timer);
                waiters.delete(check);
                done();
              } else if (socket.readyState === WebSocket.CLOSED) {
                clearTimeout(timer);
                waiters.delete(check);
                fail(new Error(`closed after ${received} of ${bytes} bytes`));
              }
            };
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}

/** Status (and JSON body) of a refused upgrade; throws if the socket opened. */
export async function refusedUpgrade(
  url: string,
  options: OpenOptions = {},
): Promise<{
  status: number;
  body: { code?: string; message?: string } | null;
  closedByServer: boolean;
}> {
  try {
    const client = await openStream(url, options);
    client.close();
  } catch (error) {
    const refused = error as {
      status?: number;
      body?: { code?: string } | null;
      closedByServer?: boolean;
    };
    if (refused.status) {
      return {
        status: refused.status,
        body: refused.body ?? null,
        closedByServer: refused.closedByServer ?? false,
      };
    }
    throw error;
  }
  throw new Error('the upgrade was accepted');
}

/** Offsets of every message's packets whose first byte is not 0x47, or a ragged length. */
export function misalignedPackets(messages: Buffer[]): string[] {
  const problems: string[] = [];
  messages.forEach((message, index) => {
    if (message.length === 0 || message.length % TS_PACKET !== 0) {
      problems.push(`message ${index}: length ${message.length}`);
    }
    for (let offset = 0; offset < message.length; offset += TS_PACKET) {
      if (message[offset] !== 0x47) problems.push(`message ${index}: byte ${offset}`);
    }
  });
  return problems;
}

/** Process ids of the ffmpeg processes whose parent is `parentPid` (Linux /proc). */
export function ffmpegChildren(parentPid: number = process.pid): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'ffmpeg' && ppid === parentPid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** Whether a process is still alive (and not a zombie). */
export function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
