// Reading the Prometheus text format in tests: the families a scrape declares and the value of
// one sample.

/** The metric families declared (# TYPE lines), by name, with their type. */
export function families(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) found.set(match[1]!, match[2]!);
  return found;
}

/** The labels of a sample line as written: {a="x",b="y"}. */
function parseLabels(raw: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const match of (raw ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    labels[match[1]!] = match[2]!;
  }
  return labels;
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    found.push({ name: match[1]!, labels: parseLabels(match[2]), value: Number(match[3]) });
  }
  return found;
}

/** The value of the one sample with this name and (at least) these labels; null when absent. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | null {
  const matching = samples(text).filter(
    (s) =>
      s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match`);
  return matching[0]?.value ?? null;
}
