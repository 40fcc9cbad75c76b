// The pieces a report is assembled from. Each piece is tagged with its subject, so a report
// asked for one `kind` can put that subject first.
import type {
  ReportChart,
  ReportFigure,
  ReportTable,
  ReportUnit,
} from '@/api/generated/reports.gen';
import type { GoalMetric } from '@/lib/goalMetrics';
import type { Translate, LabelKey } from './labels';
import type { DayFacts, SalesGroup, TrafficDetail } from './queries';
import { betterOf, type FigureKey } from './figureDirections';
import { FUELS, fuelStats, round2, type PriceData } from './prices';
import { dayConversion, round1, totalsOf, type Totals } from './totals';

export type Subject = 'competition' | 'price' | 'traffic' | 'conversion' | 'service' | 'sales';

export interface Piece<T> {
  subject: Subject;
  item: T;
}

export interface Parts {
  figures: Piece<ReportFigure>[];
  charts: Piece<ReportChart>[];
  tables: Piece<ReportTable>[];
  notes: Piece<string>[];
}

export const emptyParts = (): Parts => ({ figures: [], charts: [], tables: [], notes: [] });

export interface SectionInput {
  t: Translate;
  days: DayFacts[];
  previousDays: DayFacts[] | null;
  goals: Map<GoalMetric, number>;
}

const CLASSES = ['autos', 'motos', 'autobuses', 'camiones', 'personas'] as const;
const PRODUCTS = ['1', '2', '3', '4'] as const;

function figure(
  key: FigureKey,
  label: string,
  value: number | null,
  unit: ReportUnit,
  extra: Partial<ReportFigure> = {},
): ReportFigure {
  return { key, label, value, unit, better: betterOf(key), ...extra };
}

function previousOf(input: SectionInput): Totals | null {
  return input.previousDays ? totalsOf(input.previousDays) : null;
}

/** Adds a figure of `subject` with its previous-period value and goal, read from the totals. */
function figureAdder(input: SectionInput, parts: Parts, subject: Subject) {
  const now = totalsOf(input.days);
  const prev = previousOf(input);
  return (
    key: FigureKey,
    label: LabelKey,
    pick: (x: Totals) => number | null,
    unit: ReportUnit,
    goal?: GoalMetric,
  ) =>
    parts.figures.push({
      subject,
      item: figure(key, input.t(label), pick(now), unit, {
        ...(prev ? { previous: pick(prev) } : {}),
        ...(goal ? { goal: input.goals.get(goal) ?? null } : {}),
      }),
    });
}

export function serviceFigures(input: SectionInput, parts: Parts): void {
  const { t } = input;
  const now = totalsOf(input.days);
  const add = figureAdder(input, parts, 'service');
  add('arrivals', 'fig.arrivals', (x) => (x.arrivals || x.attended ? x.arrivals : null), 'count');
  add('wait', 'fig.wait', (x) => x.wait, 'seconds', 'immeadiacy');
  add('prompt_service', 'fig.prompt', (x) => x.prompt, 'percent', 'prompt_service');
  add('service_time_gas', 'fig.service_gas', (x) => x.serviceGas, 'seconds', 'service_time_gas');
  add(
    'service_time_diesel',
    'fig.service_diesel',
    (x) => x.serviceDiesel,
    'seconds',
    'service_time_diesel',
  );
  if (now.arrivals === 0) parts.notes.push({ subject: 'service', item: t('note.no_service') });
}

const frequentShare = (k: { repeated: number; keyed: number }) =>
  k.keyed > 0 ? round1((100 * k.repeated) / k.keyed) : null;

export function trafficFigures(
  input: SectionInput,
  detail: TrafficDetail | null,
  parts: Parts,
): void {
  const { t, goals } = input;
  const now = totalsOf(input.days);
  const prev = previousOf(input);
  const withPrev = (pick: (x: Totals) => number | null) => (prev ? { previous: pick(prev) } : {});
  parts.figures.push(
    {
      subject: 'traffic',
      item: figure(
        'passes',
        t('fig.passes'),
        now.passes,
        'count',
        withPrev((x) => x.passes),
      ),
    },
    {
      subject: 'traffic',
      item: figure(
        'entries',
        t('fig.entries'),
        now.entries,
        'count',
        withPrev((x) => x.entries),
      ),
    },
    {
      subject: 'conversion',
      item: figure('conversion', t('fig.conversion'), now.conversion, 'percent', {
        ...withPrev((x) => x.conversion),
        goal: goals.get('gas_station_conversion') ?? null,
      }),
    },
  );
  if (detail) {
    parts.figures.push({
      subject: 'traffic',
      item: figure(
        'frequent_clients',
        t('fig.frequent'),
        frequentShare(detail.keyed.cur),
        'percent',
        {
          ...(prev ? { previous: frequentShare(detail.keyed.prev) } : {}),
          goal: goals.get('recurrence_percentage') ?? null,
          note: detail.keyed.cur.keyed === 0 ? t('note.no_keys') : null,
        },
      ),
    });
  }
  if (now.passes === null && now.entries === null) {
    parts.notes.push({ subject: 'traffic', item: t('note.no_traffic') });
  }
}

export function salesFigures(input: SectionInput, parts: Parts): void {
  const { t } = input;
  const now = totalsOf(input.days);
  const add = figureAdder(input, parts, 'sales');
  add('sales_total', 'fig.sales_total', (x) => x.amount, 'currency', 'total_sales');
  add('sales_cash', 'fig.sales_cash', (x) => x.cash, 'currency', 'cash_sales');
  add('sales_credit', 'fig.sales_credit', (x) => x.credit, 'currency', 'credit_sales');
  add('sales_other', 'fig.sales_other', (x) => x.other, 'currency');
  add('average_ticket', 'fig.average_ticket', (x) => x.averageTicket, 'currency', 'average_ticket');
  add('tickets', 'fig.tickets', (x) => (x.tickets ? x.tickets : null), 'count');
  add('liters', 'fig.liters', (x) => x.liters, 'liters');
  if (now.tickets === 0) parts.notes.push({ subject: 'sales', item: t('note.no_sales') });
}

// --- charts and tables by day ------------------------------------------------------------

export function dailyCharts(input: SectionInput, parts: Parts): void {
  const { t, days } = input;
  const categories = days.map((d) => d.day);
  const avg = (sum: number, n: number) => (n > 0 ? round1(sum / n) : null);
  parts.charts.push(
    {
      subject: 'service',
      item: {
        key: 'service_daily',
        title: t('chart.service_daily'),
        unit: 'seconds',
        categories,
        series: [
          {
            name: t('series.wait'),
            type: 'line',
            values: days.map((d) => avg(d.waitSum, d.attended)),
          },
          {
            name: t('series.service_gas'),
            type: 'line',
            values: days.map((d) => avg(d.gasSeconds, d.gasServices)),
          },
          {
            name: t('series.service_diesel'),
            type: 'line',
            values: days.map((d) => avg(d.dieselSeconds, d.dieselServices)),
          },
        ],
      },
    },
    {
      subject: 'traffic',
      item: {
        key: 'traffic_daily',
        title: t('chart.traffic_daily'),
        unit: 'count',
        categories,
        series: [
          { name: t('series.passes'), type: 'bar', values: days.map((d) => d.passes) },
          { name: t('series.entries'), type: 'bar', values: days.map((d) => d.entries) },
        ],
      },
    },
    {
      subject: 'conversion',
      item: {
        key: 'conversion_daily',
        title: t('chart.conversion_daily'),
        unit: 'percent',
        categories,
        series: [{ name: t('series.conversion'), type: 'line', values: days.map(dayConversion) }],
      },
    },
    {
      subject: 'sales',
      item: {
        key: 'sales_daily',
        title: t('chart.sales_daily'),
        unit: 'currency',
        categories,
        series: [
          {
            name: t('series.sales'),
            type: 'bar',
            values: days.map((d) => (d.tickets ? round2(d.amount) : null)),
          },
          ...(input.previousDays && input.previousDays.length === days.length
            ? [
                {
                  name: t('series.previous'),
                  type: 'line' as const,
                  values: input.previousDays.map((d) => (d.tickets ? round2(d.amount) : null)),
                },
              ]
            : []),
        ],
      },
    },
  );
}

export function dailyTable(input: SectionInput, parts: Parts): void {
  const { t, days } = input;
  parts.tables.push({
    subject: 'traffic',
    item: {
      key: 'daily',
      title: t('table.daily'),
      columns: [
        { key: 'date', label: t('col.date') },
        { key: 'arrivals', label: t('col.arrivals'), unit: 'count' },
        { key: 'wait', label: t('col.wait'), unit: 'seconds' },
        { key: 'passes', label: t('col.passes'), unit: 'count' },
        { key: 'entries', label: t('col.entries'), unit: 'count' },
        { key: 'conversion', label: t('col.conversion'), unit: 'percent' },
        { key: 'tickets', label: t('col.tickets'), unit: 'count' },
        { key: 'sales', label: t('col.sales'), unit: 'currency' },
      ],
      rows: days.map((d) => [
        d.day,
        d.arrivals,
        d.attended ? round1(d.waitSum / d.attended) : null,
        d.passes,
        d.entries,
        dayConversion(d),
        d.tickets,
        d.tickets ? round2(d.amount) : null,
      ]),
    },
  });
}

// --- sales breakdown ------------------------------------------------------------------------

const productLabel = (t: Translate, key: string) =>
  t(`product.${PRODUCTS.includes(key as '1') ? key : '4'}` as LabelKey);
const shiftLabel = (t: Translate, key: string) =>
  key === 'none' ? t('shift.none') : t('shift.n', { n: key });

export function salesBreakdown(
  input: SectionInput,
  groups: SalesGroup[],
  parts: Parts,
  options: { byDay: boolean; hours: boolean },
): void {
  const { t } = input;
  if (groups.length === 0) return;
  const of = (dim: SalesGroup['dim']) => groups.filter((g) => g.dim === dim);
  const total = of('product').reduce((a, g) => a + g.amount, 0);
  const products = of('product').sort((a, b) => a.key.localeCompare(b.key));
  parts.tables.push({
    subject: 'sales',
    item: {
      key: 'sales_by_product',
      title: t('table.products'),
      columns: [
        { key: 'product', label: t('col.product') },
        { key: 'tickets', label: t('col.tickets'), unit: 'count' },
        { key: 'liters', label: t('col.liters'), unit: 'liters' },
        { key: 'amount', label: t('col.amount'), unit: 'currency' },
        { key: 'average_ticket', label: t('col.average_ticket'), unit: 'currency' },
        { key: 'share', label: t('col.share'), unit: 'percent' },
      ],
      rows: products.map((g) => [
        productLabel(t, g.key),
        g.tickets,
        round2(g.liters),
        round2(g.amount),
        round2(g.amount / g.tickets),
        total > 0 ? round1((100 * g.amount) / total) : null,
      ]),
    },
  });
  const shifts = of('shift').sort((a, b) => a.key.localeCompare(b.key));
  parts.tables.push({
    subject: 'sales',
    item: {
      key: 'sales_by_shift',
      title: t('table.shifts'),
      columns: [
        { key: 'shift', label: t('col.shift') },
        { key: 'tickets', label: t('col.tickets'), unit: 'count' },
        { key: 'liters', label: t('col.liters'), unit: 'liters' },
        { key: 'amount', label: t('col.amount'), unit: 'currency' },
      ],
      rows: shifts.map((g) => [
        shiftLabel(t, g.key),
        g.tickets,
        round2(g.liters),
        round2(g.amount),
      ]),
    },
  });
  parts.charts.push({
    subject: 'sales',
    item: {
      key: 'sales_by_shift',
      title: t('chart.sales_shift'),
      unit: 'currency',
      categories: shifts.map((g) => shiftLabel(t, g.key)),
      series: [
        { name: t('series.sales'), type: 'bar', values: shifts.map((g) => round2(g.amount)) },
      ],
    },
  });
  if (options.byDay) {
    const categories = input.days.map((d) => d.day);
    parts.charts.push({
      subject: 'sales',
      item: {
        key: 'sales_product_daily',
        title: t('chart.sales_product_daily'),
        unit: 'currency',
        categories,
        series: PRODUCTS.filter((p) => products.some((g) => g.key === p)).map((p) => ({
          name: productLabel(t, p),
          type: 'bar' as const,
          stack: 'products',
          values: input.days.map((d) => {
            const v = d.byProduct[Number(p) - 1];
            return v === null || v === undefined ? null : round2(v);
          }),
        })),
      },
    });
  }
  if (options.hours) {
    const hour = new Map(of('hour').map((g) => [Number(g.key), g.amount]));
    parts.charts.push({
      subject: 'sales',
      item: {
        key: 'sales_by_hour',
        title: t('chart.sales_hour'),
        unit: 'currency',
        categories: HOURS.map(hourLabel),
        series: [
          {
            name: t('series.sales'),
            type: 'bar',
            values: HOURS.map((h) => round2(hour.get(h) ?? 0)),
          },
        ],
      },
    });
  }
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function paymentMix(input: SectionInput, groups: SalesGroup[], parts: Parts): void {
  const { t } = input;
  const payments = groups.filter((g) => g.dim === 'payment');
  if (payments.length === 0) return;
  const order = ['cash', 'credit', 'other'];
  payments.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const total = payments.reduce((a, g) => a + g.amount, 0);
  const label = (k: string) => t(`payment.${k}` as LabelKey);
  parts.charts.push({
    subject: 'sales',
    item: {
      key: 'payment_mix',
      title: t('chart.payment_mix'),
      unit: 'currency',
      categories: payments.map((g) => label(g.key)),
      series: [
        { name: t('series.sales'), type: 'bar', values: payments.map((g) => round2(g.amount)) },
      ],
    },
  });
  parts.tables.push({
    subject: 'sales',
    item: {
      key: 'sales_by_payment',
      title: t('table.payments'),
      columns: [
        { key: 'payment', label: t('col.payment') },
        { key: 'tickets', label: t('col.tickets'), unit: 'count' },
        { key: 'amount', label: t('col.amount'), unit: 'currency' },
        { key: 'share', label: t('col.share'), unit: 'percent' },
      ],
      rows: payments.map((g) => [
        label(g.key),
        g.tickets,
        round2(g.amount),
        total > 0 ? round1((100 * g.amount) / total) : null,
      ]),
    },
  });
  const products = groups
    .filter((g) => g.dim === 'product')
    .sort((a, b) => a.key.localeCompare(b.key));
  parts.charts.push({
    subject: 'sales',
    item: {
      key: 'average_ticket_by_product',
      title: t('chart.avg_ticket_product'),
      unit: 'currency',
      categories: products.map((g) => productLabel(t, g.key)),
      series: [
        {
          name: t('fig.average_ticket'),
          type: 'bar',
          values: products.map((g) => round2(g.amount / g.tickets)),
        },
      ],
    },
  });
}

// --- traffic detail -------------------------------------------------------------------------

export function trafficDetailParts(input: SectionInput, detail: TrafficDetail, parts: Parts): void {
  const { t } = input;
  const current = detail.classes.filter((c) => c.period === 'cur');
  const rows = CLASSES.map((cls) => current.find((c) => c.vehicleClass === cls)).filter(
    (c): c is NonNullable<typeof c> => c !== undefined,
  );
  if (rows.length > 0) {
    parts.charts.push({
      subject: 'traffic',
      item: {
        key: 'vehicle_classes',
        title: t('chart.classes'),
        unit: 'count',
        categories: rows.map((c) => t(`class.${c.vehicleClass}` as LabelKey)),
        series: [
          { name: t('series.passes'), type: 'bar', values: rows.map((c) => c.passes) },
          { name: t('series.entries'), type: 'bar', values: rows.map((c) => c.entries) },
        ],
      },
    });
    parts.tables.push({
      subject: 'traffic',
      item: {
        key: 'traffic_by_class',
        title: t('table.classes'),
        columns: [
          { key: 'class', label: t('col.class') },
          { key: 'passes', label: t('col.passes'), unit: 'count' },
          { key: 'entries', label: t('col.entries'), unit: 'count' },
          { key: 'conversion', label: t('col.conversion'), unit: 'percent' },
        ],
        rows: rows.map((c) => [
          t(`class.${c.vehicleClass}` as LabelKey),
          c.passes,
          c.entries,
          c.passes > 0 ? round1((100 * c.entries) / c.passes) : null,
        ]),
      },
    });
  }
  parts.charts.push({
    subject: 'traffic',
    item: {
      key: 'entries_by_hour',
      title: t('chart.entries_hour'),
      unit: 'count',
      categories: HOURS.map(hourLabel),
      series: [
        {
          name: t('series.entries'),
          type: 'bar',
          values: HOURS.map((h) => detail.hours.get(h) ?? 0),
        },
      ],
    },
  });
}

// --- prices ---------------------------------------------------------------------------------

/** The prices flagged on day index i (prices.ts), listed with what their flag means; null without. */
function flaggedNote(t: Translate, data: PriceData, i: number): string | null {
  const items = [data.own, ...data.rivals].flatMap((line) =>
    FUELS.flatMap((fuel) => {
      const flag = line.flags[fuel][i] ?? null;
      const price = line.daily[fuel][i] ?? null;
      return flag === null || price === null
        ? []
        : [
            t('note.flagged_item', {
              name: line.source.name,
              fuel: t(`fuel.${fuel}` as LabelKey),
              price: price.toFixed(2),
              flag: t(`flag.${flag}` as LabelKey),
            }),
          ];
    }),
  );
  return items.length === 0 ? null : t('note.flagged', { list: items.join('; ') });
}

export function priceParts(
  t: Translate,
  data: PriceData,
  parts: Parts,
  options: { history: boolean; goal: number | null },
): void {
  const last = data.days.length - 1;
  const fuelName = (fuel: string) => t(`fuel.${fuel}` as LabelKey);
  for (const fuel of FUELS) {
    const now = fuelStats(data, fuel, last);
    const first = fuelStats(data, fuel, 0);
    // The first day read is the comparison day: the previous period's last day, or the
    // period's first day for the price report.
    const prev = (v: number | null) => (last > 0 ? { previous: v } : {});
    const diff = (s: typeof now) =>
      s.own !== null && s.avg !== null ? round2(s.own - s.avg) : null;
    parts.figures.push(
      {
        subject: 'price',
        item: figure(
          `price_${fuel}`,
          t('fig.own_price', { fuel: fuelName(fuel) }),
          now.own,
          'price',
          prev(first.own),
        ),
      },
      {
        subject: 'competition',
        item: figure(
          `rivals_average_${fuel}`,
          t('fig.rivals_avg', { fuel: fuelName(fuel) }),
          now.avg,
          'price',
          prev(first.avg),
        ),
      },
      {
        subject: 'competition',
        item: figure(
          `price_difference_${fuel}`,
          t('fig.price_diff', { fuel: fuelName(fuel) }),
          diff(now),
          'price',
          {
            ...prev(diff(first)),
            ...(fuel === 'regular' ? { goal: options.goal } : {}),
          },
        ),
      },
      {
        subject: 'competition',
        item: figure(
          `price_rank_${fuel}`,
          t('fig.price_rank', { fuel: fuelName(fuel) }),
          now.rank,
          'count',
          {
            ...prev(first.rank),
            note:
              now.rank !== null ? t('fig.rank_note', { rank: now.rank, count: now.count }) : null,
          },
        ),
      },
    );
  }
  if (data.own.source.placeId === null || FUELS.every((f) => data.own.daily[f][last] === null)) {
    parts.notes.push({ subject: 'price', item: t('note.no_prices') });
  }
  if (data.rivals.length === 0)
    parts.notes.push({ subject: 'competition', item: t('note.no_rivals') });
  else if (data.rivals.every((r) => FUELS.every((f) => r.daily[f][last] === null))) {
    parts.notes.push({ subject: 'competition', item: t('note.no_rival_prices') });
  }

  // The competitors' current prices and their difference to the station's.
  const ownNow = Object.fromEntries(FUELS.map((f) => [f, data.own.daily[f][last]]));
  const delta = (v: number | null, own: number | null) =>
    v !== null && own !== null ? round2(v - own) : null;
  parts.tables.push({
    subject: 'competition',
    item: {
      key: 'competitor_prices',
      title: t('table.competitors'),
      columns: [
        { key: 'competitor', label: t('col.competitor') },
        ...FUELS.flatMap((f) => [
          { key: f, label: fuelName(f), unit: 'price' as const },
          {
            key: `${f}_difference`,
            label: `${t('col.difference')} ${fuelName(f)}`,
            unit: 'price' as const,
          },
        ]),
      ],
      rows: [data.own, ...data.rivals].map((line) => [
        line.source.name,
        ...FUELS.flatMap((f) => [
          line.daily[f][last] ?? null,
          line === data.own ? null : delta(line.daily[f][last] ?? null, ownNow[f] ?? null),
        ]),
      ]),
    },
  });
  parts.tables.push({
    subject: 'competition',
    item: {
      key: 'market_position',
      title: t('table.position'),
      columns: [
        { key: 'fuel', label: t('col.fuel') },
        { key: 'own', label: t('col.own'), unit: 'price' },
        { key: 'rank', label: t('col.rank'), unit: 'count' },
        { key: 'count', label: t('col.count'), unit: 'count' },
        { key: 'min', label: t('col.min'), unit: 'price' },
        { key: 'max', label: t('col.max'), unit: 'price' },
      ],
      rows: FUELS.map((f) => {
        const s = fuelStats(data, f, last);
        return [fuelName(f), s.own, s.rank, s.count, s.min, s.max];
      }),
      note: flaggedNote(t, data, last),
    },
  });
  if (!options.history) return;
  for (const fuel of FUELS) {
    const stats = data.days.map((_, i) => fuelStats(data, fuel, i));
    parts.charts.push({
      subject: 'price',
      item: {
        key: `price_history_${fuel}`,
        title: t('chart.price_history', { fuel: fuelName(fuel) }),
        unit: 'price',
        categories: data.days,
        series: [
          { name: t('series.own'), type: 'line', values: stats.map((s) => s.own) },
          { name: t('series.rivals_avg'), type: 'line', values: stats.map((s) => s.avg) },
          { name: t('series.rivals_min'), type: 'line', values: stats.map((s) => s.min) },
          { name: t('series.rivals_max'), type: 'line', values: stats.map((s) => s.max) },
        ],
      },
    });
  }
  const moves = data.rivals
    .flatMap((line) =>
      line.changes.filter((c) => c.from !== null).map((c) => ({ ...c, name: line.source.name })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name.localeCompare(b.name)));
  parts.tables.push({
    subject: 'competition',
    item: {
      key: 'competitor_moves',
      title: t('table.moves'),
      columns: [
        { key: 'date', label: t('col.date') },
        { key: 'competitor', label: t('col.competitor') },
        { key: 'fuel', label: t('col.fuel') },
        { key: 'from', label: t('col.from'), unit: 'price' },
        { key: 'to', label: t('col.to'), unit: 'price' },
      ],
      rows: moves.map((m) => [m.date, m.name, fuelName(m.fuel), m.from, m.to]),
      note: moves.length === 0 ? t('note.no_moves') : null,
    },
  });
}
