// The main thread's side of the embedded database: PGlite runs in a worker thread
// (pgliteWorker.cjs), so that a heavy query costs that thread's CPU, not the event loop that
// answers HTTP. This client sends it queries and LISTEN requests and parses what comes back.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError } from './errors';
import { PGLITE_PARSERS } from './typeParsers';

const WORKER_FILE = 'pgliteWorker.cjs';

/** Beside this module in the sources (Jest, ts-node), beside main.js in the bundle. */
function workerPath(): string {
  const candidates = [path.join(__dirname, WORKER_FILE), path.join(__dirname, 'db', WORKER_FILE)];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${WORKER_FILE} not found beside ${__dirname}`);
  return found;
}

export interface EmbeddedQueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

interface WireResult {
  rows: unknown[][];
  fields: [name: string, dataTypeID: number][];
  affectedRows?: number;
}

type Answer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } }
  | { op: 'notify'; listenerId: number; payload: string }
  | { op: 'ready' }
  | { op: 'failed'; error: { message: string } };

interface WasmModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiledModules: Promise<WasmModules> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process (off the event loop, by V8) and shared with
 * every worker: a fresh worker would otherwise compile it again, adding seconds to each start.
 */
function wasmModules(): Promise<WasmModules> {
  compiledModules ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const compile = async (file: string) =>
      WebAssembly.compile(await fs.promises.readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  compiledModules.catch(() => {
    compiledModules = undefined;
  });
  return compiledModules;
}

/** Array types whose elements the worker sends as text: their element's type. */
const ELEMENT_TYPE: Record<number, number> = {
  1016: 20, // int8[]
  1231: 1700, // numeric[]
  1182: 1082, // date[]
  1115: 1114, // timestamp[]
  1185: 1184, // timestamptz[]
  199: 114, // json[]
  3807: 3802, // jsonb[]
};

/** A value of the worker's realm rebuilt in this one (arrays, bytea); text parsed by its type. */
function toValue(value: unknown, dataTypeID: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const parse = PGLITE_PARSERS[dataTypeID];
    return parse ? parse(value) : value;
  }
  if (Array.isArray(value)) {
    const elementType = ELEMENT_TYPE[dataTypeID] ?? 0;
    return Array.from(value as unknown[], (item) => toValue(item, elementType));
  }
  if (value instanceof Uint8Array || ArrayBuffer.isView(value)) {
    return Uint8Array.from(value as Uint8Array);
  }
  return value;
}

/** PostgreSQL's error, with its fields (code, constraint...), as an Error of this realm. */
function toError(plain: Record<string, unknown> & { message: string }): Error {
  const { message, stack: _stack, ...fields } = plain;
  return Object.assign(new Error(message), fields);
}

export class PGliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  /** Set once the worker has stopped (closed, crashed or failed to start). */
  private stoppedBy: Error | null = null;
  readonly ready: Promise<void>;

  /** Starts the worker; `ready` settles once its database answers. */
  static async start(
    dataDir: string | null,
    startParams: string[],
    /**
     * A tarball from dump() to start from (in memory only). Its bytes are handed to the worker
     * (moved, not copied, when the array spans its whole buffer): the caller gives them up.
     */
    loadDataDir?: Uint8Array,
  ): Promise<PGliteWorkerClient> {
    const client = new PGliteWorkerClient({
      dataDir,
      startParams,
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(await wasmModules()),
    });
    await client.ready;
    return client;
  }

  private constructor(
    workerData: {
      dataDir: string | null;
      startParams: string[];
      loadDataDir?: Uint8Array;
    } & WasmModules,
  ) {
    const tarball = workerData.loadDataDir;
    // A test template is tens of MB: moved to the worker rather than copied into it.
    const transferList =
      tarball && tarball.byteOffset === 0 && tarball.byteLength === tarball.buffer.byteLength
        ? [tarball.buffer as ArrayBuffer]
        : [];
    this.worker = new Worker(workerPath(), { workerData, transferList });
    this.worker.unref();
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.worker.ref(); // until started: the process waits for its database
    this.worker.on('message', (answer: Answer) => {
      if ('id' in answer) {
        const waiting = this.pending.get(answer.id);
        this.pending.delete(answer.id);
        if (this.pending.size === 0) this.worker.unref();
        if (answer.ok) waiting?.resolve(answer.result);
        else waiting?.reject(toError(answer.error));
      } else if (answer.op === 'notify') {
        this.listeners.get(answer.listenerId)?.(answer.payload);
      } else if (answer.op === 'ready') {
        this.worker.unref();
        started();
      } else {
        this.stop(new Error(`PGlite did not start: ${answer.error.message}`));
        failed(this.stoppedBy!);
        void this.worker.terminate();
      }
    });
    this.worker.on('error', (error) => {
      this.stop(new DatabaseUnavailableError(error));
      failed(this.stoppedBy!);
    });
    this.worker.on('exit', (code) => {
      this.stop(new DatabaseUnavailableError(new Error(`PGlite's worker exited (${code})`)));
      failed(this.stoppedBy!);
    });
  }

  /** The worker runs (it may be busy with a query). */
  get running(): boolean {
    return this.stoppedBy === null;
  }

  get closed(): boolean {
    return this.stoppedBy !== null;
  }

  private stop(cause: Error): void {
    this.stoppedBy ??= cause;
    for (const waiting of this.pending.values()) waiting.reject(this.stoppedBy);
    this.pending.clear();
    this.listeners.clear();
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stoppedBy) return Promise.reject(this.stoppedBy);
    const id = this.nextId++;
    // Referenced while an answer is awaited: a script must not exit in the middle of a query.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query(sql: string, params: unknown[]): Promise<EmbeddedQueryResult> {
    const { rows, fields, affectedRows } = await this.send<WireResult>({
      op: 'query',
      sql,
      params,
    });
    return {
      rows: rows.map((values) => {
        const row: Record<string, unknown> = {};
        fields.forEach(([name, dataTypeID], i) => {
          row[name] = toValue(values[i], dataTypeID);
        });
        return row;
      }),
      affectedRows,
    };
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const listenerId = await this.send<number>({ op: 'listen', channel });
    this.listeners.set(listenerId, onPayload);
    return async () => {
      this.listeners.delete(listenerId);
      // After close() the database is gone, and with it every listener.
      if (this.running) await this.send({ op: 'unlisten', listenerId });
    };
  }

  /** The data folder as an uncompressed tarball, to start another database from (start()). */
  async dump(): Promise<Uint8Array> {
    return Uint8Array.from(await this.send<Uint8Array>({ op: 'dump' }));
  }

  async close(): Promise<void> {
    if (this.stoppedBy) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      this.stop(new DatabaseUnavailableError(new Error('the embedded database is closed')));
      await this.worker.terminate();
    }
  }
}
