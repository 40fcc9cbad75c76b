// Worker thread: the embedded database (PGlite) runs here, so that a query's CPU never blocks
// the server's event loop (HTTP, health checks, video relays). database.ts starts it and talks
// to it with small messages; pgliteDialect.ts keeps the one connection to one user at a time.
// Plain CommonJS so that Node loads it as is under Jest, ts-node and the esbuild bundle
// (scripts/buildServer.mjs copies it beside dist/server/main.js).
//
// Messages in:  { id, op: 'query', sql, params } | { id, op: 'listen', channel }
//               | { id, op: 'unlisten', listenerId } | { id, op: 'dump' } | { id, op: 'close' }
// Messages out: { op: 'ready' } | { op: 'failed', error } once at start;
//               { id, ok: true, result } | { id, ok: false, error } per message in;
//               { op: 'notify', listenerId, payload } per NOTIFY heard.
// Values that are not primitives (timestamps, json, int8, numeric, date) travel as their text:
// the main thread parses them, so that they are built in its realm (see database.ts).
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

const AS_TEXT = [20, 1700, 1082, 1114, 1184, 114, 3802];
const asText = (value) => value;

/** The fields of PostgreSQL's error (code, detail, constraint...), as plain values. */
function plainError(error) {
  const plain = { message: String((error && error.message) || error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        plain[key] = value;
      }
    }
  }
  return plain;
}

/**
 * The tarball as PGlite's loadDataDir reads it (a Blob's `type` and `arrayBuffer()`), without
 * copying: the bytes were moved to this thread for this database alone.
 */
function tarballSource(bytes) {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return {
    type: 'application/x-tar',
    arrayBuffer: async () => (whole ? bytes.buffer : bytes.slice().buffer),
  };
}

async function start() {
  const { dataDir, loadDataDir, startParams, pgliteWasmModule, initdbWasmModule } = workerData;
  const options = {
    pgliteWasmModule,
    initdbWasmModule,
    parsers: Object.fromEntries(AS_TEXT.map((oid) => [oid, asText])),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...startParams],
  };
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // The data folder is mounted as is (Emscripten's NODEFS): each commit's WAL write reaches
    // the kernel before the query answers, so a killed process loses no acknowledged write
    // (tests/server/flows/faults). Relaxed durability, which answers before that, stays off.
    options.dataDir = dataDir;
    options.relaxedDurability = false;
  }
  // A data folder's tarball (dumpDataDir) to start from instead of an empty database. PGlite
  // reads it with `arrayBuffer()` and its `type` alone; a Node Blob would copy the bytes twice
  // more (into the Blob, then out in chunks): 0.9 s of CPU of the 2.1 s a demo template's
  // start took.
  if (loadDataDir) options.loadDataDir = tarballSource(loadDataDir);
  const pg = new PGlite(options);
  await pg.waitReady;

  const unlisteners = new Map();
  let nextListenerId = 1;
  const operations = {
    query: async ({ sql, params }) => {
      const result = await pg.query(sql, params, { rowMode: 'array' });
      return {
        rows: result.rows,
        fields: result.fields.map((field) => [field.name, field.dataTypeID]),
        affectedRows: result.affectedRows,
      };
    },
    listen: async ({ channel }) => {
      const listenerId = nextListenerId++;
      const unlisten = await pg.listen(channel, (payload) =>
        parentPort.postMessage({ op: 'notify', listenerId, payload }),
      );
      unlisteners.set(listenerId, unlisten);
      return listenerId;
    },
    unlisten: async ({ listenerId }) => {
      const unlisten = unlisteners.get(listenerId);
      unlisteners.delete(listenerId);
      if (unlisten && !pg.closed) await unlisten();
      return null;
    },
    // The data folder as an uncompressed tarball, for loadDataDir (test database templates).
    dump: async () => {
      const file = await pg.dumpDataDir('none');
      return new Uint8Array(await file.arrayBuffer());
    },
    close: async () => {
      if (!pg.closed) await pg.close();
      return null;
    },
  };

  parentPort.on('message', (message) => {
    operations[message.op](message).then(
      (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
      (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
  });
  parentPort.postMessage({ op: 'ready' });
}

start().catch((error) => parentPort.postMessage({ op: 'failed', error: plainError(error) }));
