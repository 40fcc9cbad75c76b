// The preview workers' call: the answer or its reason, the buffer moved, the worker always
// ended, and ended after the time limit when it never answers (a hostile file).
import { callWorker } from '@/lib/workers/workerCall';

class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  posted: { data: unknown; transfer: Transferable[] }[] = [];
  postMessage(data: unknown, transfer: Transferable[]) {
    this.posted.push({ data, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

const asWorker = (fake: FakeWorker) => fake as unknown as Worker;

it("resolves with the worker's value, moving the buffer, and ends the worker", async () => {
  const fake = new FakeWorker();
  const data = new ArrayBuffer(4);
  const call = callWorker<string[]>(asWorker(fake), data, 'test');
  expect(fake.posted).toEqual([{ data, transfer: [data] }]);
  fake.answer({ ok: true, value: ['Hoja 1'] });
  await expect(call).resolves.toEqual(['Hoja 1']);
  expect(fake.terminated).toBe(true);
});

it("rejects with the worker's reason", async () => {
  const fake = new FakeWorker();
  const call = callWorker(asWorker(fake), new ArrayBuffer(1), 'test');
  fake.answer({ ok: false, message: 'not a presentation package' });
  await expect(call).rejects.toThrow('not a presentation package');
  expect(fake.terminated).toBe(true);
});

it('ends a worker that does not answer in time', async () => {
  jest.useFakeTimers();
  try {
    const fake = new FakeWorker();
    const call = callWorker(asWorker(fake), new ArrayBuffer(1), 'presentation parsing', 1000);
    const settled = expect(call).rejects.toThrow('presentation parsing timed out');
    jest.advanceTimersByTime(999);
    expect(fake.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    await settled;
    expect(fake.terminated).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('rejects a late worker with the message the caller gives', async () => {
  jest.useFakeTimers();
  try {
    const fake = new FakeWorker();
    const call = callWorker(
      asWorker(fake),
      new ArrayBuffer(1),
      'ticket preview',
      15_000,
      'No se pudo leer el archivo a tiempo',
    );
    const settled = expect(call).rejects.toThrow('No se pudo leer el archivo a tiempo');
    jest.advanceTimersByTime(15_000);
    await settled;
    expect(fake.terminated).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
