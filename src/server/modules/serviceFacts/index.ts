// The one entry of this module: the station's service facts (camera visits, sales tickets and
// traffic entries), the recording of the cameras' event batches into them (service and traffic
// events, visits, daily traffic counts), their daily and monthly rollups, the station write lock
// every writer of them takes, the versions of a station's facts by day, the backfill of the
// rollups, each service metric's definition, and the version of the data the station views read.
export {
  rebuildDays,
  rebuildStations,
  trafficEntryUpserts,
  WAIT_COUNT_MAX_SECONDS,
  type DayScope,
  type RollupKind,
  type StationDay,
  type StationInstant,
} from './dailyRollups';
export {
  refreshServiceRollups,
  WAIT_HISTOGRAM_MAX_SECONDS,
  type StationMonth,
} from './monthlyRollups';
export { lockStations, STATION_WRITE_LOCK } from './writeLock';
export { bumpStationVersions, factsVersion, stationDaysBump } from './dayVersions';
export {
  runRollupBackfill,
  type BackfillOptions,
  type BackfillResult,
  type BackfillSource,
} from './backfill';
export { visitMetrics, type ServiceFuel, type VisitMetricSql } from './metrics';
export { stationViewsVersion } from './stationViewsVersion';
export {
  applyEvent,
  ingestServiceEvents,
  monthLocator,
  newVisit,
  type Visit,
} from './ingestEvents';
export { addTrafficCounts, countTraffic } from './trafficEvents';
