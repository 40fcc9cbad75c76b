// The three fuels in display order, with the titles the cards and selects show.
import type { FuelType } from '../../db/schema';

export const FUELS: readonly FuelType[] = ['regular', 'premium', 'diesel'];

export const FUEL_TITLES: Record<FuelType, string> = {
  regular: 'Regular',
  premium: 'Premium',
  diesel: 'Diesel',
};
