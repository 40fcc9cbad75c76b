// The files API with STORAGE_DRIVER=s3, against s3rver (an S3-compatible server from npm) in
// this process: the demo tree lands in the bucket, listing works the same, file_sign returns a
// real presigned URL of the bucket that serves ranges, uploads and deletes reach the bucket.
// The driver's streamed put, through a proxy that notes each request: a stream longer than a
// part goes up part by part while it is still being read, a short one in one PutObject, and a
// stream failing midway leaves the old object.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ReportListResponse, SignedUrl } from '@/api/generated/files.gen';
import type { ObjectStorage } from '@/server/storage';
import { PART_BYTES, partsOf, s3Storage } from '@/server/storage/s3Storage';
import { S3_STAND_IN_KEY, startS3StandIn, type S3StandIn } from '../../support/s3StandIn';
import { EDITOR_ROOT, startFilesServer, type FilesTestServer } from '../modules/files/filesServer';

const BUCKET = 'surtidor-reports';
let s3: S3StandIn;
let endpoint: string;
let client: S3Client;
let server: FilesTestServer;
let editor: string;
let admin: string;

beforeAll(async () => {
  s3 = await startS3StandIn(BUCKET);
  endpoint = s3.endpoint;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_STAND_IN_KEY, secretAccessKey: S3_STAND_IN_KEY },
  });
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
  editor = await server.login('editor@demo.surtidor.mx');
  admin = await server.login('admin@demo.surtidor.mx');
});

afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3?.close();
});

async function objectBytes(key: string): Promise<Buffer> {
  const out = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

it('loads the demo tree into the bucket and lists it as on the local folder', async () => {
  const res = await server.get('/api/reports', editor);
  expect(res.statusCode).toBe(200);
  const data = (res.json() as ReportListResponse).data;
  expect(data.items.map((i) => i.type)).toEqual([
    'folder',
    'folder',
    'folder',
    'folder',
    'folder',
    'file',
  ]);
  const summary = data.items[5]!;
  const head = await client.send(
    new HeadObjectCommand({ Bucket: BUCKET, Key: `reports/${summary.path}` }),
  );
  expect(head.ContentLength).toBe(summary.size);
  // The local folder was not used.
  expect(fs.readdirSync(server.storageDir)).toEqual([]);
});

it('signs a presigned URL of the bucket that downloads whole files and ranges', async () => {
  const station = (await server.get('/api/reports', editor)).json().data.items[0].path as string;
  const pdf = `${station}Reportes diarios/Reporte diario 2022-01-09.pdf`;
  const res = await server.get(`/api/file_sign?value=${encodeURIComponent(pdf)}`, editor);
  expect(res.statusCode).toBe(200);
  const signed = new URL((res.json() as SignedUrl).signed_url);
  expect(signed.origin).toBe(endpoint);
  expect(signed.searchParams.get('X-Amz-Expires')).toBe('3600');
  const bytes = await objectBytes(`reports/${pdf}`);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const whole = await fetch(signed);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  expect(whole.headers.get('content-disposition')).toContain(
    "filename*=UTF-8''Reporte%20diario%202022-01-09.pdf",
  );
  const ranged = await fetch(signed, { headers: { Range: 'bytes=1000-' } });
  expect(ranged.status).toBe(206);
  expect(ranged.headers.get('content-range')).toBe(
    `bytes 1000-${bytes.length - 1}/${bytes.length}`,
  );
  expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);
});

it('uploads into and deletes from the bucket', async () => {
  const boundary = '----surtidorS3';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Nota de crédito.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\nfolio,importe\r\nA-1,100.00\r\n\r\n--${boundary}--\r\n`,
  );
  const upload = await server.inject({
    method: 'POST',
    url: `/api/reports/files?prefix=${encodeURIComponent(`${EDITOR_ROOT}Cargas/`)}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${admin}`,
    },
  });
  expect(upload.statusCode).toBe(201);
  const key = `reports/${EDITOR_ROOT}Cargas/Nota de crédito.csv`;
  expect((await objectBytes(key)).toString()).toBe('folio,importe\r\nA-1,100.00\r\n');

  const removed = await server.delete(
    `/api/reports/entry?path=${encodeURIComponent(`${EDITOR_ROOT}Cargas/Nota de crédito.csv`)}`,
    admin,
  );
  expect(removed.statusCode).toBe(204);
  await expect(
    client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })),
  ).rejects.toMatchObject({ name: 'NotFound' });
});

describe("the driver's streamed put", () => {
  let proxy: http.Server;
  /** Each request the driver made: the SDK's operation name (its x-id), or the HTTP method. */
  let requests: string[] = [];
  let storage: ObjectStorage;

  beforeAll(async () => {
    proxy = http.createServer((req, res) => {
      requests.push(new URL(req.url!, endpoint).searchParams.get('x-id') ?? req.method!);
      const forward = http.request(
        `${endpoint}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    storage = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: S3_STAND_IN_KEY, secretAccessKey: S3_STAND_IN_KEY },
      forcePathStyle: true,
    });
  });
  beforeEach(() => {
    requests = [];
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  const CHUNK = 64 * 1024;
  /** Bytes that differ from chunk to chunk and part to part. */
  const chunkAt = (offset: number, length: number) =>
    Buffer.from(Array.from({ length }, (_, i) => ((offset + i) * 7 + ((offset + i) >> 16)) & 255));
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const partSent = () => requests.includes('UploadPart');

  it('sends a long stream part by part while reading it, and stores it whole', async () => {
    const total = 2 * PART_BYTES + PART_BYTES / 2 + 123;
    const hash = createHash('sha256');
    let sentBeforeEnd = false;
    async function* source() {
      for (let offset = 0; offset < total; offset += CHUNK) {
        // Past the first part, the rest waits until a part has been sent (10 s at most).
        if (offset > PART_BYTES && !sentBeforeEnd) {
          for (let i = 0; i < 200 && !partSent(); i++) await new Promise((r) => setTimeout(r, 50));
          sentBeforeEnd = partSent();
          if (!sentBeforeEnd) throw new Error('no part was sent before the stream ended');
        }
        const chunk = chunkAt(offset, Math.min(CHUNK, total - offset));
        hash.update(chunk);
        yield chunk;
      }
    }
    const key = 'streamed/largo.bin';
    const info = await storage.put(key, Readable.from(source()));
    expect(sentBeforeEnd).toBe(true);
    expect(info).toMatchObject({ key, size: total, contentType: 'application/octet-stream' });
    const stored = await objectBytes(key);
    expect(stored.length).toBe(total);
    expect(sha256(stored)).toBe(hash.digest('hex'));
    // Created (POST ?uploads), three parts, completed (POST ?uploadId), then described.
    expect(requests).toEqual(['POST', 'UploadPart', 'UploadPart', 'UploadPart', 'POST', 'HEAD']);
  }, 60_000);

  it('sends a stream shorter than a part in one PutObject', async () => {
    const key = 'streamed/corto.csv';
    const info = await storage.put(key, Readable.from(['folio,importe\r\n', 'A-1,100.00\r\n']));
    expect(info).toMatchObject({ key, size: 27, contentType: 'text/csv; charset=utf-8' });
    expect((await objectBytes(key)).toString()).toBe('folio,importe\r\nA-1,100.00\r\n');
    expect(requests.filter((r) => r !== 'HEAD')).toEqual(['PutObject']);
  });

  it('leaves the old object when the stream fails after a part was sent', async () => {
    const key = 'streamed/reemplazo.txt';
    await storage.put(key, 'versión anterior');
    async function* failing() {
      for (let offset = 0; offset < PART_BYTES + CHUNK; offset += CHUNK) {
        yield chunkAt(offset, CHUNK);
      }
      for (let i = 0; i < 200 && !partSent(); i++) await new Promise((r) => setTimeout(r, 50));
      throw new Error('la fuente se cortó');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow('la fuente se cortó');
    expect(partSent()).toBe(true);
    // The upload is aborted (s3rver does not implement the abort; S3 does).
    expect(requests).toEqual(['PutObject', 'HEAD', 'POST', 'UploadPart', 'AbortMultipartUpload']);
    expect((await objectBytes(key)).toString()).toBe('versión anterior');
  }, 60_000);
});

describe('partsOf', () => {
  const collect = async (chunks: string[], size: number) => {
    const out: string[] = [];
    for await (const part of partsOf(Readable.from(chunks.map((c) => Buffer.from(c))), size)) {
      out.push(part.toString());
    }
    return out;
  };

  it('cuts the bytes into whole parts across chunks, the last one shorter or empty', async () => {
    expect(await collect(['abc', 'defgh', 'i'], 4)).toEqual(['abcd', 'efgh', 'i']);
    expect(await collect(['abcdefghij'], 3)).toEqual(['abc', 'def', 'ghi', 'j']);
    expect(await collect(['ab', 'cd'], 2)).toEqual(['ab', 'cd', '']);
    expect(await collect([], 4)).toEqual(['']);
  });
});
