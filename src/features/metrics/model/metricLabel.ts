// A metric is labelled by its numeric id, not by its key. Ids 1-5 are the base
// metrics; 6-8 repeat 1-3 for gas and 9-11 repeat them for diesel; any other id is unknown.
// Pure: the caller passes its translate function (namespace `metrics`).

export type MetricBase =
  'immediacy' | 'promptService' | 'serviceTime' | 'conversion' | 'frequentClients';
export type MetricFuel = 'gas' | 'diesel';

export type MetricLabelParts =
  { kind: 'known'; base: MetricBase; fuel: MetricFuel | null } | { kind: 'unknown' };

const BASES: readonly MetricBase[] = [
  'immediacy',
  'promptService',
  'serviceTime',
  'conversion',
  'frequentClients',
];
/** The metrics that have per-fuel variants, in id order (ids 1-3). */
const PER_FUEL: readonly MetricBase[] = ['immediacy', 'promptService', 'serviceTime'];
const FUEL_BLOCKS: readonly { fuel: MetricFuel; firstId: number }[] = [
  { fuel: 'gas', firstId: 6 },
  { fuel: 'diesel', firstId: 9 },
];

export function metricLabelParts(id: number): MetricLabelParts {
  if (!Number.isInteger(id)) return { kind: 'unknown' };
  const base = BASES[id - 1];
  if (id >= 1 && base) return { kind: 'known', base, fuel: null };
  for (const block of FUEL_BLOCKS) {
    const variant = PER_FUEL[id - block.firstId];
    if (id >= block.firstId && variant) return { kind: 'known', base: variant, fuel: block.fuel };
  }
  return { kind: 'unknown' };
}

export type Translate = (key: string, values?: Record<string, string>) => string;

/** The label shown in the Nombre column, e.g. 'Inmediatez (segundos) (gas)'. */
export function metricLabel(id: number, t: Translate): string {
  const parts = metricLabelParts(id);
  if (parts.kind === 'unknown') return t('names.unknown');
  const label = t(`names.${parts.base}`);
  if (parts.fuel === null) return label;
  return t('names.withFuel', { label, fuel: t(`fuels.${parts.fuel}`) });
}
