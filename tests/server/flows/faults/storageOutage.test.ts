// S3 storage going away: a call that needs the bucket (an upload; downloads go to the bucket
// itself by presigned URL) answers 503 with a Spanish "try again" message and a Retry-After,
// never a 500, and the file is not listed; health stays 200 (a node is not taken out of the
// proxy's rotation for a bucket every node shares) and the rest of the API goes on; when the
// bucket is back, the same server takes uploads again without a restart.
import net from 'node:net';
import { messages } from '@/server/errors';
import type { ReportListResponse } from '@/api/generated/files.gen';
import {
  EDITOR_ROOT,
  startFilesServer,
  type FilesTestServer,
} from '../../modules/files/filesServer';
import { S3_STAND_IN_KEY, startS3StandIn, type S3StandIn } from '../../../support/s3StandIn';

// The demo's documents go up to the bucket first: slow on a loaded machine.
jest.setTimeout(180_000);

const BUCKET = 'surtidor-outage';
let bucket: S3StandIn;
let server: FilesTestServer;
let admin: string;

/**
 * The bucket's address as the server sees it: a TCP relay to s3rver that can be cut (listener
 * closed and every open connection destroyed, as when the service or its network goes) and
 * restored on the same port. Closing s3rver alone would keep serving its kept-alive connections.
 */
class CuttableRelay {
  private listener: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: number) {}

  async open(): Promise<void> {
    const listener = net.createServer((client) => {
      const upstream = net.connect(this.target, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => listener.listen(this.port, '127.0.0.1', resolve));
    this.port = (listener.address() as net.AddressInfo).port;
    this.listener = listener;
  }

  async cut(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => listener?.close(() => resolve()) ?? resolve());
  }
}
let relay: CuttableRelay;

beforeAll(async () => {
  bucket = await startS3StandIn(BUCKET);
  relay = new CuttableRelay(bucket.port);
  await relay.open();
  const endpoint = `http://127.0.0.1:${relay.port}`;
  server = await startFilesServer({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_STAND_IN_KEY,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  admin = await server.login('admin@demo.surtidor.mx');
});

afterAll(async () => {
  await server?.close();
  await relay?.cut();
  await bucket?.close();
});

function upload(name: string) {
  const boundary = '----surtidorOutage';
  return server.inject({
    method: 'POST',
    url: `/api/reports/files?prefix=${encodeURIComponent(`${EDITOR_ROOT}Cargas/`)}`,
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: text/csv\r\n\r\nfolio,importe\r\nA-1,100.00\r\n\r\n--${boundary}--\r\n`,
    ),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${admin}`,
    },
  });
}

async function uploadedNames(): Promise<string[]> {
  const res = await server.get(
    `/api/reports?prefix=${encodeURIComponent(`${EDITOR_ROOT}Cargas/`)}`,
    admin,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as ReportListResponse).data.items.map((item) => item.name);
}

it('answers 503 to what needs the bucket while it is away, keeps nothing half-written, and serves it again when it is back', async () => {
  await relay.cut();
  const away = await upload('Durante la caída.csv');
  expect(away.statusCode).toBe(503);
  expect(away.json()).toMatchObject({
    message: messages.storageUnavailable,
    code: 'storage_unavailable',
  });
  expect(Number(away.headers['retry-after'])).toBeGreaterThan(0);
  expect(await uploadedNames()).not.toContain('Durante la caída.csv');
  // The node stays ready and what does not need the bucket answers.
  expect((await server.get('/api/health')).statusCode).toBe(200);
  expect((await server.get('/api/gas_stations', admin)).statusCode).toBe(200);

  await relay.open();
  expect((await upload('Después de la caída.csv')).statusCode).toBe(201);
  expect(await uploadedNames()).toContain('Después de la caída.csv');
});
