// The download runner against a fake signed-URL server that streams bytes on demand: real
// progress, pause by abort and resume with Range from the byte where it stopped, restart when
// the file changed, re-signing an expired URL, failure and retry, hand-off and closing timers,
// and several downloads at once.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  CLOSE_AFTER_COMPLETE_MS,
  CLOSE_AFTER_HANDOFF_MS,
  createDownloadRunner,
  STARTING_TEXT_MS,
} from '@/features/files/containers/downloadRunner';
import { downloadsReducer } from '@/features/files/model/downloadsSlice';

interface FileOnServer {
  bytes: Uint8Array;
  etag: string;
}

/** A server whose responses deliver CHUNK bytes each time the test releases them. */
function fakeServer(files: Record<string, FileOnServer>) {
  const CHUNK = 100;
  const requests: { url: string; range: string | null }[] = [];
  let credit = 0;
  let waiting: (() => void)[] = [];
  const status: Record<string, number> = {};
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    requests.push({ url, range: headers.get('range') });
    const forced = status[url];
    if (forced) {
      delete status[url];
      return new Response('{}', { status: forced });
    }
    const key = new URL(url).pathname;
    const file = files[key]!;
    const match = /bytes=(\d+)-/.exec(headers.get('range') ?? '');
    const start = match ? Number(match[1]) : 0;
    if (start >= file.bytes.length) {
      return new Response(null, {
        status: 416,
        headers: { 'content-range': `bytes */${file.bytes.length}` },
      });
    }
    let position = start;
    const signal = init?.signal;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        while (credit === 0) {
          await new Promise<void>((resolve) => waiting.push(resolve));
        }
        if (signal?.aborted) {
          controller.error(new DOMException('Aborted', 'AbortError'));
          return;
        }
        credit -= 1;
        const end = Math.min(position + CHUNK, file.bytes.length);
        controller.enqueue(file.bytes.slice(position, end));
        position = end;
        if (position >= file.bytes.length) controller.close();
      },
    });
    signal?.addEventListener('abort', () => {
      credit += 1; // let a waiting pull see the abort
      waiting.forEach((resolve) => resolve());
      waiting = [];
    });
    const partial = match !== null;
    return new Response(body, {
      status: partial ? 206 : 200,
      headers: {
        etag: file.etag,
        'content-type': 'application/pdf',
        'content-length': String(file.bytes.length - start),
        ...(partial
          ? { 'content-range': `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}` }
          : {}),
      },
    });
  };
  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    /** Answers the next request to `url` with this status instead. */
    failNext(url: string, code: number) {
      status[url] = code;
    },
    /** Lets `chunks` more chunks through and waits for them to be read. */
    async release(chunks = 1) {
      credit += chunks;
      waiting.forEach((resolve) => resolve());
      waiting = [];
      await flush();
    },
  };
}

async function flush() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const bytes = (length: number, seed = 1) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);

function setup(files: Record<string, FileOnServer>, options: { signFails?: boolean } = {}) {
  const store = configureStore({ reducer: combineReducers({ filesDownloads: downloadsReducer }) });
  const server = fakeServer(files);
  const saved: { blob: Blob; name: string }[] = [];
  const logged: string[] = [];
  let signCount = 0;
  const timers: { run: () => void; at: number; cancelled: boolean }[] = [];
  let now = 0;
  const runner = createDownloadRunner({
    dispatch: store.dispatch,
    getState: store.getState,
    sign: async (path) => {
      signCount += 1;
      if (options.signFails) throw new Error('Error 500: server');
      return `https://files.test/${path}?sig=${signCount}`;
    },
    fetch: server.fetch,
    save: (blob, name) => saved.push({ blob, name }),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { run, at: now + ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cancelled: boolean }).cancelled = true;
    },
    log: (message) => logged.push(message),
  });
  return {
    store,
    server,
    runner,
    saved,
    logged,
    signs: () => signCount,
    item: (id: string) => store.getState().filesDownloads.items.find((i) => i.id === id),
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now && !t.cancelled)) {
        timer.cancelled = true;
        timer.run();
      }
      await flush();
    },
  };
}

const saveBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('download runner', () => {
  it('auto-starts, reports real progress and hands the exact bytes to the browser', async () => {
    const file = { bytes: bytes(1000), etag: '"v1"' };
    const t = setup({ '/A/r.pdf': file });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    expect(t.item(id)).toMatchObject({ status: 'starting', receivedBytes: 0 });
    await t.server.release(3);
    expect(t.item(id)).toMatchObject({
      status: 'downloading',
      receivedBytes: 300,
      totalBytes: 1000,
    });
    await t.server.release(7);
    expect(t.item(id)).toMatchObject({ status: 'complete', receivedBytes: 1000, totalBytes: 1000 });
    expect(t.saved).toHaveLength(1);
    expect(t.saved[0]!.name).toBe('r.pdf');
    expect(await saveBytes(t.saved[0]!.blob)).toEqual(file.bytes);
    expect(t.item(id)!.handedOffAt).not.toBeNull();
    expect(t.server.requests).toEqual([{ url: 'https://files.test/A/r.pdf?sig=1', range: null }]);
  });

  it("shows 'Iniciando descarga...' for 1.5 s at most", async () => {
    const t = setup({ '/A/r.pdf': { bytes: bytes(500), etag: '"v1"' } });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await t.advance(STARTING_TEXT_MS - 1);
    expect(t.item(id)!.status).toBe('starting');
    await t.advance(1);
    expect(t.item(id)!.status).toBe('downloading');
    expect(STARTING_TEXT_MS).toBe(1500);
  });

  it('pauses by stopping the transfer and resumes from the byte where it stopped', async () => {
    const file = { bytes: bytes(1000), etag: '"v1"' };
    const t = setup({ '/A/r.pdf': file });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await t.server.release(4);
    t.runner.pause(id);
    await flush();
    expect(t.item(id)).toMatchObject({ status: 'paused', receivedBytes: 400 });
    // Nothing more arrives while paused.
    await t.server.release(3);
    expect(t.item(id)!.receivedBytes).toBe(400);
    t.runner.resume(id);
    await t.server.release(10);
    expect(t.item(id)!.status).toBe('complete');
    expect(t.server.requests.map((r) => r.range)).toEqual([null, 'bytes=400-']);
    expect(await saveBytes(t.saved[0]!.blob)).toEqual(file.bytes);
  });

  it('starts over when the file changed while paused', async () => {
    const files = { '/A/r.pdf': { bytes: bytes(600), etag: '"v1"' } };
    const t = setup(files);
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await t.server.release(2);
    t.runner.pause(id);
    await flush();
    files['/A/r.pdf'] = { bytes: bytes(700, 9), etag: '"v2"' };
    t.runner.resume(id);
    await t.server.release(20);
    expect(t.item(id)).toMatchObject({ status: 'complete', totalBytes: 700 });
    expect(await saveBytes(t.saved[0]!.blob)).toEqual(files['/A/r.pdf'].bytes);
    expect(t.server.requests.map((r) => r.range)).toEqual([null, 'bytes=200-', null]);
  });

  it('asks for a new signed URL when the old one expired during a pause', async () => {
    const file = { bytes: bytes(500), etag: '"v1"' };
    const t = setup({ '/A/r.pdf': file });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await t.server.release(2);
    t.runner.pause(id);
    await flush();
    t.server.failNext('https://files.test/A/r.pdf?sig=1', 403);
    t.runner.resume(id);
    await t.server.release(10);
    expect(t.signs()).toBe(2);
    expect(t.server.requests.map((r) => [r.url, r.range])).toEqual([
      ['https://files.test/A/r.pdf?sig=1', null],
      ['https://files.test/A/r.pdf?sig=1', 'bytes=200-'],
      ['https://files.test/A/r.pdf?sig=2', 'bytes=200-'],
    ]);
    expect(await saveBytes(t.saved[0]!.blob)).toEqual(file.bytes);
  });

  it("fails with 'Error en la descarga' and retries from where it stopped", async () => {
    const file = { bytes: bytes(500), etag: '"v1"' };
    const t = setup({ '/A/r.pdf': file });
    t.server.failNext('https://files.test/A/r.pdf?sig=1', 500);
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await flush();
    expect(t.item(id)).toMatchObject({ status: 'failed', error: null });
    expect(t.logged).toEqual(['Download of A/r.pdf failed']);
    // Clicking the failed monitor retries.
    t.runner.retrigger(id);
    expect(t.item(id)!.status).toBe('starting');
    await t.server.release(10);
    expect(t.item(id)!.status).toBe('complete');
  });

  it('closes 2 s after handing the file over; a click before downloads it again', async () => {
    const t = setup({ '/A/r.pdf': { bytes: bytes(200), etag: '"v1"' } });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf' }))!;
    await t.server.release(2);
    expect(t.saved).toHaveLength(1);
    await t.advance(CLOSE_AFTER_HANDOFF_MS - 500);
    t.runner.retrigger(id);
    expect(t.saved).toHaveLength(2);
    await t.advance(CLOSE_AFTER_HANDOFF_MS - 1);
    expect(t.item(id)!.status).toBe('complete');
    await t.advance(1);
    expect(t.item(id)).toBeUndefined();
    expect(CLOSE_AFTER_HANDOFF_MS).toBe(2000);
  });

  it('closes 3 s after completion when it does not hand the file over itself', async () => {
    const t = setup({ '/A/r.pdf': { bytes: bytes(200), etag: '"v1"' } });
    const id = (await t.runner.add({ path: 'A/r.pdf', name: 'r.pdf', autoSave: false }))!;
    await t.server.release(2);
    expect(t.item(id)!.status).toBe('complete');
    expect(t.saved).toHaveLength(0);
    await t.advance(CLOSE_AFTER_COMPLETE_MS - 1);
    expect(t.item(id)).toBeDefined();
    await t.advance(1);
    expect(t.item(id)).toBeUndefined();
    expect(CLOSE_AFTER_COMPLETE_MS).toBe(3000);
  });

  it('cancels a running download, and discards a finished one', async () => {
    const t = setup({
      '/A/a.pdf': { bytes: bytes(500), etag: '"a"' },
      '/A/b.pdf': { bytes: bytes(100), etag: '"b"' },
    });
    const a = (await t.runner.add({ path: 'A/a.pdf', name: 'a.pdf' }))!;
    await t.server.release(1);
    t.runner.cancel(a);
    await flush();
    expect(t.item(a)).toBeUndefined();
    const b = (await t.runner.add({ path: 'A/b.pdf', name: 'b.pdf' }))!;
    await t.server.release(1);
    expect(t.item(b)!.status).toBe('complete');
    t.runner.dismiss(b);
    expect(t.store.getState().filesDownloads.items).toEqual([]);
  });

  it('keeps several downloads in a row apart', async () => {
    const t = setup({
      '/A/a.pdf': { bytes: bytes(400), etag: '"a"' },
      '/A/b.csv': { bytes: bytes(300, 5), etag: '"b"' },
    });
    const a = (await t.runner.add({ path: 'A/a.pdf', name: 'a.pdf' }))!;
    await t.server.release(1);
    t.runner.pause(a);
    await flush();
    const b = (await t.runner.add({ path: 'A/b.csv', name: 'b.csv' }))!;
    await t.server.release(5);
    expect(t.item(a)).toMatchObject({ status: 'paused', receivedBytes: 100 });
    expect(t.item(b)).toMatchObject({ status: 'complete', receivedBytes: 300 });
    t.runner.resume(a);
    await t.server.release(5);
    expect(t.item(a)!.status).toBe('complete');
    expect(t.saved.map((s) => s.name)).toEqual(['b.csv', 'a.pdf']);
  });

  it('shows no monitor when the URL cannot be signed, and only logs it', async () => {
    const t = setup({}, { signFails: true });
    expect(await t.runner.add({ path: 'A/x.pdf', name: 'x.pdf' })).toBeNull();
    expect(t.store.getState().filesDownloads.items).toEqual([]);
    expect(t.logged).toEqual(['Could not sign A/x.pdf']);
  });
});
