// Permit lookup in the regulator's registry: what the station form pre-fills (name, brand,
// address, coordinates) and whether one of our stations already holds the permit.
import type { FindRegistryStationApiArg, RegistryStation } from '@/api/generated/registry.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import {
  emptyPrices,
  latestPrices,
  NO_REGISTRY_MATCH,
  normalizePermit,
  placeOfPermit,
  stationWithPermit,
} from './registryStore';

async function findRegistryStation(
  ctx: HandlerContext<{ query: FindRegistryStationApiArg }>,
): Promise<RegistryStation> {
  const permit = normalizePermit(ctx.query.permit);
  const place = await placeOfPermit(ctx.db, permit);
  if (!place) throw notFound(NO_REGISTRY_MATCH);
  const [prices, registered] = await Promise.all([
    latestPrices(ctx.db, [place.place_id]),
    stationWithPermit(ctx.db, permit),
  ]);
  return {
    place_id: place.place_id,
    permit: place.permit,
    name: place.name,
    brand: place.brand,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    prices: prices.get(place.place_id) ?? emptyPrices(),
    registered_as: registered ?? null,
  };
}

export const handlers = { findRegistryStation } satisfies OperationHandlers;
