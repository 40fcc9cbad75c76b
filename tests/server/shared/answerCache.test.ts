// The per-node store of answers kept under their data's version: an answer is given back only
// for its question and version, computed once however many ask at once (the computing call gets
// the value, the others its JSON), never kept when it failed, and the least recently used
// answers go first when the store is full.
import { isHandlerResponse } from '@/server/contract/handlerTypes';
import { processRegistry } from '@/server/monitoring/processSeries';
import { AnswerCache, answerCachePerDatabase, answerResponse } from '@/server/shared/answerCache';

/** A computation that finishes when told to, counting how often it ran. */
function gate(json: string) {
  let runs = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const compute = async () => {
    runs += 1;
    await opened;
    return json;
  };
  return { compute, open, runs: () => runs };
}

it('gives an answer back for its question and version only', async () => {
  const cache = new AnswerCache('reports', 1000);
  expect(cache.get('q', 'v1')).toBeNull();
  expect(await cache.json('q', 'v1', async () => '{"a":1}')).toBe('{"a":1}');
  expect(cache.get('q', 'v1')).toBe('{"a":1}');
  expect(cache.get('q', 'v2')).toBeNull();
  expect(cache.get('other', 'v1')).toBeNull();
  // A newer version replaces the older one.
  await cache.json('q', 'v2', async () => '{"a":2}');
  expect(cache.get('q', 'v2')).toBe('{"a":2}');
  expect(cache.get('q', 'v1')).toBeNull();
});

it('computes once for every caller of the same question and version at the same time', async () => {
  const cache = new AnswerCache('reports', 1000);
  const first = gate('{"n":1}');
  const answers = Promise.all([1, 2, 3].map(() => cache.json('q', 'v1', first.compute)));
  // Another version is another computation.
  const other = cache.json('q', 'v2', async () => '{"n":2}');
  first.open();
  expect(await answers).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
  expect(first.runs()).toBe(1);
  expect(await other).toBe('{"n":2}');
  // Once done, a new call is given the kept answer without computing.
  const again = gate('{"n":3}');
  again.open();
  expect(await cache.json('q', 'v1', again.compute)).toBe('{"n":1}');
  expect(again.runs()).toBe(0);
});

it('counts each call as kept, computed or shared, by purpose, for the metrics', async () => {
  const count = async (outcome: string) => {
    const metric = await processRegistry.getSingleMetric('surtidor_kept_answers_total')!.get();
    const value = metric.values.find(
      (v) => v.labels.purpose === 'overview' && v.labels.outcome === outcome,
    );
    return value?.value ?? 0;
  };
  const before = {
    kept: await count('kept'),
    computed: await count('computed'),
    shared: await count('shared'),
  };
  const cache = new AnswerCache('overview', 1000);
  const first = gate('{"n":1}');
  const answers = Promise.all([1, 2, 3].map(() => cache.json('q', 'v1', first.compute)));
  first.open();
  await answers;
  await cache.answer('q', 'v1', async () => ({ n: 2 }));
  expect((await count('computed')) - before.computed).toBe(1);
  expect((await count('shared')) - before.shared).toBe(2);
  expect((await count('kept')) - before.kept).toBe(1);
});

it('gives the computed value to the call that computed it, the JSON to the others', async () => {
  const cache = new AnswerCache('reports', 1000);
  const value = { n: 1, at: 'now' };
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let runs = 0;
  const compute = async () => {
    runs += 1;
    await opened;
    return value;
  };
  const keepAs = (v: typeof value) => JSON.stringify({ ...v, at: undefined });
  const first = cache.answer('q', 'v1', compute, keepAs);
  const waiting = cache.answer('q', 'v1', compute, keepAs);
  open();
  expect(await first).toEqual({ computed: value });
  expect(((await first) as { computed: unknown }).computed).toBe(value);
  expect(await waiting).toEqual({ json: '{"n":1}' });
  expect(await cache.answer('q', 'v1', compute, keepAs)).toEqual({ json: '{"n":1}' });
  expect(runs).toBe(1);
  // Another version computes again.
  expect(await cache.answer('q', 'v2', async () => ({ n: 2, at: 'later' }), keepAs)).toEqual({
    computed: { n: 2, at: 'later' },
  });
});

it('answers the computing call with the object and the others with the same bytes', () => {
  const object = { a: 1 };
  expect(answerResponse({ computed: object })).toBe(object);
  const served = answerResponse<{ a: number }>({ json: '{"a":1}' }, (json) => `${json} `);
  expect(isHandlerResponse(served)).toBe(true);
  expect(served).toMatchObject({ status: 200, body: '{"a":1} ' });
});

it('keeps nothing of a failed computation', async () => {
  const cache = new AnswerCache('reports', 1000);
  await expect(
    cache.json('q', 'v1', async () => {
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(cache.get('q', 'v1')).toBeNull();
  expect(await cache.json('q', 'v1', async () => '{}')).toBe('{}');
});

it('forgets the least recently used answers beyond its size, and keeps none too large', async () => {
  const cache = new AnswerCache('reports', 10);
  await cache.json('a', 'v', async () => '"aaaa"'); // 6 characters
  await cache.json('b', 'v', async () => '"bb"'); // 4: 10 in all
  expect(cache.get('a', 'v')).toBe('"aaaa"'); // a is now the most recently used
  await cache.json('c', 'v', async () => '"c"'); // 13: b goes
  expect(cache.get('b', 'v')).toBeNull();
  expect(cache.get('a', 'v')).toBe('"aaaa"');
  expect(cache.get('c', 'v')).toBe('"c"');
  expect(await cache.json('d', 'v', async () => '"ddddddddddd"')).toBe('"ddddddddddd"');
  expect(cache.get('d', 'v')).toBeNull();
  expect(cache.get('a', 'v')).toBe('"aaaa"');
});

it('gives each database handle (a node, a transaction) a store of its own', async () => {
  const cacheOf = answerCachePerDatabase('reports', 1000);
  const node = {};
  const transaction = {};
  expect(cacheOf(node)).toBe(cacheOf(node));
  await cacheOf(transaction).json('q', 'v1', async () => '{"inside":true}');
  expect(cacheOf(transaction).get('q', 'v1')).toBe('{"inside":true}');
  expect(cacheOf(node).get('q', 'v1')).toBeNull();
});

it('keeps and shares nothing for the purposes the bench names, and keeps the others', async () => {
  const reports = new AnswerCache('reports', 1000);
  const overview = new AnswerCache('overview', 1000);
  process.env.BENCH_FRESH_ANSWERS = 'price-quality,reports';
  try {
    const first = gate('"r"');
    const both = [reports.json('q', 'v', first.compute), reports.json('q', 'v', first.compute)];
    first.open();
    expect(await Promise.all(both)).toEqual(['"r"', '"r"']);
    expect(first.runs()).toBe(2);
    expect(reports.get('q', 'v')).toBeNull();
    await overview.json('q', 'v', async () => '"o"');
    expect(overview.get('q', 'v')).toBe('"o"');
  } finally {
    delete process.env.BENCH_FRESH_ANSWERS;
  }
  await reports.json('q', 'v', async () => '"r"');
  expect(reports.get('q', 'v')).toBe('"r"');
});
