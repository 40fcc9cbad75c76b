import { screen, waitFor, within } from '@testing-library/react';
import JobsPage from '@/features/jobs/screens/JobsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { jobsHandlers, jobsState } from '../../../support/msw/jobsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderJobs(state = jobsState()) {
  server.use(...jobsHandlers(testOrigin, state));
  return { ...renderScreen(<JobsPage />, { path: '/jobs', auth: admin }), state };
}

const table = () => screen.getByRole('table', { name: 'Lista de tareas' });

describe('JobsPage', () => {
  it('lists jobs with their state in Spanish and the counts', async () => {
    renderJobs();
    const failedRow = (await within(table()).findByText('cre-feed')).closest('tr')!;
    expect(within(failedRow).getByText('Fallida')).toBeInTheDocument();
    expect(within(failedRow).getByText('cre-feed:2026-03-02')).toBeInTheDocument();
    expect(
      within(failedRow).getByText('https://cre.example/prices respondió 503'),
    ).toBeInTheDocument();
    expect(within(failedRow).getByText('5 de 5')).toBeInTheDocument();
    expect(within(table()).getByText('Terminada')).toBeInTheDocument();
    expect(within(table()).getByText('En cola')).toBeInTheDocument();
    expect(
      screen.getByText('En cola: 1 · En curso: 0 · Terminadas: 1 · Fallidas: 1'),
    ).toBeInTheDocument();
  });

  it('offers Reintentar on failed jobs only, and retries', async () => {
    const { user, state, store } = renderJobs();
    await within(table()).findByText('cre-feed');
    const buttons = within(table()).getAllByRole('button', { name: /^Reintentar/ });
    expect(buttons).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reintentar la tarea 3' }));
    await waitFor(() => expect(state.requests).toContain('POST /api/jobs/3/retry'));
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        severity: 'success',
        message: 'jobs:retried',
        values: { id: 3 },
      }),
    );
    await waitFor(() =>
      expect(within(table()).queryByRole('button', { name: /^Reintentar/ })).toBeNull(),
    );
  });

  it('filters by state', async () => {
    const { user, state } = renderJobs();
    await within(table()).findByText('cre-feed');
    await user.click(screen.getByLabelText('Estado'));
    await user.click(await screen.findByRole('option', { name: 'Fallida' }));
    await waitFor(() => expect(state.requests.at(-1)).toBe('GET /api/jobs?state=failed&items=200'));
    await waitFor(() => expect(within(table()).queryByText('planner-statistics')).toBeNull());
  });

  it('says when there are no jobs', async () => {
    renderJobs({ jobs: [], requests: [] });
    expect(await screen.findByText('No hay tareas')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(
      failing('get', `${testOrigin.origin}/api/jobs`, 500, 'Error en servidor: Contacte a soporte'),
    );
    renderScreen(<JobsPage />, { path: '/jobs', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });
});
