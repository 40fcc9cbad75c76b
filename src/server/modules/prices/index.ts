// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { parsePlacesFeed, parsePricesFeed, type CrePlace, type CrePrice } from './creFeed';
export {
  CRE_PLACES_SNAPSHOT,
  creHistoryDir,
  creSnapshotPath,
  feedFileName,
  historyFiles,
  openFeedFile,
} from './creFiles';
export {
  CreImportError,
  formatImportSummary,
  importCreFeeds,
  type CreImportSummary,
} from './creImport';
export { syncPlaces, syncPrices } from './creStore';
export { FUELS } from './fuelTitles';
export { ensureNationalRegistry, isNationalRegistryMissing } from './nationalRegistry';
export { countAllMoves, readMoves } from './priceMoves';
export { latestPrices, type LatestPrice } from './priceQueries';
export { readPriceQuality, readPriceQualityDays, STALE_DAYS, type PriceFlag } from './priceQuality';
export { readMonthlyComparison, type DatedPrice } from './priceComparisonQueries';
export type { PriceLineSource } from './stationContext';
export {
  formatHistorySummary,
  importCreHistory,
  loadCreHistory,
  type HistoryImportSummary,
} from './creHistory';
