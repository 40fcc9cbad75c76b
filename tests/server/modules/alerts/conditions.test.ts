// The condition evaluators on rows built by hand: each kind's thresholds and edge cases, and the
// parameters each kind needs (and refuses). Every firing's details seen here must be exactly
// its kind's details schema in the contract (every property, of its type, and no other).
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import {
  DEFINITIONS,
  checkCondition,
  type ConditionKind,
  type Firing,
} from '@/server/modules/alerts/conditions';
import type { CONDITIONS as DEFINED_CONDITIONS } from '@/server/modules/alerts/conditions';
import { addContractSchemas, AJV_OPTIONS } from '@/server/contract/validator';
import { CONTRACT_ID } from '@/server/contract/jsonSchema';
import type { OperationRows } from '@/server/modules/alerts/conditions/operationRows';
import { priceKey, type PriceRows } from '@/server/modules/alerts/conditions/priceRows';
import {
  salesFactKey,
  salesParamsKey,
  type SalesFact,
  type SalesRows,
} from '@/server/modules/alerts/conditions/salesRows';
import type { ServiceRows } from '@/server/modules/alerts/conditions/serviceRows';
import type { ComplianceRows } from '@/server/modules/alerts/conditions/complianceRows';
import type { ServiceMetricName } from '@/api/generated/dashboard.gen';

const NOW = new Date('2026-07-01T12:00:00Z');

/** The details each kind's evaluator gave in these tests. */
const seen = new Map<ConditionKind, Firing['details'][]>();
/** The definitions, their evaluators recording the details they give. */
const CONDITIONS = Object.fromEntries(
  DEFINITIONS.map((d) => [
    d.kind,
    {
      ...d,
      evaluate: (...args: Parameters<typeof d.evaluate>) => {
        const firings = (d.evaluate as (...a: typeof args) => Firing[])(...args);
        seen.set(d.kind, [...(seen.get(d.kind) ?? []), ...firings.map((f) => f.details)]);
        return firings;
      },
    },
  ]),
) as unknown as typeof DEFINED_CONDITIONS;

function market(
  prices: [placeId: number, price: number, previous: number | null][],
  rivals = [11, 12],
): PriceRows {
  return {
    date: '2026-07-01',
    stations: new Map([
      [
        1,
        {
          gasStationId: 1,
          ownPlaceId: 10,
          rivals: rivals.map((placeId) => ({ placeId, name: `R${placeId}` })),
        },
      ],
    ]),
    prices: new Map(
      prices.map(([placeId, price, previous]) => [
        priceKey(placeId, 'regular'),
        {
          placeId,
          fuel: 'regular' as const,
          price,
          previous,
          previousDate: previous === null ? null : '2026-06-30',
        },
      ]),
    ),
    quality: new Map(),
  };
}

const keys = (firings: { subjectKey: string }[]) => firings.map((f) => f.subjectKey);

describe('competitor_move', () => {
  const evaluate = (rows: PriceRows, min_change: number, fuels = ['regular' as const]) =>
    CONDITIONS.competitor_move.evaluate({ fuels, min_change }, [1], rows, NOW);

  it('fires from the minimum change up, either way, per competitor and fuel', () => {
    const rows = market([
      [11, 22.3, 22.5],
      [12, 22.79, 22.5],
    ]);
    expect(keys(evaluate(rows, 0.2))).toEqual(['rival:11:regular', 'rival:12:regular']);
    expect(keys(evaluate(rows, 0.25))).toEqual(['rival:12:regular']);
    expect(evaluate(rows, 0.2)[0]!.details).toMatchObject({ change: -0.2, competitor: 'R11' });
  });

  it('ignores a first price, an unchanged one, other fuels and stations out of scope', () => {
    const rows = market([
      [11, 22.3, null],
      [12, 22.5, 22.5],
    ]);
    expect(evaluate(rows, 0.01)).toEqual([]);
    expect(evaluate(market([[11, 20, 22]]), 0.1, ['diesel' as never])).toEqual([]);
    expect(
      CONDITIONS.competitor_move.evaluate(
        { fuels: ['regular'], min_change: 0.1 },
        [2],
        market([[11, 20, 22]]),
        NOW,
      ),
    ).toEqual([]);
  });
});

describe('own price position', () => {
  const run = (kind: 'not_cheapest' | 'most_expensive', rows: PriceRows) =>
    keys(CONDITIONS[kind].evaluate({ fuels: ['regular'] }, [1], rows, NOW));

  it('not_cheapest holds while a competitor is strictly cheaper', () => {
    expect(
      run(
        'not_cheapest',
        market([
          [10, 22, null],
          [11, 21.9, null],
          [12, 23, null],
        ]),
      ),
    ).toEqual(['fuel:regular']);
    expect(
      run(
        'not_cheapest',
        market([
          [10, 22, null],
          [11, 22, null],
          [12, 23, null],
        ]),
      ),
    ).toEqual([]);
  });

  it('most_expensive holds when every priced competitor (at least one) is cheaper', () => {
    expect(
      run(
        'most_expensive',
        market([
          [10, 24, null],
          [11, 21.9, null],
          [12, 23, null],
        ]),
      ),
    ).toEqual(['fuel:regular']);
    expect(
      run(
        'most_expensive',
        market([
          [10, 24, null],
          [11, 24, null],
        ]),
      ),
    ).toEqual([]);
    // No competitor priced that day, or no own price: nothing to say.
    expect(run('most_expensive', market([[10, 24, null]]))).toEqual([]);
    expect(run('not_cheapest', market([[11, 20, null]]))).toEqual([]);
  });
});

describe('operations', () => {
  const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
  const rows = (
    connector: Partial<OperationRows['connectors'] extends Map<number, infer C> ? C : never>,
  ): OperationRows => ({
    connectors: new Map([
      [
        1,
        {
          gasStationId: 1,
          volumetricSystemId: 4,
          volumetricSupplierId: 2,
          lastSuccessAt: null,
          lastErrorAt: null,
          lastError: null,
          ...connector,
        },
      ],
    ]),
    failedDeliveries: [],
  });
  const failing = (r: OperationRows) =>
    keys(CONDITIONS.connector_failing.evaluate({ hours: 2 }, [1], r, NOW));

  it('connector_failing waits for the hours since the last success', () => {
    expect(failing(rows({ lastSuccessAt: hoursAgo(1), lastErrorAt: hoursAgo(0.5) }))).toEqual([]);
    expect(failing(rows({ lastSuccessAt: hoursAgo(3), lastErrorAt: hoursAgo(0.5) }))).toEqual([
      'connector',
    ]);
    // Succeeded after its last error: fine however old the error.
    expect(failing(rows({ lastSuccessAt: hoursAgo(3), lastErrorAt: hoursAgo(4) }))).toEqual([]);
    // Never succeeded: failing as soon as it has an error.
    expect(failing(rows({ lastErrorAt: hoursAgo(0.1) }))).toEqual(['connector']);
    expect(failing(rows({}))).toEqual([]);
  });

  it('connector_failing names the last error and the connector system, for its screen', () => {
    const [firing] = CONDITIONS.connector_failing.evaluate(
      { hours: 2 },
      [1],
      rows({ lastErrorAt: hoursAgo(0.5), lastError: 'HTTP 500' }),
      NOW,
    );
    expect(firing!.details).toEqual({
      last_error: 'HTTP 500',
      last_error_at: hoursAgo(0.5).toISOString(),
      last_success_at: null,
      hours: 2,
      volumetric_system_id: 4,
      volumetric_supplier_id: 2,
    });
  });

  it('delivery_failed names each failed delivery for each station of the scope it covers', () => {
    const r: OperationRows = {
      connectors: new Map(),
      failedDeliveries: [
        {
          id: 7,
          requestId: 3,
          reportType: 'weekly',
          channel: 'email',
          recipientName: 'Marta',
          error: 'rebotó',
          failedAt: NOW,
          gasStationIds: [1, 2, 3],
        },
      ],
    };
    const firings = CONDITIONS.delivery_failed.evaluate({}, [1, 3, 4], r, NOW);
    expect(firings.map((f) => [f.gasStationId, f.subjectKey])).toEqual([
      [1, 'delivery:7'],
      [3, 'delivery:7'],
    ]);
  });
});

describe('parameters', () => {
  it('asks for what a kind needs and refuses the rest, in Spanish', () => {
    expect(checkCondition('competitor_move', { fuels: ['regular'], min_change: 0.1 })).toEqual([]);
    expect(checkCondition('delivery_failed', {})).toEqual([]);
    expect(checkCondition('competitor_move', { fuels: ['regular'] })).toEqual([
      {
        field: 'body.condition.min_change',
        rule: 'required',
        message: "La condición 'Un competidor mueve su precio' necesita el cambio mínimo",
      },
    ]);
    expect(checkCondition('connector_failing', { hours: 2, fuels: ['diesel'] })).toEqual([
      {
        field: 'body.condition.fuels',
        rule: 'unexpected',
        message: "La condición 'Conector volumétrico con fallas' no admite los combustibles",
      },
    ]);
  });
});

describe('competitor_price_flagged', () => {
  const flagged = (
    flag: 'placeholder' | 'stale' | 'conflict' | null,
    priceDate = '2026-07-01',
  ): PriceRows => {
    const rows = market([]);
    rows.quality.set(priceKey(11, 'regular'), {
      flag,
      price: flag === 'placeholder' ? 1 : 22.5,
      priceDate,
      since: '2026-05-01',
      marketMedian: 22.9,
      marketSize: 6,
    });
    return rows;
  };
  const run = (rows: PriceRows, fuels = ['regular' as const]) =>
    CONDITIONS.competitor_price_flagged.evaluate({ fuels }, [1], rows, NOW);

  it('fires for a placeholder or a stale price published on the latest day', () => {
    expect(run(flagged('placeholder'))).toEqual([
      {
        gasStationId: 1,
        subjectKey: 'rival:11:regular',
        details: {
          date: '2026-07-01',
          fuel: 'regular',
          place_id: 11,
          competitor: 'R11',
          flag: 'placeholder',
          price: 1,
          since: '2026-05-01',
          market_median: 22.9,
          market_size: 6,
        },
      },
    ]);
    expect(keys(run(flagged('stale')))).toEqual(['rival:11:regular']);
  });

  it('ignores a fine price, a conflict, a price of an earlier day and other fuels', () => {
    expect(run(flagged(null))).toEqual([]);
    expect(run(flagged('conflict'))).toEqual([]);
    expect(run(flagged('stale', '2026-06-30'))).toEqual([]);
    expect(run(flagged('stale'), ['diesel' as never])).toEqual([]);
  });
});

describe('feed_ticket_mismatch', () => {
  const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000);
  const rows = (fact: Partial<SalesFact>): SalesRows => ({
    facts: new Map([
      [
        salesParamsKey(0.1, 2),
        new Map([
          [
            salesFactKey(1, 'regular'),
            {
              gasStationId: 1,
              fuel: 'regular' as const,
              lastMatchAt: at(5),
              runStart: at(3),
              lastSaleAt: at(0.5),
              lastPrice: 23.49,
              lastFeedPrice: 23.29,
              offSales: 40,
              ...fact,
            },
          ],
        ]),
      ],
    ]),
  });
  const run = (r: SalesRows, hours = 2) =>
    CONDITIONS.feed_ticket_mismatch.evaluate(
      { fuels: ['regular'], min_change: 0.1, hours },
      [1],
      r,
      NOW,
    );

  it('fires when every sale of the window and the one before it were off', () => {
    expect(run(rows({}))).toEqual([
      {
        gasStationId: 1,
        subjectKey: 'fuel:regular',
        details: {
          fuel: 'regular',
          feed_price: 23.29,
          ticket_price: 23.49,
          difference: 0.2,
          since: at(3).toISOString(),
          last_sale_at: at(0.5).toISOString(),
          off_sales: 40,
          hours: 2,
        },
      },
    ]);
    // No matching sale in the whole scan: off since the first one.
    expect(keys(run(rows({ lastMatchAt: null })))).toEqual(['fuel:regular']);
  });

  it('holds only past the hours, with a sale in the window, while the last sale is off', () => {
    // The mismatch began 1.5 h ago: not yet 2 hours.
    expect(run(rows({ lastMatchAt: at(1.6), runStart: at(1.5) }))).toEqual([]);
    // The last sale matched.
    expect(run(rows({ lastMatchAt: at(0.5), runStart: null }))).toEqual([]);
    // No sale in the last 2 hours.
    expect(run(rows({ lastSaleAt: at(2.5) }))).toEqual([]);
    // Another threshold or span is read from its own facts.
    expect(run(rows({}), 3)).toEqual([]);
  });

  it('accepts at most 168 hours', () => {
    expect(
      checkCondition('feed_ticket_mismatch', { fuels: ['regular'], min_change: 0.1, hours: 169 }),
    ).toEqual([
      {
        field: 'body.condition.hours',
        rule: 'maximum',
        message: 'Esta condición admite como máximo 168 horas',
      },
    ]);
  });
});

describe('service_under_goal', () => {
  const rows = (
    metric: ServiceMetricName,
    goal: number | undefined,
    value: number | null,
    vehicles: number,
  ): ServiceRows => ({
    at: NOW.toISOString(),
    stations: new Map([
      [
        1,
        {
          gasStationId: 1,
          goals: new Map(goal === undefined ? [] : [[metric, goal]]),
          figures: new Map([[metric, { value, vehicles }]]),
        },
      ],
    ]),
  });
  const run = (r: ServiceRows, metric: ServiceMetricName, min_vehicles = 5) =>
    CONDITIONS.service_under_goal.evaluate({ metric, min_vehicles }, [1], r, NOW);

  it('a share of timely attention under its goal, on enough vehicles', () => {
    expect(run(rows('atencion_oportuna', 80, 79.9, 5), 'atencion_oportuna')).toEqual([
      {
        gasStationId: 1,
        subjectKey: 'service:atencion_oportuna',
        details: {
          at: NOW.toISOString(),
          metric: 'atencion_oportuna',
          value: 79.9,
          goal: 80,
          vehicles: 5,
          window_minutes: 60,
        },
      },
    ]);
    expect(run(rows('atencion_oportuna', 80, 80, 5), 'atencion_oportuna')).toEqual([]);
    expect(run(rows('atencion_oportuna', 80, 50, 4), 'atencion_oportuna')).toEqual([]);
  });

  it('a time over its goal; no goal or no vehicles judge nothing', () => {
    expect(keys(run(rows('tiempo_servicio_gas', 180, 180.1, 9), 'tiempo_servicio_gas'))).toEqual([
      'service:tiempo_servicio_gas',
    ]);
    expect(run(rows('tiempo_servicio_gas', 180, 180, 9), 'tiempo_servicio_gas')).toEqual([]);
    expect(run(rows('inmediatez', undefined, 999, 9), 'inmediatez')).toEqual([]);
    expect(run(rows('inmediatez', 60, null, 0), 'inmediatez', 1)).toEqual([]);
    expect(run(rows('inmediatez', 60, 61, 9), 'atencion_oportuna')).toEqual([]);
  });

  it('needs a metric and a minimum of vehicles', () => {
    expect(checkCondition('service_under_goal', { metric: 'inmediatez', min_vehicles: 3 })).toEqual(
      [],
    );
    expect(checkCondition('service_under_goal', { metric: 'inmediatez' })).toEqual([
      {
        field: 'body.condition.min_vehicles',
        rule: 'required',
        message: "La condición 'Servicio por debajo de la meta' necesita el mínimo de vehículos",
      },
    ]);
  });
});

describe('SAT compliance', () => {
  // NOW is 06:00 of 2026-07-01 in Mexico City.
  const rows: ComplianceRows = {
    stations: new Map([
      [
        1,
        {
          gasStationId: 1,
          timeZone: 'America/Mexico_City',
          firstDay: '2026-06-01',
          dailyReceived: new Map(
            ['2026-06-24', '2026-06-25', '2026-06-26', '2026-06-28', '2026-06-29'].map((d) => [
              d,
              new Date(`${d}T23:00:00Z`),
            ]),
          ),
        },
      ],
    ]),
    findings: [
      {
        id: 5,
        gasStationId: 1,
        month: '2026-06',
        day: '2026-06-10',
        rule: 'dailyBalance',
        subject: 'TQS-0001',
        message: 'El tanque TQS-0001 cerró con 0.80 % de diferencia.',
        figures: { porcentaje: 0.8 },
        receivedAt: new Date('2026-06-11T08:00:00Z'),
      },
      {
        id: 6,
        gasStationId: 1,
        month: '2026-06',
        day: '2026-06-10',
        rule: 'calibration',
        subject: 'TQS-0002',
        message: 'La calibración venció.',
        figures: {},
        receivedAt: new Date('2026-06-11T08:00:00Z'),
      },
    ],
    months: [
      {
        gasStationId: 1,
        month: '2026-05',
        dueDate: '2026-07-03',
        monthlyState: 'findings',
        findings: 3,
        monthlyReceivedAt: new Date('2026-06-20T00:00:00Z'),
      },
    ],
  };
  const subjects = (firings: Firing[]) => firings.map((f) => f.subjectKey);

  it('compliance_report_missing: each day of the last 7 without its report `hours` after it ended', () => {
    expect(
      subjects(CONDITIONS.compliance_report_missing.evaluate({ hours: 2 }, [1, 2], rows, NOW)),
    ).toEqual(['day:2026-06-27', 'day:2026-06-30']);
    // At 06:00 the 30th's deadline of 8 hours has not come.
    expect(
      subjects(CONDITIONS.compliance_report_missing.evaluate({ hours: 8 }, [1], rows, NOW)),
    ).toEqual(['day:2026-06-27']);
  });

  it("compliance_mismatch: each balance or ticket finding, not another rule's", () => {
    expect(subjects(CONDITIONS.compliance_mismatch.evaluate({}, [1], rows, NOW))).toEqual([
      'dailyBalance:2026-06-10:TQS-0001',
    ]);
    expect(CONDITIONS.compliance_mismatch.evaluate({}, [2], rows, NOW)).toEqual([]);
  });

  it('compliance_monthly_due: a month due within 7 days and not clean', () => {
    const [firing] = CONDITIONS.compliance_monthly_due.evaluate({}, [1], rows, NOW);
    expect(firing?.details).toEqual({
      month: '2026-05',
      due_date: '2026-07-03',
      days_left: 2,
      monthly_state: 'findings',
      findings: 3,
    });
  });
});

describe('the details every evaluator gives', () => {
  const contract = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../../../openapi/surtidor.json'), 'utf8'),
  ) as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
  const ajv = addContractSchemas(new Ajv({ ...AJV_OPTIONS, strict: false }), contract as never);

  it.each(DEFINITIONS.map((d) => [d.kind, d.detailsSchema] as const))(
    '%s: are %s, exactly',
    (kind, schemaName) => {
      const details = seen.get(kind) ?? [];
      expect(details.length).toBeGreaterThan(0);
      const validate = ajv.compile({ $ref: `${CONTRACT_ID}#/definitions/${schemaName}` });
      const properties = Object.keys(contract.components.schemas[schemaName]!.properties ?? {});
      for (const d of details) {
        expect(Object.keys(d).sort()).toEqual([...properties].sort());
        expect([validate(d), validate.errors]).toEqual([true, null]);
      }
    },
  );
});
