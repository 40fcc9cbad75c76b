// `npm run bench:files`: the files API on the local folder back end with 100,000 objects under
// one prefix, over real HTTP on this machine. Prints the latency of page 1, page 500 and the
// last page (10 entries a page, continuation tokens), and the throughput of a signed download
// of a 100 MB file beside reading the same file straight from disk.
// Targets: every page under 20 ms; the download at least 50% of the disk rate.
// BENCH_OBJECTS (100000), BENCH_FILE_MB (100) and BENCH_RUNS (50) tune it.
import '../lib/srcAlias';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { loadDemo } from '@/server/demo/loadDemo';
import { catalogueTree, saveFile, storageKeyOf, type FileEntry } from '@/server/modules/files';
import { storageFor } from '@/server/storage';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PAGE = 10;
const ROOT = 'Grupo Surtidor Demo S.A. de C.V./';
const PREFIX = `${ROOT}Histórico de bitácoras/`;

/** Reads a file in 1 MB chunks and prints {ms, bytes}. */
const READ_FILE = `
const start = process.hrtime.bigint(); let bytes = 0;
require('fs').createReadStream(process.argv[1], { highWaterMark: 1 << 20 })
  .on('data', (c) => (bytes += c.length))
  .on('end', () => console.log(JSON.stringify({ ms: Number(process.hrtime.bigint() - start) / 1e6, bytes })));`;
/** GETs a URL with Node's http client and prints {ms, bytes} (-1 bytes on a non-200). */
const DOWNLOAD = `
const start = process.hrtime.bigint(); let bytes = 0;
require('http').get(process.argv[1], (res) => {
  res.on('data', (c) => (bytes += c.length));
  res.on('end', () => console.log(JSON.stringify({ ms: Number(process.hrtime.bigint() - start) / 1e6, bytes: res.statusCode === 200 ? bytes : -1 })));
});`;

const ms = (ns: bigint) => Number(ns) / 1e6;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await work();
  return { value, ms: ms(process.hrtime.bigint() - start) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-files-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' };
  Object.assign(process.env, env); // the demo reads the storage location from the environment
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, logLevel: 'error' });
  try {
    await migrateToLatest(handle.db);
    await loadDemo(handle.db);
    const storage = await storageFor(config, handle.db);

    // 100,000 small objects in one folder: on disk, then catalogued in bulk.
    const seeding = await timed(async () => {
      const dir = path.join(
        config.storage.driver === 'local' ? config.storage.dir : '',
        storageKeyOf(PREFIX),
      );
      fs.mkdirSync(dir, { recursive: true });
      const files: FileEntry[] = [];
      const base = Date.UTC(2021, 0, 1);
      for (let i = 0; i < OBJECTS; i++) {
        const name = `bitácora ${String(i).padStart(6, '0')}.csv`;
        const body = `fecha,evento\r\n2021-01-01,${i}\r\n`;
        fs.writeFileSync(path.join(dir, name), body);
        files.push({
          path: `${PREFIX}${name}`,
          size: Buffer.byteLength(body),
          contentType: 'text/csv; charset=utf-8',
          lastModified: new Date(base + i * 1000),
        });
      }
      await handle.db.transaction().execute((trx) => catalogueTree(trx, files));
    });
    await sql`analyze report_objects`.execute(handle.db);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'editor@demo.surtidor.mx', password: 'Demo#2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const list = async (maxKeys: number, continuationToken?: string) => {
      const query = new URLSearchParams({ prefix: PREFIX, maxKeys: String(maxKeys) });
      if (continuationToken) query.set('continuationToken', continuationToken);
      const res = await fetch(`${base}/api/reports?${query}`, { headers: auth });
      if (!res.ok) throw new Error(`list: ${res.status} ${await res.text()}`);
      return (await res.json()) as {
        data: {
          items: { name: string }[];
          pagination: { nextContinuationToken: string | null; totalPages: number };
        };
      };
    };
    /** The token that opens page `n` (1-based) of PAGE entries: tokens do not depend on maxKeys. */
    const tokenOfPage = async (n: number): Promise<string | undefined> => {
      let skip = (n - 1) * PAGE;
      let token: string | undefined;
      while (skip > 0) {
        const step = skip >= 1000 ? 1000 : PAGE;
        const page = await list(step, token);
        token = page.data.pagination.nextContinuationToken ?? undefined;
        skip -= step;
      }
      return token;
    };

    const first = await list(PAGE);
    const lastPage = first.data.pagination.totalPages;
    const pages: [string, number][] = [
      ['page 1', 1],
      ['page 500', 500],
      [`last page (${lastPage.toLocaleString('en')})`, lastPage],
    ];
    const pageRows: string[] = [];
    for (const [label, n] of pages) {
      const token = await tokenOfPage(n);
      const check = await list(PAGE, token);
      const expectedFirst = `bitácora ${String((n - 1) * PAGE).padStart(6, '0')}.csv`;
      if (check.data.items[0]?.name !== expectedFirst) {
        throw new Error(`${label} starts at ${check.data.items[0]?.name}, not ${expectedFirst}`);
      }
      for (let i = 0; i < 5; i++) await list(PAGE, token); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await timed(() => list(PAGE, token))).ms);
      pageRows.push(
        `${label.padEnd(22)} ${median(times).toFixed(2).padStart(8)} ${percentile(times, 0.95).toFixed(2).padStart(8)} ${Math.max(
          ...times,
        )
          .toFixed(2)
          .padStart(8)}`,
      );
    }

    // A 100 MB file: straight from disk, then through a signed URL.
    const bigPath = `${ROOT}Respaldo completo 2021.zip`;
    const chunk = randomBytes(1024 * 1024);
    const bigFile = path.join(dataDir, 'big.tmp');
    const out = fs.openSync(bigFile, 'w');
    for (let i = 0; i < FILE_MB; i++) fs.writeSync(out, chunk);
    fs.closeSync(out);
    await saveFile(handle.db, storage, bigPath, fs.createReadStream(bigFile));
    fs.rmSync(bigFile);
    const onDisk = path.join(
      config.storage.driver === 'local' ? config.storage.dir : '',
      storageKeyOf(bigPath),
    );
    const bytes = FILE_MB * 1024 * 1024;
    // Both measured in a child process, so that the download's client does not share this
    // process (and its event loop) with the server it measures.
    const child = (script: string, arg: string) =>
      new Promise<{ value: number; ms: number }>((resolve, reject) => {
        execFile(process.execPath, ['-e', script, arg], (error, stdout) => {
          if (error) return reject(error);
          const run = JSON.parse(stdout) as { ms: number; bytes: number };
          resolve({ value: run.bytes, ms: run.ms });
        });
      });
    const readDisk = () => child(READ_FILE, onDisk);
    const signed = await fetch(`${base}/api/file_sign?value=${encodeURIComponent(bigPath)}`, {
      headers: auth,
    });
    const { signed_url: link } = (await signed.json()) as { signed_url: string };
    // The local storage's links are root-relative: followed from the server's address.
    const url = new URL(link, base).toString();
    // curl when installed (a lean client, as a browser is); Node's http client otherwise, which
    // caps loopback throughput well below what the server sends.
    const curl = await new Promise<boolean>((resolve) =>
      execFile('curl', ['--version'], (error) => resolve(!error)),
    );
    const download = () =>
      curl
        ? new Promise<{ value: number; ms: number }>((resolve, reject) => {
            execFile(
              'curl',
              ['-s', '-o', '/dev/null', '-w', '%{time_total} %{size_download} %{http_code}', url],
              (error, stdout) => {
                if (error) return reject(error);
                const [seconds, size, status] = stdout.trim().split(' ').map(Number);
                resolve({ value: status === 200 ? size! : -1, ms: seconds! * 1000 });
              },
            );
          })
        : child(DOWNLOAD, url);
    await readDisk(); // both from the page cache from here on
    const diskRuns: number[] = [];
    const downloadRuns: number[] = [];
    for (let i = 0; i < 7; i++) {
      const disk = await readDisk();
      if (disk.value !== bytes) throw new Error(`disk read ${disk.value} bytes`);
      diskRuns.push(disk.ms);
      const http = await download();
      if (http.value !== bytes) throw new Error(`download read ${http.value} bytes`);
      downloadRuns.push(http.ms);
    }
    const mbps = (msValue: number) => FILE_MB / (msValue / 1000);
    const diskRate = mbps(median(diskRuns));
    const downloadRate = mbps(median(downloadRuns));

    console.log(
      `\nFiles on the local folder back end: ${OBJECTS.toLocaleString('en')} objects under one prefix (seeded in ${(seeding.ms / 1000).toFixed(1)} s), ${PAGE} per page, ${RUNS} requests each, ${new Date().toISOString()}`,
    );
    console.log('listing                  median      p95      max   (ms, HTTP round trip)');
    for (const row of pageRows) console.log(row);
    console.log(
      `\n${FILE_MB} MB file                  ms     MB/s   (median of 7, each in a child process)`,
    );
    console.log(
      `read straight from disk ${median(diskRuns).toFixed(0).padStart(8)} ${diskRate.toFixed(0).padStart(8)}`,
    );
    console.log(
      `signed download (${curl ? 'curl' : 'node'})  ${median(downloadRuns).toFixed(0).padStart(8)} ${downloadRate.toFixed(0).padStart(8)}   = ${((downloadRate / diskRate) * 100).toFixed(0)}% of disk`,
    );
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
