// The chain data set is loaded in chunks of days, each drawn from its own seed, and its rollups
// counted in groups of stations: chunks and groups cover everything once, in order, and no two
// chunks share a seed.
import {
  CHUNK_DAYS,
  chunkSeed,
  dayChunks,
  splitEvenly,
} from '../../../../scripts/bench/lib/chainDataSet';

describe('dayChunks', () => {
  it('cuts the period into runs of the asked days, the last one shorter', () => {
    expect(dayChunks('2026-05-11', '2026-05-30', 7)).toEqual([
      { index: 0, from: '2026-05-11', to: '2026-05-17' },
      { index: 1, from: '2026-05-18', to: '2026-05-24' },
      { index: 2, from: '2026-05-25', to: '2026-05-30' },
    ]);
  });

  it('gives one chunk for a period shorter than a chunk, and one day for a one-day period', () => {
    expect(dayChunks('2026-08-06', '2026-08-08', 10)).toEqual([
      { index: 0, from: '2026-08-06', to: '2026-08-08' },
    ]);
    expect(dayChunks('2026-08-08', '2026-08-08')).toEqual([
      { index: 0, from: '2026-08-08', to: '2026-08-08' },
    ]);
  });

  it('covers 90 days across month ends exactly once, in chunks of CHUNK_DAYS', () => {
    const chunks = dayChunks('2026-05-11', '2026-08-08');
    expect(chunks).toHaveLength(Math.ceil(90 / CHUNK_DAYS));
    expect(chunks[0]!.from).toBe('2026-05-11');
    expect(chunks.at(-1)!.to).toBe('2026-08-08');
    for (let i = 1; i < chunks.length; i += 1) {
      const previousEnd = new Date(`${chunks[i - 1]!.to}T00:00:00Z`).getTime();
      expect(new Date(`${chunks[i]!.from}T00:00:00Z`).getTime() - previousEnd).toBe(86_400_000);
    }
  });

  it('is empty when the period ends before it starts', () => {
    expect(dayChunks('2026-08-09', '2026-08-08')).toEqual([]);
  });
});

describe('chunkSeed', () => {
  it('draws each chunk of each table from its own seed, within setseed range', () => {
    const seeds = [0.2201, 0.2202, 0.2203].flatMap((base) =>
      Array.from({ length: 400 }, (_, i) => chunkSeed(base, i)),
    );
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds.every((s) => s > -1 && s < 1)).toBe(true);
    expect(chunkSeed(0.2201, 0)).toBe(0.2201);
  });
});

describe('splitEvenly', () => {
  it('cuts the items into the asked number of runs of about the same length, in order', () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    const runs = splitEvenly(ids, 4);
    expect(runs).toHaveLength(4);
    expect(runs.flat()).toEqual(ids);
    expect(runs.map((run) => run.length)).toEqual([3, 2, 3, 2]);
  });

  it('never gives an empty run: fewer items than runs give one item each', () => {
    expect(splitEvenly([7, 8], 4)).toEqual([[7], [8]]);
    expect(splitEvenly([5], 1)).toEqual([[5]]);
    expect(splitEvenly([], 3)).toEqual([]);
  });
});
