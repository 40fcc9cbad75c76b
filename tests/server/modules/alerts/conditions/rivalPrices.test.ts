// The competitor loop: every station asked × its competitors × the fuels, the details the
// condition returns with the date, fuel, place and competitor added; null reports nothing.
import type { PriceRows } from '@/server/modules/alerts/conditions/priceRows';
import { rivalFirings } from '@/server/modules/alerts/conditions/rivalPrices';

const rows: PriceRows = {
  date: '2030-01-15',
  stations: new Map([
    [
      1,
      {
        gasStationId: 1,
        ownPlaceId: 10,
        rivals: [
          { placeId: 11, name: 'Rival A' },
          { placeId: 12, name: 'Rival B' },
        ],
      },
    ],
    [2, { gasStationId: 2, ownPlaceId: 20, rivals: [{ placeId: 11, name: 'Rival A' }] }],
  ]),
  prices: new Map(),
  quality: new Map(),
};

describe('rivalFirings', () => {
  it('fires once per station, competitor and fuel the condition reports, keyed by place and fuel', () => {
    const asked: string[] = [];
    const firings = rivalFirings([1, 2, 3], rows, ['regular', 'diesel'], ({ key, fuel }) => {
      asked.push(key);
      return key.startsWith('11:') ? { price: fuel === 'regular' ? 23.5 : 25 } : null;
    });
    expect(asked).toEqual([
      '11:regular',
      '11:diesel',
      '12:regular',
      '12:diesel',
      '11:regular',
      '11:diesel',
    ]);
    const firing = (gasStationId: number, fuel: string, price: number) => ({
      gasStationId,
      subjectKey: `rival:11:${fuel}`,
      details: { date: '2030-01-15', fuel, place_id: 11, competitor: 'Rival A', price },
    });
    expect(firings).toEqual([
      firing(1, 'regular', 23.5),
      firing(1, 'diesel', 25),
      firing(2, 'regular', 23.5),
      firing(2, 'diesel', 25),
    ]);
  });

  it('fires nothing without fuels', () => {
    expect(rivalFirings([1], rows, [], () => ({}))).toEqual([]);
  });
});
