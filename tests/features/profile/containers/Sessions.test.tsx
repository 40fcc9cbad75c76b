import { screen, waitFor, within } from '@testing-library/react';
import { Sessions } from '@/features/profile/containers/Sessions';
import {
  accountSecurityHandlers,
  accountSecurityState,
} from '../../../support/msw/accountSecurityHandlers';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const editor = signedInAs(demoProfiles.editor, demoToken('editor'));

const list = () => screen.findByRole('list', { name: 'Sesiones' });
const phoneButton = { name: 'Cerrar la sesión de Teléfono — Safari 17 · iOS' };

describe('Sessions', () => {
  it('ends one session: the endpoint is called and its row goes', async () => {
    const state = accountSecurityState();
    server.use(...accountSecurityHandlers(testOrigin, state));
    const { user, store } = renderScreen(<Sessions />, { auth: editor });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', phoneButton));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.queryByText(/Safari 17/)).toBeNull();
    expect(state.requests).toEqual(['DELETE /api/sessions/2']);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'profile:sessions.ended',
    });
  });

  it('ends all the others after asking, leaving this one', async () => {
    const state = accountSecurityState();
    server.use(...accountSecurityHandlers(testOrigin, state));
    const { user, store } = renderScreen(<Sessions />, { auth: editor });
    await list();
    await user.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar las demás sesiones' });
    expect(dialog).toHaveTextContent('¿Cerrar todas tus sesiones excepto esta?');
    expect(state.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await screen.findByText('No hay otras sesiones abiertas.')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Esta sesión')).toBeInTheDocument();
    expect(state.requests).toEqual(['POST /api/sessions/end_others']);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'Sesiones cerradas: 2',
    });
  });

  it("shows the server's refusal when a session is already gone", async () => {
    const state = accountSecurityState();
    server.use(...accountSecurityHandlers(testOrigin, state));
    // Ended elsewhere meanwhile (handlers added later answer first).
    server.use(
      failing(
        'delete',
        `${testOrigin.origin}/api/sessions/:id`,
        404,
        'La sesión no existe o ya terminó',
      ),
    );
    const { user, store } = renderScreen(<Sessions />, { auth: editor });
    await list();
    await user.click(screen.getByRole('button', phoneButton));
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        severity: 'error',
        message: 'La sesión no existe o ya terminó',
      }),
    );
    expect(screen.getByRole('button', phoneButton)).toBeEnabled();
  });

  it('shows a failed load with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/sessions`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<Sessions />, { auth: editor });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
