// The loop the competitor conditions share: each station's competitors × the rule's fuels, one
// firing (subject `rival:<place>:<fuel>`) where the condition finds something to report.
import type { FuelType } from '../../../db/schema';
import type { Firing } from './types';
import { priceKey, type PriceRows } from './priceRows';

export interface RivalFuel {
  /** `${placeId}:${fuel}`, the key of `rows.prices` and `rows.quality`. */
  key: string;
  fuel: FuelType;
}

/**
 * One firing per station, competitor and fuel for which `details` returns something (null:
 * nothing to report); the date, fuel, place and competitor's name are added to it.
 */
export function rivalFirings(
  stationIds: readonly number[],
  rows: PriceRows,
  fuels: readonly FuelType[],
  details: (rival: RivalFuel) => Record<string, unknown> | null,
): Firing[] {
  const firings: Firing[] = [];
  for (const stationId of stationIds) {
    const station = rows.stations.get(stationId);
    if (!station) continue;
    for (const rival of station.rivals) {
      for (const fuel of fuels) {
        const found = details({ key: priceKey(rival.placeId, fuel), fuel });
        if (!found) continue;
        firings.push({
          gasStationId: stationId,
          subjectKey: `rival:${rival.placeId}:${fuel}`,
          details: {
            date: rows.date,
            fuel,
            place_id: rival.placeId,
            competitor: rival.name,
            ...found,
          },
        });
      }
    }
  }
  return firings;
}
