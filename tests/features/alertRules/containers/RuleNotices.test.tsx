import { screen, waitFor, within } from '@testing-library/react';
import { RuleNotices } from '@/features/alertRules/containers/RuleNotices';
import { alertRulesHandlers, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderNotices(rule = { id: 1, name: 'Competencia baja Regular', enabled: true }) {
  const state = alertRulesState();
  server.use(...alertRulesHandlers(testOrigin, state));
  const onClose = jest.fn();
  const view = renderScreen(<RuleNotices rule={rule} onClose={onClose} />, {
    path: '/alert-rules',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  return { ...view, state, onClose };
}

describe('RuleNotices', () => {
  it("loads the owner's channels, sends the new choice, toasts and closes", async () => {
    const { user, state, store, onClose } = renderNotices();
    const dialog = await screen.findByRole('dialog', {
      name: 'Mis avisos de «Competencia baja Regular»',
    });
    const email = await within(dialog).findByRole('checkbox', { name: 'Correo' });
    expect(email).toBeChecked();
    // E-mail notices go to the signed-in user's address.
    expect(dialog).toHaveTextContent(`A ${demoProfiles.admin.email}.`);
    expect(within(dialog).queryByText(/La regla está pausada/)).toBeNull();
    await user.click(email);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.requests).toEqual(['PUT /api/alert_rules/1/subscription {"channels":[]}']);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'alertRules:notices.saved',
    });
  });

  it('goes back to the default channels of a rule the user chose for, toasts and closes', async () => {
    const { user, state, store, onClose } = renderNotices();
    state.subscriptions[1] = ['whatsapp'];
    const dialog = await screen.findByRole('dialog', {
      name: 'Mis avisos de «Competencia baja Regular»',
    });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Volver a lo predeterminado' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.requests).toEqual(['DELETE /api/alert_rules/1/subscription']);
    expect(state.subscriptions[1]).toBeUndefined();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'alertRules:notices.resetDone',
    });
  });

  it("keeps the dialog open with the server's reason when going back fails", async () => {
    const { user, state, onClose } = renderNotices();
    state.subscriptions[1] = ['whatsapp'];
    server.use(
      failing('delete', '/api/alert_rules/1/subscription', 404, 'Regla no encontrada', testOrigin),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Volver a lo predeterminado' }),
    );
    expect(await within(dialog).findByText('Regla no encontrada')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's reason when the save fails", async () => {
    const { user, onClose } = renderNotices();
    server.use(
      failing('put', '/api/alert_rules/1/subscription', 404, 'Regla no encontrada', testOrigin),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Correo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar avisos' }));
    expect(await within(dialog).findByText('Regla no encontrada')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failed load with Reintentar', async () => {
    renderNotices({ id: 99, name: 'Otra', enabled: true });
    const dialog = await screen.findByRole('dialog', { name: 'Mis avisos de «Otra»' });
    expect(await within(dialog).findByText('Regla no encontrada')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when the rule is paused', async () => {
    renderNotices({ id: 1, name: 'Competencia baja Regular', enabled: false });
    const dialog = await screen.findByRole('dialog');
    // Shown with the channels, once the user's choice has loaded.
    expect(
      await within(dialog).findByText(
        'La regla está pausada: no abre alertas ni envía avisos hasta que se active.',
      ),
    ).toBeInTheDocument();
  });

  it('is closed without a rule and asks nothing', () => {
    const { state } = renderNotices(null as never);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.requests).toEqual([]);
  });
});
