// The job mechanism's public API: background work as rows of the `jobs` table (migration
// 0011), run by one runner per process (runner.ts), with schedules that enqueue on a cadence.
// Written on Kysely instead of pg-boss: one migration system and one connection model for
// PGlite and PostgreSQL alike — pg-boss brings its own schema and migrations and issues
// multi-statement calls that need a pool of connections, which PGlite does not have.
//
//   enqueueJob(db, { queue: 'tickets-import', payload: { file }, key: `file:${file}` });
//   enqueueJobs(db, 'alerts-notify', ids.map((id) => ({ key: `alerts-notify:${id}`, payload })));
//   upsertSchedule(db, { name: 'volumetric-pull', queue: 'volumetric-pull', payload: {},
//                        cadence: { every_minutes: 15 } });
//   cadences: { daily_at: '07:00', zone }, { weekly_at: '07:00', weekday: 1, zone },
//             { monthly_at: '06:00', day_of_month: 31, zone } (see cadence.ts).
//   perOccurrence: true makes each run its own job, told when it was due (the report
//   configurations' schedules, reportSchedules/configSchedules.ts).
//   handlers: add `queue: handler` to jobHandlers() in registry.ts.
export { PermanentJobError, type JobContext, type JobHandler } from './types';
export { enqueueJob, enqueueJobs, type NewJob } from './enqueue';
export { nextRunAfter, checkCadence, type Cadence } from './cadence';
export {
  upsertSchedule,
  removeSchedule,
  fireDueSchedules,
  type ScheduleDefinition,
} from './schedules';
export { startJobRunner, defaultBackoff, type JobRunner, type JobRunnerOptions } from './runner';
