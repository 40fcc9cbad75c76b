import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<ListJobsApiResponse, ListJobsApiArg>({
      query: (queryArg) => ({
        url: `/api/jobs`,
        params: {
          state: queryArg.state,
          queue: queryArg.queue,
          items: queryArg.items,
        },
      }),
    }),
    retryJob: build.mutation<RetryJobApiResponse, RetryJobApiArg>({
      query: (queryArg) => ({ url: `/api/jobs/${queryArg.id}/retry`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as jobsApi };
export type ListJobsApiResponse = /** status 200 The jobs. */ JobList;
export type ListJobsApiArg = {
  state?: JobState;
  queue?: string;
  items?: number;
};
export type RetryJobApiResponse = /** status 200 Queued again. */ Job;
export type RetryJobApiArg = {
  id: Id;
};
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type Job = {
  id: number;
  queue: string;
  /** Deduplication key. */
  key: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  /** Not before. */
  run_at: string;
  started_at: string | null;
  finished_at: string | null;
  last_error: string | null;
  created_at: string;
};
export type JobList = {
  jobs: Job[];
  counts: {
    queued: number;
    running: number;
    done: number;
    failed: number;
  };
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type Id = number;
export const { useListJobsQuery, useLazyListJobsQuery, useRetryJobMutation } = injectedRtkApi;
