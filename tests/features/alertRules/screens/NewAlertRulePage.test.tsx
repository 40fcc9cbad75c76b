import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import NewAlertRulePage from '@/features/alertRules/screens/NewAlertRulePage';
import { alertRulesHandlers, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import {
  demoProfiles,
  demoStations,
  demoToken,
  gasStationsHandler,
} from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderNew(state = alertRulesState(), profile = demoProfiles.editor) {
  server.use(...alertRulesHandlers(testOrigin, state));
  return {
    ...renderScreen(<NewAlertRulePage />, {
      path: '/alert-rules/new',
      auth: signedInAs(profile, demoToken('editor')),
      routes: [{ path: '/alert-rules', element: <p>lista de reglas</p> }],
    }),
    state,
  };
}

describe('NewAlertRulePage', () => {
  it("offers only the kinds whose alerts the user's screen flags show", async () => {
    // An Editor without the settings flag: no connector nor delivery rules (the server says 403).
    const { user } = renderNew(alertRulesState(), {
      ...demoProfiles.editor,
      user_permission: { ...demoProfiles.editor.user_permission!, settings: false },
    });
    const form = screen.getByRole('form', { name: 'Nueva regla de alerta' });
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    expect(
      await screen.findByRole('option', { name: 'Un competidor mueve su precio' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Conector volumétrico con fallas' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('creates a competitor-move rule on the stations the user sees, and returns to the list', async () => {
    const { user, state, store, location } = renderNew();
    const form = screen.getByRole('form', { name: 'Nueva regla de alerta' });
    expect(within(form).getByText(/Completa la condición y las gasolineras/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Nombre/), 'Competencia mueve Premium');
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(await screen.findByRole('option', { name: 'Un competidor mueve su precio' }));
    await user.type(within(form).getByLabelText(/Cambio mínimo/), '0.30');
    await user.click(within(form).getByRole('combobox', { name: /Gasolineras/ }));
    // The stations come from the user's list (/api/gas_stations).
    await user.click(await screen.findByRole('option', { name: 'Estación Centro' }));
    await user.click(screen.getByRole('option', { name: 'Estación Aeropuerto' }));
    await user.keyboard('{Escape}');
    // The complete condition is previewed over the last 30 days.
    expect(
      await within(form).findByText('Habría levantado 2 alertas en los últimos 30 días.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(/Estación Centro: Gas Norte movió Regular de 23.49 a 22.99/),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /Severidad/ }));
    await user.click(await screen.findByRole('option', { name: 'Crítica' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Correo' }));
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));

    await waitFor(() => expect(location().pathname).toBe('/alert-rules'));
    expect(state.requests.filter((r) => !r.includes('/preview'))).toEqual([
      `POST /api/alert_rules ${JSON.stringify({
        name: 'Competencia mueve Premium',
        gas_station_ids: [1, 3],
        condition: {
          kind: 'competitor_move',
          fuels: ['regular', 'premium', 'diesel'],
          min_change: 0.3,
        },
        severity: 'critical',
        channels: ['in_app', 'email'],
        enabled: true,
      })}`,
    ]);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:form.created',
    });
  });

  it("shows the server's refusal beside the field and stays", async () => {
    const { user, location } = renderNew();
    server.use(
      http.post(`${testOrigin.origin}/api/alert_rules`, () =>
        HttpResponse.json(
          {
            message: 'Las gasolineras de una regla deben ser de un mismo cliente',
            errors: [
              {
                field: 'body.gas_station_ids',
                rule: 'customer',
                message: 'Las gasolineras de una regla deben ser de un mismo cliente',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const form = screen.getByRole('form', { name: 'Nueva regla de alerta' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Reportes');
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(await screen.findByRole('option', { name: 'Entrega de reporte fallida' }));
    await user.click(within(form).getByRole('combobox', { name: /Gasolineras/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    expect(
      await within(form).findByText('Las gasolineras de una regla deben ser de un mismo cliente'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/alert-rules/new');
  });

  it('keeps the stations of a rule to one customer before sending', async () => {
    // An administrator sees the stations of every customer.
    server.use(
      gasStationsHandler(testOrigin, [
        ...demoStations,
        { ...demoStations[0]!, id: 9, name: 'Estación de otro cliente', customer_id: 2 },
      ]),
    );
    const { user, state } = renderNew();
    const form = screen.getByRole('form', { name: 'Nueva regla de alerta' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Reportes');
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(await screen.findByRole('option', { name: 'Entrega de reporte fallida' }));
    await user.click(within(form).getByRole('combobox', { name: /Gasolineras/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
    await user.click(screen.getByRole('option', { name: 'Estación de otro cliente' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    expect(
      await within(form).findByText('Las gasolineras de una regla deben ser de un mismo cliente'),
    ).toBeInTheDocument();
    // Only the preview of the one-customer scope went out; no save.
    expect(state.requests.filter((r) => !r.includes('/preview'))).toEqual([]);
  });
});
