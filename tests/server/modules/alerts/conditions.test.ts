// The condition evaluators on rows built by hand: each kind's thresholds and edge cases, and the
// parameters each kind needs (and refuses).
import { CONDITIONS, checkCondition } from '@/server/modules/alerts/conditions';
import type { OperationRows } from '@/server/modules/alerts/conditions/operationRows';
import { priceKey, type PriceRows } from '@/server/modules/alerts/conditions/priceRows';

const NOW = new Date('2026-07-01T12:00:00Z');

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
        { gasStationId: 1, lastSuccessAt: null, lastErrorAt: null, lastError: null, ...connector },
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
        message: "La condición 'movimiento de un competidor' necesita el cambio mínimo",
      },
    ]);
    expect(checkCondition('connector_failing', { hours: 2, fuels: ['diesel'] })).toEqual([
      {
        field: 'body.condition.fuels',
        rule: 'unexpected',
        message: "La condición 'conector volumétrico con fallas' no admite los combustibles",
      },
    ]);
  });
});
