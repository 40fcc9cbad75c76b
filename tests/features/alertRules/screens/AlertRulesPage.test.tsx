import { screen, waitFor, within } from '@testing-library/react';
import AlertRulesPage from '@/features/alertRules/screens/AlertRulesPage';
import { alertRulesHandlers, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { demoProfiles, demoToken, failing, type DemoAccount } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderRules(account: DemoAccount = 'editor', state = alertRulesState()) {
  server.use(...alertRulesHandlers(testOrigin, state));
  return {
    ...renderScreen(<AlertRulesPage />, {
      path: '/alert-rules',
      auth: signedInAs(demoProfiles[account], demoToken(account)),
      routes: [
        { path: '/alert-rules/new', element: <p>nueva regla</p> },
        { path: '/alert-rules/:id', element: <p>editar regla</p> },
      ],
    }),
    state,
  };
}

const table = () => screen.getByRole('table', { name: 'Lista de reglas de alerta' });
const rowOf = async (name: string) => (await within(table()).findByText(name)).closest('tr')!;

describe('AlertRulesPage', () => {
  it('lists the rules, and leads to the new and edit forms', async () => {
    const { user, location } = renderRules();
    const row = await rowOf('Competencia baja Regular');
    expect(
      within(row).getByText('Un competidor mueve Regular o Diesel en $0.50 o más'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('row', { name: 'Editar la regla Competencia baja Regular' }));
    expect(location().pathname).toBe('/alert-rules/1');
  });

  it("opens the new rule form from 'Nueva regla'", async () => {
    const { user, location } = renderRules();
    await rowOf('Competencia baja Regular');
    await user.click(screen.getByRole('button', { name: 'Nueva regla' }));
    expect(location().pathname).toBe('/alert-rules/new');
  });

  it("lets a Visor read the rules and choose only 'Mis avisos'", async () => {
    const { user, state, store } = renderRules('visor');
    const row = await rowOf('Conector caído');
    expect(
      screen.getByText('Solo administradores y editores pueden crear o cambiar reglas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva regla' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mis avisos']);
    await user.click(screen.getByRole('menuitem', { name: 'Mis avisos' }));
    // Not the owner: nothing outside the app until subscribing; the rule has no e-mail.
    const dialog = await screen.findByRole('dialog', { name: 'Mis avisos de «Conector caído»' });
    expect(
      await within(dialog).findByText(
        'Aún no recibes avisos de esta regla fuera de la app: elige por dónde.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Correo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() =>
      expect(state.requests).toContain(
        'PUT /api/alert_rules/2/subscription {"channels":["whatsapp"]}',
      ),
    );
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:notices.saved',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again, it shows the saved choice (the save refreshed it).
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mis avisos' }));
    const again = await screen.findByRole('dialog', { name: 'Mis avisos de «Conector caído»' });
    await waitFor(() =>
      expect(within(again).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked(),
    );
    expect(within(again).queryByText(/Aún no recibes avisos/)).toBeNull();
  });

  it("shows each rule's own choice in 'Mis avisos', never the last rule's", async () => {
    const { user } = renderRules('editor');
    // Eduardo owns 'Conector caído' (in the app and WhatsApp) and not the first rule.
    await user.click(
      within(await rowOf('Conector caído')).getByRole('button', { name: 'Más acciones' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Mis avisos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mis avisos de «Conector caído»' });
    expect(
      await within(dialog).findByText(
        'Creaste esta regla: recibes sus canales hasta que elijas otros.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(await rowOf('Competencia baja Regular')).getByRole('button', {
        name: 'Más acciones',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Mis avisos' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Mis avisos de «Competencia baja Regular»',
    });
    expect(
      await within(dialog).findByText(/Aún no recibes avisos de esta regla/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Correo' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
  });

  it('deletes a rule after confirming', async () => {
    const { user, state, store } = renderRules();
    const row = await rowOf('Conector caído');
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar regla' });
    expect(dialog).toHaveTextContent(
      '¿Eliminar la regla «Conector caído»? Se eliminan también sus silencios y sus alertas.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(state.rules.map((r) => r.id)).toEqual([1]));
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:delete.success',
    });
    await waitFor(() => expect(within(table()).queryByText('Conector caído')).toBeNull());
  });

  it('silences a rule until a time, with a reason', async () => {
    const { user, state, store } = renderRules();
    const row = await rowOf('Competencia baja Regular');
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Silenciar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Silenciar «Competencia baja Regular»',
    });
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Cambio de precios programado');
    await user.click(within(dialog).getByRole('button', { name: 'Silenciar' }));
    await waitFor(() => expect(state.rules[0]!.silences).toHaveLength(1));
    expect(state.rules[0]!.silences[0]).toMatchObject({ reason: 'Cambio de precios programado' });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:silence.created',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list now offers to end it.
    await user.click(
      within(await rowOf('Competencia baja Regular')).getByRole('button', { name: 'Más acciones' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Terminar silencio' })).toBeInTheDocument();
  });

  it('ends a silence early', async () => {
    const { user, state, store } = renderRules();
    const row = await rowOf('Conector caído');
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Terminar silencio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminar silencio' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminar silencio' }));
    await waitFor(() => expect(state.requests).toContain('DELETE /api/alert_rules/2/silences/7'));
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'alertRules:silence.ended',
    });
  });

  it('says when there are no rules, and shows a failed load', async () => {
    renderRules('editor', { rules: [], requests: [], nextId: 1, subscriptions: {} });
    expect(await screen.findByText('Aún no hay reglas de alerta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear la primera regla' })).toBeInTheDocument();
  });

  it('shows a failed load with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/alert_rules`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<AlertRulesPage />, {
      path: '/alert-rules',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
