import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GoalsPage from '@/features/goals/screens/GoalsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { goalsHandlers, goalsState } from '../../../support/msw/goalsHandlers';
import { managementHandlers } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { usersHandlers } from '../../../support/msw/usersHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderGoals(state = goalsState()) {
  server.use(
    ...goalsHandlers(testOrigin, state),
    ...usersHandlers(testOrigin),
    ...managementHandlers(testOrigin),
  );
  return { ...renderScreen(<GoalsPage />, { path: '/goals', auth: admin }), state };
}

const table = () => screen.getByRole('table', { name: 'Lista de metas' });

describe('GoalsPage', () => {
  it('lists goals with metric, stations, user, quantity and period', async () => {
    renderGoals();
    const row = (await within(table()).findByText('Inmediatez (segundos)')).closest('tr')!;
    expect(within(row).getByText('Servicio Lomas')).toBeInTheDocument();
    expect(within(row).getByText('Eduardo Editor')).toBeInTheDocument();
    expect(within(row).getByText('2026-02-01 a 2026-02-28')).toBeInTheDocument();
  });

  it('says when there are no goals, and shows a failure with Reintentar', async () => {
    renderGoals({ goals: [], requests: [] });
    expect(await screen.findByText('Aún no hay metas')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/goals`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
      ...usersHandlers(testOrigin),
      ...managementHandlers(testOrigin),
    );
    renderScreen(<GoalsPage />, { path: '/goals', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });

  it('validates and creates a goal for a week', async () => {
    const { user, state, store } = renderGoals();
    await within(table()).findByText('Inmediatez (segundos)');
    await user.click(screen.getByRole('button', { name: 'Agregar meta' }));
    const form = await screen.findByRole('form', { name: 'Nueva meta' });
    await user.click(within(form).getByRole('button', { name: 'Crear meta' }));
    expect(within(form).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(3);
    expect(within(form).getByText('Elige una semana')).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: /Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Demo' }));
    await user.click(within(form).getByRole('combobox', { name: /Métrica/ }));
    await user.click(await screen.findByRole('option', { name: 'Atención oportuna (porcentaje)' }));
    const quantity = within(form).getByLabelText(/^Cantidad/);
    await user.type(quantity, '12o0');
    expect(quantity).toHaveValue('120');
    // A week input takes its value whole (jsdom drops the partial text typing would give).
    fireEvent.change(within(form).getByLabelText(/^Semana/), { target: { value: '2026-W07' } });
    await user.click(within(form).getByRole('button', { name: 'Crear meta' }));
    expect(
      await within(form).findByText('El porcentaje debe estar entre 0 y 100'),
    ).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '85.5');
    await user.click(within(form).getByRole('button', { name: 'Crear meta' }));
    await waitFor(() => expect(state.goals).toHaveLength(2));
    expect(state.goals[1]).toMatchObject({
      metric: 'prompt_service',
      quantity: 85.5,
      week: '2026-W07',
      gas_stations: [],
    });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'goals:form.created' });
  });

  it('deletes a goal after confirming', async () => {
    const { user, state, store } = renderGoals();
    const row = (await within(table()).findByText('Inmediatez (segundos)')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar meta' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(state.goals).toEqual([]));
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'goals:delete.success' });
  });
});
