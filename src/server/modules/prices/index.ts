// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { parsePlacesFeed, parsePricesFeed, type CrePlace, type CrePrice } from './creFeed';
export { CreImportError, importCreFeeds, type CreImportSummary } from './creImport';
export { syncPlaces, syncPrices } from './creStore';
export { FUELS } from './fuelTitles';
export { ensureNationalRegistry, isNationalRegistryMissing } from './nationalRegistry';
export { latestPrices } from './priceQueries';
export { readMonthlyReport, type DatedPrice } from './reportQueries';
export type { PriceLineSource } from './stationContext';
export {
  formatHistorySummary,
  importCreHistory,
  loadCreHistory,
  type HistoryImportSummary,
} from './creHistory';
