import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MainLayout from '@/features/shell/containers/MainLayout';
import SettingsPage from '@/features/settings/screens/SettingsPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { managementHandlers } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  GENERATED_TOKEN,
  settingsHandlers,
  settingsState,
} from '../../../support/msw/settingsHandlers';
import { usersHandlers } from '../../../support/msw/usersHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderSettings(profile = demoProfiles.editor, state = settingsState()) {
  server.use(
    ...settingsHandlers(testOrigin, state),
    ...usersHandlers(testOrigin),
    ...managementHandlers(testOrigin),
  );
  const result = renderScreen(<SettingsPage />, {
    path: '/settings',
    auth: signedInAs(profile, demoToken(profile.username as 'editor')),
  });
  return { ...result, state };
}

describe('Settings tabs', () => {
  it('has the four tabs of the spec', () => {
    renderSettings();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Perfil de la empresa',
      'Reportes',
      'Usuarios',
      'Token de proveedor',
    ]);
  });

  it('edits the company profile, checking RFC, postal code and phone', async () => {
    const { user, state, store } = renderSettings();
    const form = await screen.findByRole('form', { name: 'Perfil de la empresa' });
    expect(within(form).getByLabelText(/^Razón social/)).toHaveValue(
      'Gasolinera Demo S.A. de C.V.',
    );
    const rfc = within(form).getByLabelText('RFC');
    await user.clear(rfc);
    await user.type(rfc, 'XYZ');
    await user.type(within(form).getByLabelText('Código postal'), '2010a');
    await user.type(within(form).getByLabelText('Puesto'), 'Gerente');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form).getByText('El RFC no es válido')).toBeInTheDocument();
    expect(within(form).getByText('El código postal tiene 5 dígitos')).toBeInTheDocument();
    await user.clear(rfc);
    await user.type(rfc, 'gsd200101aa1');
    await user.type(within(form).getByLabelText('Código postal'), '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(state.company).toMatchObject({
        rfc: 'GSD200101AA1',
        postal_code: '20100',
        contact_job_title: 'Gerente',
      }),
    );
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'settings:company.saved',
    });
  });

  it('shows the profile read-only to a Visor with the settings permission', async () => {
    renderSettings({
      ...demoProfiles.visor,
      user_permission: { ...demoProfiles.visor.user_permission!, settings: true },
    });
    const form = await screen.findByRole('form', { name: 'Perfil de la empresa' });
    expect(within(form).getByLabelText(/^Razón social/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  it("saves the user's report configurations; a report without permission cannot be turned on", async () => {
    const { user, state } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Reportes' }));
    const price = await screen.findByRole('form', { name: 'Precios' });
    expect(within(price).getByText('No tienes permiso para este reporte')).toBeInTheDocument();
    expect(within(price).getByLabelText('Encendido')).toBeDisabled();
    const monthly = screen.getByRole('form', { name: 'Mensual' });
    await user.click(within(monthly).getByLabelText('Encendido'));
    await user.click(within(monthly).getByRole('combobox', { name: /Día del mes/ }));
    await user.click(await screen.findByRole('option', { name: '15' }));
    await user.click(within(monthly).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(state.schedules[3]).toMatchObject({ enabled: true, day_of_month: 15 }),
    );
  });

  it('generates the provider token and shows it once', async () => {
    const { user, state, store } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Token de proveedor' }));
    expect(await screen.findByText('Aún no hay un token generado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(GENERATED_TOKEN)).toBeInTheDocument();
    expect(state.requests).toContain('PUT /api/generate_surtidor_token');
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'settings:token.generated',
    });
  });

  it("tells a Visor 'No Tienes Permisos Para Realizar Esta Acción' and sends nothing", async () => {
    const { user, state, store } = renderSettings({
      ...demoProfiles.visor,
      user_permission: { ...demoProfiles.visor.user_permission!, settings: true },
    });
    await user.click(screen.getByRole('tab', { name: 'Token de proveedor' }));
    await user.click(await screen.findByRole('button', { name: 'Generar' }));
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'error',
      message: 'settings:token.noPermission',
    });
    expect(state.requests).toEqual([]);
  });
  it("a gateway's 403 'Forbidden' on generation shows 'No Tienes Permisos Para Realizar Esta Acción'", async () => {
    // The first handler that matches answers.
    server.use(
      http.put(`${testOrigin.origin}/api/generate_surtidor_token`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      ...settingsHandlers(testOrigin, settingsState()),
      ...usersHandlers(testOrigin),
      ...managementHandlers(testOrigin),
    );
    const { user } = renderScreen(
      <MainLayout menuItems={[]} screen="Configuration" onExportActions={() => undefined}>
        <SettingsPage />
      </MainLayout>,
      { path: '/settings', auth: signedInAs(demoProfiles.editor, demoToken('editor')) },
    );
    await user.click(screen.getByRole('tab', { name: 'Token de proveedor' }));
    await user.click(await screen.findByRole('button', { name: 'Generar' }));
    expect(
      await screen.findByText('No Tienes Permisos Para Realizar Esta Acción'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });
});
