// The add-competitor container: its guards (a role without the competitor check, or a
// failed price query, blocks the submit with its message and sends nothing), the registry
// suggestions while typing, and the notices about the typed permit.
import { screen, waitFor, within } from '@testing-library/react';
import { AddCompetitorDialog } from '@/features/dashboard/containers/AddCompetitorDialog';
import { dashboardMock, type DashboardMock } from '../../../support/msw/dashboardHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { managementHandlers, managementState } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
let mock: DashboardMock;
beforeEach(() => {
  mock = dashboardMock(testOrigin);
  server.use(...mock.handlers);
});

async function submitWith(props: { allowed: boolean; priceQueryFailed: boolean }) {
  const view = renderScreen(
    <AddCompetitorDialog
      open
      onClose={() => undefined}
      station={{ id: 1, name: 'Mi estación' }}
      stationPermit={null}
      {...props}
    />,
    { auth: signedInAs(demoProfiles.editor, demoToken('editor')) },
  );
  const dialog = screen.getByRole('dialog', { name: 'Agregar competencia' });
  for (const [label, value] of [
    ['Apodo de la competencia', 'A'],
    ['Dirección', 'B'],
    ['Permiso de la CRE', 'PL/1/EXP/ES/2015'],
  ]) {
    await view.user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value!);
  }
  await view.user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  return view.store.getState().toasts.items;
}

it('refuses without the competitor role', async () => {
  const toasts = await submitWith({ allowed: false, priceQueryFailed: false });
  expect(toasts.at(-1)).toMatchObject({
    severity: 'error',
    message: 'dashboard:toasts.noPermission',
  });
  expect(mock.requests).toEqual([]);
});

it('refuses while the price query is in error', async () => {
  const toasts = await submitWith({ allowed: true, priceQueryFailed: true });
  expect(toasts.at(-1)).toMatchObject({
    severity: 'error',
    message: 'dashboard:toasts.queryError',
  });
  expect(mock.requests).toEqual([]);
});

it('types at most 100 characters in each field', async () => {
  const view = renderScreen(
    <AddCompetitorDialog
      open
      onClose={() => undefined}
      station={null}
      stationPermit={null}
      allowed
      priceQueryFailed={false}
    />,
  );
  const field = screen.getByLabelText(/^Razón social/);
  await view.user.click(field);
  await view.user.paste('x'.repeat(130));
  expect(field).toHaveValue('x'.repeat(100));
});

function renderWithRegistry() {
  const state = managementState();
  server.use(...managementHandlers(testOrigin, state));
  const view = renderScreen(
    <AddCompetitorDialog
      open
      onClose={() => undefined}
      station={{ id: 1, name: 'Servicio Lomas' }}
      stationPermit="PL/1404/EXP/ES/2015"
      allowed
      priceQueryFailed={false}
    />,
    { auth: signedInAs(demoProfiles.editor, demoToken('editor')) },
  );
  const dialog = screen.getByRole('dialog', { name: 'Agregar competencia' });
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
  return { ...view, state, dialog, field };
}

const UNREGISTERED = /Este permiso no está en el registro de la CRE/;

it('suggests registry stations while the permit is typed and fills the form from the chosen one', async () => {
  const { user, state, dialog, field } = renderWithRegistry();
  await user.type(field('Permiso de la CRE'), 'pl/8543');
  const list = await within(dialog).findByRole('list', {
    name: 'Estaciones del registro de la CRE que coinciden',
  });
  const choice = within(list).getByRole('button', { name: /SERVICIOS GUZMAN, S\. A\./ });
  expect(choice).toHaveTextContent('a 1.0 km');
  expect(choice).toHaveTextContent('PL/8543/EXP/ES/2015');
  await user.click(choice);

  expect(field('Permiso de la CRE')).toHaveValue('PL/8543/EXP/ES/2015');
  expect(field('Apodo de la competencia')).toHaveValue('SERVICIOS GUZMAN, S. A.');
  expect(field('Razón social')).toHaveValue('SERVICIOS GUZMAN, S. A.');
  // The registry has no street address for it: the name stands in.
  expect(field('Dirección')).toHaveValue('SERVICIOS GUZMAN, S. A.');
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  expect(within(dialog).queryByText(UNREGISTERED)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  await waitFor(() => expect(state.rivals).toHaveLength(1));
  expect(state.rivals[0]).toMatchObject({ permission: 'PL/8543/EXP/ES/2015', cre_place_id: 9320 });
});

it('suggests by the nickname too', async () => {
  const { user, dialog, field } = renderWithRegistry();
  await user.type(field('Apodo de la competencia'), 'martin');
  const list = await within(dialog).findByRole('list', {
    name: 'Estaciones del registro de la CRE que coinciden',
  });
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([expect.stringContaining('SERVICIO MARTIN SA DE CV')]);
});

it('announces a valid permit the registry lacks before saving, and saves it as typed', async () => {
  const { user, state, dialog, field, store } = renderWithRegistry();
  await user.type(field('Apodo de la competencia'), 'La nueva de la 57');
  await user.type(field('Dirección'), 'Carretera 57 km 3');
  await user.type(field('Permiso de la CRE'), 'PL/99999/EXP/ES/2099');
  expect(await within(dialog).findByText(UNREGISTERED)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  await waitFor(() => expect(state.rivals).toHaveLength(1));
  expect(state.rivals[0]).toMatchObject({
    permission: 'PL/99999/EXP/ES/2099',
    name: 'La nueva de la 57',
    cre_place_id: null,
  });
  expect(store.getState().toasts.items.at(-1)).toMatchObject({ severity: 'success' });
});

it('says when the typed permit has no permit shape', async () => {
  const { user, dialog, field } = renderWithRegistry();
  await user.type(field('Permiso de la CRE'), 'gasolinera 12');
  expect(within(dialog).getByText(/No tiene la forma de un permiso de la CRE/)).toBeInTheDocument();
  expect(field('Permiso de la CRE')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).queryByText(UNREGISTERED)).not.toBeInTheDocument();
});
