// The add-competitor container's guards (part 1 §5): a role without the competitor check, or a
// failed price query, blocks the submit with its message and sends nothing.
import { screen, within } from '@testing-library/react';
import { AddCompetitorDialog } from '@/features/dashboard/containers/AddCompetitorDialog';
import { dashboardMock, type DashboardMock } from '../../../support/msw/dashboardHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
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
      allowed
      priceQueryFailed={false}
    />,
  );
  const field = screen.getByLabelText(/^Razón social/);
  await view.user.click(field);
  await view.user.paste('x'.repeat(130));
  expect(field).toHaveValue('x'.repeat(100));
});
