// An in-memory jobs backend for component tests and stories: the list (filtered by state,
// with counts) and retrying a failed job.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Error as ApiErrorBody, Job, JobList, JobState } from '@/api/generated/jobs.gen';
import type { HandlerOptions } from './handlers';

export interface JobsState {
  jobs: Job[];
  requests: string[];
}

const job = (id: number, fields: Partial<Job>): Job => ({
  id,
  queue: 'cre-feed',
  key: null,
  state: 'done',
  attempts: 1,
  max_attempts: 5,
  run_at: '2026-03-02T13:00:00.000Z',
  started_at: '2026-03-02T13:00:01.000Z',
  finished_at: '2026-03-02T13:00:05.000Z',
  last_error: null,
  created_at: '2026-03-02T13:00:00.000Z',
  ...fields,
});

export function jobsState(): JobsState {
  return {
    jobs: [
      job(3, {
        queue: 'cre-feed',
        key: 'cre-feed:2026-03-02',
        state: 'failed',
        attempts: 5,
        last_error: 'https://cre.example/prices respondió 503',
      }),
      job(2, { queue: 'planner-statistics', key: 'planner-statistics', state: 'done' }),
      job(1, { queue: 'tickets-import', state: 'queued', attempts: 0, finished_at: null }),
    ],
    requests: [],
  };
}

export function jobsHandlers(
  { origin = '' }: HandlerOptions = {},
  state: JobsState = jobsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  const count = (s: JobState) => state.jobs.filter((j) => j.state === s).length;
  return [
    http.get<never, never, JobList>(at('/api/jobs'), ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(`GET /api/jobs${url.search}`);
      const wanted = url.searchParams.get('state');
      return HttpResponse.json({
        jobs: state.jobs.filter((j) => !wanted || j.state === wanted),
        counts: {
          queued: count('queued'),
          running: count('running'),
          done: count('done'),
          failed: count('failed'),
        },
      });
    }),
    http.post<{ id: string }, never, Job | ApiErrorBody>(
      at('/api/jobs/:id/retry'),
      ({ params }) => {
        state.requests.push(`POST /api/jobs/${params.id}/retry`);
        const index = state.jobs.findIndex((j) => j.id === Number(params.id));
        if (index < 0)
          return HttpResponse.json({ message: 'Tarea no encontrada' }, { status: 404 });
        if (state.jobs[index]!.state !== 'failed') {
          return HttpResponse.json(
            { message: 'Solo se puede reintentar una tarea fallida' },
            { status: 409 },
          );
        }
        state.jobs[index] = {
          ...state.jobs[index]!,
          state: 'queued',
          attempts: 0,
          finished_at: null,
        };
        return HttpResponse.json(state.jobs[index]);
      },
    ),
  ];
}
