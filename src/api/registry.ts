// Permit lookup in the regulator's registry (station form). A 404 is an answer ('no registered
// station matches'), shown in place, never as a toast.
import { registryApi } from './generated/registry.gen';

export const { useLazyFindRegistryStationQuery } = registryApi;
export type { RegistryStation, FuelPrices } from './generated/registry.gen';
