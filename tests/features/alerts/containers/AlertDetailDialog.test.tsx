// The dialog of one alert against MSW: it loads the alert with its history under the rule's
// name, acknowledges an open one (a success toast, and the detail shows who), says why one
// cannot load, and closes on request.
import { screen, waitFor, within } from '@testing-library/react';
import { AlertDetailDialog } from '@/features/alerts/containers/AlertDetailDialog';
import { alertsHandlers, alertsState } from '../../../support/msw/alertsHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20_000);

function renderDialog(id: number, state = alertsState()) {
  server.use(...alertsHandlers(testOrigin, state));
  const onClose = jest.fn();
  const view = renderScreen(<AlertDetailDialog id={id} onClose={onClose} />, {
    path: '/alerts',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  return { ...view, onClose, state };
}

it('loads the alert under its rule name and acknowledges it', async () => {
  const { user, store, state } = renderDialog(14);
  const dialog = await screen.findByRole('dialog', { name: 'Competencia bajó regular' });
  expect(
    await within(dialog).findByText('Gasolinera Las Torres bajó Regular ▼ 0.30 (23.49 → 23.19)'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Ver precios de ese día' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Reconocer' }));
  await waitFor(() =>
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain(
      'alerts:acknowledged',
    ),
  );
  expect(state.requests).toContain('POST /api/alerts/14/acknowledge');
  // The detail loads again through the cache tags and shows the acknowledgement.
  expect(await within(dialog).findByText(/^por Ana Administradora, /)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Reconocer' })).toBeNull();
});

it('says why an alert cannot load, in Spanish', async () => {
  renderDialog(999);
  expect(await screen.findByText(/Alerta no encontrada/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

it('closes on request', async () => {
  const { user, onClose } = renderDialog(12);
  const dialog = await screen.findByRole('dialog', { name: 'Conector sin datos' });
  await user.click(within(dialog).getByRole('button', { name: /Cerrar/ }));
  expect(onClose).toHaveBeenCalled();
});
