// What a benchmark section hands back and how it prints: a titled table with aligned columns
// (numbers right-aligned) and a few lines of notes under it. Plus the statistics and memory
// readings the sections share.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface BenchColumn {
  label: string;
  /** Right-aligned (numbers); text is left-aligned. */
  numeric?: boolean;
}

export interface BenchTable {
  title: string;
  columns: BenchColumn[];
  rows: (string | number)[][];
  notes?: string[];
}

/** One part of a benchmark, run and printed in turn. */
export interface BenchSection {
  /** Short name to pick sections with BENCH_SECTIONS=name,name. */
  name: string;
  run: () => Promise<BenchTable>;
}

const cell = (value: string | number) =>
  typeof value === 'number'
    ? // `+ 0` turns -0 (a tiny negative rounded) into 0.
      (value + 0).toLocaleString('en-US', { maximumFractionDigits: 1 })
    : value;

export function printTable(table: BenchTable): void {
  const texts = table.rows.map((row) => row.map(cell));
  const widths = table.columns.map((column, i) =>
    Math.max(column.label.length, ...texts.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) =>
        table.columns[i]?.numeric ? value.padStart(widths[i]!) : value.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${table.title}`);
  console.log(line(table.columns.map((c) => c.label)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of texts) console.log(line(row));
  for (const note of table.notes ?? []) console.log(note);
}

/** Runs the sections named in BENCH_SECTIONS (all when unset) and prints each table. */
export async function runSections(sections: BenchSection[]): Promise<void> {
  const wanted = process.env.BENCH_SECTIONS?.split(',').map((s) => s.trim());
  for (const section of sections) {
    if (wanted && !wanted.includes(section.name)) continue;
    printTable(await section.run());
  }
}

export const median = (values: number[]) => percentile(values, 0.5);

/** Nearest-rank percentile (p in 0..1). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export const mb = (bytes: number) => bytes / (1024 * 1024);

let collector: (() => void) | null = null;

/** A full garbage collection, without starting node with --expose-gc. */
export function collectGarbage(): void {
  if (!collector) {
    v8.setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as () => void;
  }
  collector();
}
