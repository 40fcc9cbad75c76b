// Answers kept per node under the version of the data they were computed from (Home's overview
// and the service charts: modules/serviceFacts/stationViewsVersion.ts; the reports:
// reports/documentVersion.ts; the regulator prices' quality: prices/priceQuality.ts).
// An answer is served again only while the data's version is the one it was computed from: a
// write on any node changes the version, so the next call computes afresh. Callers read the
// version before the data, so an answer is never older than the version it is kept under (a
// write in between only makes the next call compute again). Calls asking the same question of
// the same version while it is being computed wait for that computation instead of starting
// their own (ten connections after a write would otherwise compute it ten times over).
import { respondSerialized, type HandlerResponse } from '../contract/handlerTypes';
import { countKeptAnswer } from '../monitoring';

/** What a node keeps answers of; each purpose has its own store. */
export type AnswerPurpose = 'overview' | 'service-charts' | 'price-quality' | 'reports';

/**
 * Bench only (`npm run bench:scale`): no answer is kept or shared, so the cost of computing
 * one is measured, for the purposes BENCH_FRESH_ANSWERS names (comma-separated). Never set in
 * production.
 */
const keepsNothing = (purpose: AnswerPurpose): boolean =>
  (process.env.BENCH_FRESH_ANSWERS ?? '').split(',').includes(purpose);

interface Kept {
  version: string;
  json: string;
}

/**
 * An answer of `AnswerCache.answer`: the value to the call that computed it, the JSON to the
 * others (kept, or computed by a call they waited for).
 */
export type Answer<T> = { computed: T } | { json: string };

/**
 * A handler's response for an answer: the object to the call that computed it (checked against
 * the contract like any answer), the same bytes to the others (`served` may add to the JSON).
 */
export function answerResponse<T>(
  answer: Answer<T>,
  served: (json: string) => string = (json) => json,
): T | HandlerResponse<200, T> {
  return 'computed' in answer ? answer.computed : respondSerialized<T>(served(answer.json));
}

export class AnswerCache {
  /** In order of last use, oldest first (a Map iterates in insertion order). */
  private readonly kept = new Map<string, Kept>();
  private readonly computing = new Map<string, Promise<string>>();
  private chars = 0;

  constructor(
    private readonly purpose: AnswerPurpose,
    private readonly maxChars: number,
  ) {}

  /** The JSON kept for this question at this version, or null. */
  get(key: string, version: string): string | null {
    if (keepsNothing(this.purpose)) return null;
    const kept = this.kept.get(key);
    if (!kept || kept.version !== version) return null;
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept.json;
  }

  /**
   * The JSON of this question at this version: the kept one, or computed by `compute` once
   * however many ask at the same time, and kept. A failure (a refused question) is not kept.
   */
  json(key: string, version: string, compute: () => Promise<string>): Promise<string> {
    const kept = this.get(key, version);
    if (kept === null) return this.computeOnce(key, version, compute);
    countKeptAnswer(this.purpose, 'kept');
    return Promise.resolve(kept);
  }

  /** As `json`, with the computed value itself to the call that computed it. */
  async answer<T>(
    key: string,
    version: string,
    compute: () => Promise<T>,
    keepAs: (value: T) => string = JSON.stringify,
  ): Promise<Answer<T>> {
    const kept = this.get(key, version);
    if (kept !== null) {
      countKeptAnswer(this.purpose, 'kept');
      return { json: kept };
    }
    const here: { answer?: { computed: T } } = {};
    const json = await this.computeOnce(key, version, async () => {
      here.answer = { computed: await compute() };
      return keepAs(here.answer.computed);
    });
    return here.answer ?? { json };
  }

  private computeOnce(
    key: string,
    version: string,
    compute: () => Promise<string>,
  ): Promise<string> {
    if (keepsNothing(this.purpose)) {
      countKeptAnswer(this.purpose, 'computed');
      return compute();
    }
    const flight = `${key}\n${version}`;
    const running = this.computing.get(flight);
    if (running) {
      countKeptAnswer(this.purpose, 'shared');
      return running;
    }
    countKeptAnswer(this.purpose, 'computed');
    const done = compute()
      .then((json) => {
        this.keep(key, { version, json });
        return json;
      })
      .finally(() => this.computing.delete(flight));
    this.computing.set(flight, done);
    return done;
  }

  private keep(key: string, kept: Kept): void {
    this.forget(key);
    if (kept.json.length > this.maxChars) return;
    this.kept.set(key, kept);
    this.chars += kept.json.length;
    for (const [oldest] of this.kept) {
      if (this.chars <= this.maxChars) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    this.chars -= kept.json.length;
  }
}

/**
 * One cache per database handle and purpose: each node (app) has its own handle, and two nodes
 * in one test process must not share answers. A transaction is a handle of its own too, so what
 * is computed inside one (whose versions may count its own uncommitted writes) never reaches
 * the node's answers and is let go with it. `maxChars`: what each keeps at most, in characters
 * of JSON.
 */
export function answerCachePerDatabase(
  purpose: AnswerPurpose,
  maxChars: number,
): (db: object) => AnswerCache {
  const caches = new WeakMap<object, AnswerCache>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new AnswerCache(purpose, maxChars);
      caches.set(db, cache);
    }
    return cache;
  };
}
