import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { JobsTable } from '@/features/jobs/components/JobsTable';

const meta = {
  title: 'Jobs/JobsTable',
  component: JobsTable,
  args: {
    rows: [
      {
        id: 12,
        queue: 'cre-feed',
        key: 'cre-feed:2026-03-02',
        state: 'failed',
        attempts: 5,
        max_attempts: 5,
        run_at: '2026-03-02T13:40:00.000Z',
        finished_at: '2026-03-02T14:10:00.000Z',
        last_error:
          'https://publicacionexterna.azurewebsites.net/publicaciones/prices respondió 503',
      },
      {
        id: 11,
        queue: 'tickets-import',
        key: null,
        state: 'running',
        attempts: 1,
        max_attempts: 5,
        run_at: '2026-03-02T13:05:00.000Z',
        finished_at: null,
        last_error: null,
      },
      {
        id: 10,
        queue: 'volumetric-pull',
        key: 'volumetric-pull',
        state: 'queued',
        attempts: 1,
        max_attempts: 5,
        run_at: '2026-03-02T13:30:00.000Z',
        finished_at: null,
        last_error: 'Tiempo de espera agotado',
      },
      {
        id: 9,
        queue: 'planner-statistics',
        key: 'planner-statistics',
        state: 'done',
        attempts: 1,
        max_attempts: 5,
        run_at: '2026-03-02T12:00:00.000Z',
        finished_at: '2026-03-02T12:00:02.000Z',
        last_error: null,
      },
      {
        id: 8,
        queue: 'tickets-import',
        key: null,
        state: 'cancelled',
        attempts: 0,
        max_attempts: 5,
        run_at: '2026-03-01T12:00:00.000Z',
        finished_at: null,
        last_error: null,
      },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof JobsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Jobs: Story = {};
export const Retrying: Story = { args: { retrying: [12] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar las tareas', onRetry: fn() } },
};
