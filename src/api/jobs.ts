// Background jobs (administrators): the list refreshes after a retry.
import { jobsApi } from './generated/jobs.gen';

const api = jobsApi.enhanceEndpoints({
  addTagTypes: ['Job'],
  endpoints: {
    listJobs: { providesTags: ['Job'] },
    retryJob: { invalidatesTags: ['Job'] },
  },
});

export const { useListJobsQuery, useRetryJobMutation } = api;
export type { Job, JobList, JobState } from './generated/jobs.gen';
