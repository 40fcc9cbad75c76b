// The files API with STORAGE_DRIVER=s3, against s3rver (an S3-compatible server from npm) in
// this process: the demo tree lands in the bucket, listing works the same, file_sign returns a
// real presigned URL of the bucket that serves ranges, uploads and deletes reach the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations.
import S3rverServer from 's3rver';
import type { ReportListResponse, SignedUrl } from '@/api/generated/files.gen';
import { EDITOR_ROOT, startFilesServer, type FilesTestServer } from '../modules/files/filesServer';

const BUCKET = 'surtidor-reports';
/** The part of s3rver's API used here. */
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
let s3rver: S3rver;
let s3dir: string;
let endpoint: string;
let client: S3Client;
let server: FilesTestServer;
let editor: string;
let admin: string;

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-s3rver-'));
  s3rver = new (S3rverServer as new (options: object) => S3rver)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  server = await startFilesServer({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  editor = await server.login('editor@demo.surtidor.mx');
  admin = await server.login('admin@demo.surtidor.mx');
});

afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3rver?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
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
