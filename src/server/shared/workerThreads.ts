// The one way the server runs heavy work off its event loop: a plain CommonJS worker file,
// started by name for one task, given its input as workerData, answering with one message, then
// terminated. Used by the ticket spreadsheet's parser (tickets/spreadsheet/readTicketSheet.ts)
// and the report PDFs (reports/render/index.ts). Worker files sit beside their module in the
// sources (Jest, ts-node) and beside main.js in the bundle (scripts/buildServer.mjs copies them).
import fs from 'node:fs';
import path from 'node:path';
import { Worker, type ResourceLimits, type TransferListItem } from 'node:worker_threads';

/** How a worker ended without answering. */
export type WorkerFailure =
  | { kind: 'timeout' }
  /** It threw outside its own handling (ERR_WORKER_OUT_OF_MEMORY: its heap limit). */
  | { kind: 'error'; error: NodeJS.ErrnoException }
  /** It exited, or was killed, before answering. */
  | { kind: 'exit'; exitCode: number };

export class WorkerFailed extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(
      failure.kind === 'timeout'
        ? 'the worker ran out of time'
        : failure.kind === 'error'
          ? failure.error.message
          : `the worker ended with code ${failure.exitCode}`,
    );
    this.name = 'WorkerFailed';
  }
}

/**
 * The worker file `fileName`, looked for in each of `folders` (the module's own folder first,
 * then where the bundle keeps it).
 */
export function workerFilePath(fileName: string, folders: string[]): string {
  const found = folders
    .map((folder) => path.join(folder, fileName))
    .find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${fileName} not found in ${folders.join(', ')}`);
  return found;
}

export interface RunWorkerOptions {
  workerData: unknown;
  transferList?: TransferListItem[];
  resourceLimits?: ResourceLimits;
  /** Wall-clock limit; none when unset. */
  timeoutMs?: number;
}

/** Starts the worker, resolves with its one message, and terminates it either way. */
export function runWorker<Answer>(file: string, options: RunWorkerOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: options.workerData,
      transferList: options.transferList,
      resourceLimits: options.resourceLimits,
      stdout: true,
      stderr: true,
    });
    // Read and dropped: the libraries' warnings stay out of the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const fail = (failure: WorkerFailure) => finish(() => reject(new WorkerFailed(failure)));
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => fail({ kind: 'timeout' }), options.timeoutMs);
    worker.on('message', (answer: Answer) => finish(() => resolve(answer)));
    worker.on('error', (error: NodeJS.ErrnoException) => fail({ kind: 'error', error }));
    // Ended without an answer: killed for its heap, or crashed. (Every worker exits once
    // terminated: after an answer there is nothing to describe.)
    worker.on('exit', (exitCode) => fail({ kind: 'exit', exitCode }));
  });
}

/** At most `max` tasks at once; the others wait their turn, in order. */
export function workerSlots(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it meanwhile.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
