// The ObjectStorage contract, run against both drivers: the local folder and S3 (s3rver, an
// S3-compatible server from npm, in this process on a free port, path-style addressing).
// s3rver checks the expiry of presigned URLs but does not verify SigV4 signatures (its
// authentication middleware says so: "Signature version 4 calculation is unimplemented"), so
// tampering is tested on the local driver, whose signatures this server checks itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  InvalidKeyError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  type ObjectStorage,
} from '@/server/storage';
import { localFolderStorage } from '@/server/storage/localFolderStorage';
import { s3Storage } from '@/server/storage/s3Storage';
import { checkDownloadSignature } from '@/server/storage/signedUrls';
import { S3_STAND_IN_KEY, startS3StandIn, type S3StandIn } from '../../support/s3StandIn';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const BUCKET = 'surtidor-test';
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-storage-'));
  tempDirs.push(dir);
  return dir;
};

let s3: S3StandIn;

beforeAll(async () => {
  s3 = await startS3StandIn(BUCKET);
});

afterAll(async () => {
  await s3?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const drivers: [string, () => ObjectStorage][] = [
  ['local folder', () => localFolderStorage({ dir: tempDir(), signingSecret: SECRET })],
  [
    's3 (s3rver)',
    () =>
      s3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        credentials: { accessKeyId: S3_STAND_IN_KEY, secretAccessKey: S3_STAND_IN_KEY },
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('%s driver', (_name, make) => {
  let storage: ObjectStorage;
  let root: string;
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  beforeAll(() => {
    storage = make();
    // Each driver gets its own area: the s3 bucket is shared by the runs of this file.
    root = `t${Date.now()}/`;
  });

  it('writes, reads and describes an object with accents and spaces in its key', async () => {
    const key = `${root}Estación Norte/Reporte diario.pdf`;
    const info = await storage.put(key, bytes);
    expect(info).toMatchObject({ key, size: 5000, contentType: 'application/pdf' });
    expect(info.etag).toMatch(/^".+"$/);
    expect(Math.abs(info.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    const read = await storage.get(key);
    expect(read.range).toBeNull();
    expect((await readAll(read.body)).equals(bytes)).toBe(true);
    expect(await storage.head(key)).toMatchObject({ key, size: 5000, etag: info.etag });
    expect(await storage.head(`${root}nada.pdf`)).toBeNull();
  });

  it('stores a stream of unknown length and replaces an object whole', async () => {
    const key = `${root}stream.csv`;
    await storage.put(key, Readable.from([Buffer.from('a,b\r\n'), Buffer.from('1,2\r\n')]));
    expect((await readAll((await storage.get(key)).body)).toString()).toBe('a,b\r\n1,2\r\n');
    await storage.put(key, 'nuevo');
    expect((await readAll((await storage.get(key)).body)).toString()).toBe('nuevo');
  });

  it('stores and reads an empty object', async () => {
    const key = `${root}vacío.csv`;
    expect((await storage.put(key, '')).size).toBe(0);
    const read = await storage.get(key);
    expect(read.info.size).toBe(0);
    expect((await readAll(read.body)).length).toBe(0);
    await expect(storage.get(key, { start: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it('reads one byte range: from-to, open-ended, suffix; refuses one past the end', async () => {
    const key = `${root}range.bin`;
    await storage.put(key, bytes);
    const middle = await storage.get(key, { start: 100, end: 199 });
    expect(middle.range).toEqual({ start: 100, end: 199 });
    expect((await readAll(middle.body)).equals(bytes.subarray(100, 200))).toBe(true);
    const rest = await storage.get(key, { start: 4990 });
    expect((await readAll(rest.body)).equals(bytes.subarray(4990))).toBe(true);
    const suffix = await storage.get(key, { suffix: 3 });
    expect(suffix.range).toEqual({ start: 4997, end: 4999 });
    expect((await readAll(suffix.body)).equals(bytes.subarray(4997))).toBe(true);
    await expect(storage.get(key, { start: 5000 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    await expect(storage.get(`${root}missing.bin`)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('lists one level in key order, folders as prefixes, paging with its token', async () => {
    const dir = `${root}lista/`;
    for (const name of ['b.csv', 'a.pdf', 'c.pdf', 'sub/x.pdf', 'sub/y.pdf', 'z/w.csv']) {
      await storage.put(`${dir}${name}`, name);
    }
    await storage.createFolder(`${dir}vacía/`);
    const all = await storage.list(dir);
    expect(all.folders).toEqual([`${dir}sub/`, `${dir}vacía/`, `${dir}z/`]);
    expect(all.objects.map((o) => o.key)).toEqual([`${dir}a.pdf`, `${dir}b.csv`, `${dir}c.pdf`]);
    expect(all.nextToken).toBeNull();

    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page = await storage.list(dir, { after: token, limit: 2 });
      // s3rver counts only objects against the limit (S3 counts folders too).
      expect(page.objects.length).toBeLessThanOrEqual(2);
      seen.push(...page.folders, ...page.objects.map((o) => o.key));
      token = page.nextToken;
      pages += 1;
    } while (token && pages < 10);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual([...all.folders, ...all.objects.map((o) => o.key)].sort());
    expect((await storage.list(`${dir}vacía/`)).objects).toEqual([]);
    expect(await storage.list(`${root}no-existe/`)).toEqual({
      folders: [],
      objects: [],
      nextToken: null,
    });
  });

  it('deletes objects and empty folders; a missing key is not an error', async () => {
    const key = `${root}borrar/a.txt`;
    await storage.put(key, 'x');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await storage.createFolder(`${root}hueca/`);
    await storage.delete(`${root}hueca/`);
    expect((await storage.list(root)).folders).not.toContain(`${root}hueca/`);
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      'a\\b',
      'a/\u0000',
      '',
      'a/./b',
    ]) {
      await expect(storage.put(key, 'x')).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
    }
    await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.signedUrl('../x', { expiresInSeconds: 60 })).rejects.toBeInstanceOf(
      InvalidKeyError,
    );
  });
});

describe('signed URLs', () => {
  it('local: signs key, expiry and name with HMAC; changes and expiry are refused', async () => {
    let now = Date.UTC(2026, 0, 1);
    const storage = localFolderStorage({ dir: tempDir(), signingSecret: SECRET, now: () => now });
    await storage.put('a/Reporte Ñ.pdf', 'x');
    const url = new URL(
      await storage.signedUrl('a/Reporte Ñ.pdf', { expiresInSeconds: 60 }),
      'http://h',
    );
    expect(url.pathname).toBe('/api/file_download');
    const download = {
      key: url.searchParams.get('key')!,
      expires: Number(url.searchParams.get('expires')),
      name: url.searchParams.get('name')!,
    };
    expect(download).toEqual({
      key: 'a/Reporte Ñ.pdf',
      expires: now / 1000 + 60,
      name: 'Reporte Ñ.pdf',
    });
    const signature = url.searchParams.get('signature')!;
    const at = (ms: number) => Math.floor(ms / 1000);
    expect(checkDownloadSignature(SECRET, download, signature, at(now))).toBe('valid');
    expect(checkDownloadSignature(SECRET, download, signature, at(now + 60_000))).toBe('valid');
    expect(checkDownloadSignature(SECRET, download, signature, at(now + 61_000))).toBe('expired');
    expect(checkDownloadSignature(SECRET, { ...download, key: 'a/otro.pdf' }, signature)).toBe(
      'invalid',
    );
    expect(checkDownloadSignature(SECRET, { ...download, name: 'x.pdf' }, signature)).toBe(
      'invalid',
    );
    expect(
      checkDownloadSignature(SECRET, { ...download, expires: download.expires + 1 }, signature),
    ).toBe('invalid');
    expect(checkDownloadSignature(`${SECRET}x`, download, signature, at(now))).toBe('invalid');
    now += 1;
  });

  it('s3: a presigned GET that serves ranges and names the file, refused once expired', async () => {
    const storage = drivers[1]![1]();
    const key = `presign${Date.now()}/Reporte diario Estación.pdf`;
    const bytes = Buffer.from('0123456789abcdefghij');
    await storage.put(key, bytes);
    const url = await storage.signedUrl(key, { expiresInSeconds: 60 });
    const parsed = new URL(url);
    expect(parsed.origin).toBe(s3.endpoint);
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect(whole.headers.get('content-disposition')).toBe(
      `attachment; filename="Reporte diario Estacion.pdf"; filename*=UTF-8''Reporte%20diario%20Estaci%C3%B3n.pdf`,
    );
    const ranged = await fetch(url, { headers: { Range: 'bytes=10-' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 10-19/20');
    expect(await ranged.text()).toBe('abcdefghij');

    // Signed 61 s in the past with a 60 s lifetime: expired.
    // Only the clock is faked: the SDK's own timers must keep running.
    jest.useFakeTimers({
      now: Date.now() - 61_000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const stale = await storage.signedUrl(key, { expiresInSeconds: 60 });
    jest.useRealTimers();
    expect((await fetch(stale)).status).toBe(403);
  });
});
