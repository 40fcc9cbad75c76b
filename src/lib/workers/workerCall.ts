// Hands a file to a preview worker and waits for its answer; the worker is ended afterwards,
// and after `timeoutMs` without an answer (a hostile or huge file).
import type { WorkerReply } from './workerProtocol';

export const WORKER_TIMEOUT_MS = 30_000;

export function callWorker<T>(
  worker: Worker,
  data: ArrayBuffer,
  what: string,
  timeoutMs = WORKER_TIMEOUT_MS,
  timeoutMessage = `${what} timed out`,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(timeoutMessage)), timeoutMs);
    worker.onmessage = (event: MessageEvent<WorkerReply<T>>) => {
      if (event.data.ok) resolve(event.data.value);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message));
    // The buffer is moved to the worker, not copied.
    worker.postMessage(data, [data]);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}
