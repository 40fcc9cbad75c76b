import { screen, waitFor, within } from '@testing-library/react';
import EditAlertRulePage from '@/features/alertRules/screens/EditAlertRulePage';
import { alertRulesHandlers, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderEdit(at: string, state = alertRulesState()) {
  server.use(...alertRulesHandlers(testOrigin, state));
  return {
    ...renderScreen(<EditAlertRulePage />, {
      path: '/alert-rules/:id',
      at,
      auth: signedInAs(demoProfiles.admin, demoToken('admin')),
      routes: [{ path: '/alert-rules', element: <p>lista de reglas</p> }],
    }),
    state,
  };
}

describe('EditAlertRulePage', () => {
  it('loads the rule into the form and saves the change', async () => {
    const { user, state, store, location } = renderEdit('/alert-rules/2');
    const form = await screen.findByRole('form', { name: 'Editar regla de alerta' });
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Conector caído');
    const hours = within(form).getByLabelText(/^Horas/);
    expect(hours).toHaveValue('6');
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(form).getByRole('checkbox', { name: 'Regla activa' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(location().pathname).toBe('/alert-rules'));
    expect(state.rules.find((r) => r.id === 2)).toMatchObject({
      condition: { kind: 'connector_failing', hours: 12 },
      enabled: false,
      gas_stations: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:form.edited',
    });
  });

  it('says a rule it cannot find does not exist', async () => {
    renderEdit('/alert-rules/99');
    expect(
      await screen.findByText('La regla no existe o no tienes acceso a ella.'),
    ).toBeInTheDocument();
  });

  it('says so for an id that is not one', () => {
    renderEdit('/alert-rules/abc');
    expect(screen.getByText('La regla no existe o no tienes acceso a ella.')).toBeInTheDocument();
  });
});
