import { screen, waitFor, within } from '@testing-library/react';
import SettingsPage from '@/features/settings/screens/SettingsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { managementHandlers } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { EMAIL_TAKEN, usersHandlers, usersState } from '../../../support/msw/usersHandlers';
import { settingsHandlers } from '../../../support/msw/settingsHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderSettings(profile = demoProfiles.editor, state = usersState()) {
  server.use(
    ...usersHandlers(testOrigin, state),
    ...managementHandlers(testOrigin),
    ...settingsHandlers(testOrigin),
  );
  const account = profile.username as 'editor';
  const result = renderScreen(<SettingsPage />, {
    path: '/settings',
    auth: signedInAs(profile, demoToken(account)),
  });
  return { ...result, state };
}

async function renderUsersTab(profile = demoProfiles.editor, state = usersState()) {
  const result = renderSettings(profile, state);
  await result.user.click(screen.getByRole('tab', { name: 'Usuarios' }));
  return result;
}

const usersTable = () => screen.getByRole('table', { name: 'Lista de usuarios' });

async function openUserMenu(
  user: ReturnType<typeof renderSettings>['user'],
  name: string,
  item: string,
) {
  const row = (await within(usersTable()).findByText(name)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Settings › Users', () => {
  it('lists the users with role, stations and invitation state, and the contacts', async () => {
    await renderUsersTab();
    expect(await within(usersTable()).findByText('Valeria Visor')).toBeInTheDocument();
    const visor = within(usersTable()).getByText('Valeria Visor').closest('tr')!;
    expect(within(visor).getByText('Invitación pendiente')).toBeInTheDocument();
    const editor = within(usersTable()).getByText('Eduardo Editor').closest('tr')!;
    expect(within(editor).getByText('3 gasolineras')).toBeInTheDocument();
    const contacts = screen.getByRole('table', { name: 'Lista de contactos' });
    expect(await within(contacts).findByText('ana@example.com')).toBeInTheDocument();
  });

  it('shows nothing of users to a Visor', async () => {
    await renderUsersTab(demoProfiles.visor);
    expect(
      screen.getByText('Solo los administradores y editores gestionan usuarios.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lista de usuarios' })).toBeNull();
  });

  it('shows a failed list with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/users`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
      ...usersHandlers(testOrigin),
      ...managementHandlers(testOrigin),
      ...settingsHandlers(testOrigin),
    );
    const { user } = renderScreen(<SettingsPage />, {
      path: '/settings',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    await user.click(screen.getByRole('tab', { name: 'Usuarios' }));
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });

  it('validates the user form: e-mail, 10-digit telephone, password rules and confirmation', async () => {
    const { user, state } = await renderUsersTab();
    await within(usersTable()).findByText('Valeria Visor');
    await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    const form = await screen.findByRole('form', { name: 'Nuevo usuario' });
    expect(within(form).getByRole('combobox', { name: /Rol/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Admin' })).toBeNull();
    await user.type(within(form).getByLabelText(/^Correo/), 'no-es-correo');
    await user.type(within(form).getByLabelText(/^Teléfono/), '449-12');
    expect(within(form).getByLabelText(/^Teléfono/)).toHaveValue('44912');
    await user.type(within(form).getByLabelText(/^Contraseña/), 'debil');
    await user.type(within(form).getByLabelText(/^Confirmar contraseña/), 'otra');
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(within(form).getByText('El correo no es válido')).toBeInTheDocument();
    expect(within(form).getByText('El teléfono debe tener 10 dígitos')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(state.requests).toEqual([]);
  });

  it("creates a user, and shows 'email is already taken' beside the e-mail", async () => {
    const { user, state, store } = await renderUsersTab();
    await within(usersTable()).findByText('Valeria Visor');
    await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    const form = await screen.findByRole('form', { name: 'Nuevo usuario' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Elena Encargada');
    await user.type(within(form).getByLabelText(/^Correo/), 'visor@demo.surtidor.mx');
    await user.type(within(form).getByLabelText(/^Teléfono/), '4491234567');
    await user.type(within(form).getByLabelText(/^Contraseña/), 'Segura#2026');
    await user.type(within(form).getByLabelText(/^Confirmar contraseña/), 'Segura#2026');
    await user.click(within(form).getByRole('combobox', { name: /Acceso a gasolineras/ }));
    await user.click(await screen.findByRole('option', { name: 'Servicio Lomas' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByLabelText('Precios'));
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(form).findByText(EMAIL_TAKEN)).toBeInTheDocument();

    const email = within(form).getByLabelText(/^Correo/);
    await user.clear(email);
    await user.type(email, 'elena@gasolineras.mx');
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(usersTable()).findByText('Elena Encargada')).toBeInTheDocument();
    const sent = JSON.parse(state.requests.at(-1)!.replace('POST /api/user_profiles ', ''));
    expect(sent).toMatchObject({
      email: 'elena@gasolineras.mx',
      telephone: '4491234567',
      user_role_id: 3,
      gas_station_ids: [1],
      report_permissions: { price: true, monthly: false },
    });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'users:form.created' });
  });

  it('edits a user without touching the password', async () => {
    const { user, state } = await renderUsersTab();
    await openUserMenu(user, 'Valeria Visor', 'Editar');
    const form = await screen.findByRole('form', { name: 'Editar usuario' });
    const name = within(form).getByLabelText(/^Nombre/);
    await user.clear(name);
    await user.type(name, 'Valeria Ruiz');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.users[2]!.name).toBe('Valeria Ruiz'));
    expect(state.requests.at(-1)).not.toContain('password');
  });

  it('forwards an invitation after confirming, and deletes a user', async () => {
    const { user, state, store } = await renderUsersTab();
    await openUserMenu(user, 'Eduardo Editor', 'Reenviar invitación');
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar invitación' });
    expect(
      within(dialog).getByText(/editor@demo\.surtidor\.mx una contraseña temporal/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(state.requests).toContain('POST /api/users/2/forwarding_invite'));
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'users:invite.sent',
      values: { email: 'editor@demo.surtidor.mx' },
    });

    await openUserMenu(user, 'Valeria Visor', 'Eliminar');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar usuario' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(within(usersTable()).queryByText('Valeria Visor')).toBeNull());
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'users:delete.success' });
  });

  it('adds a contact, refusing one without e-mail or telephone', async () => {
    const { user, state } = await renderUsersTab();
    await within(usersTable()).findByText('Valeria Visor');
    await user.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    const form = await screen.findByRole('form', { name: 'Nuevo contacto' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Luis Mora');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('Escribe un correo o un teléfono')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Teléfono/), '4497654321');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(state.contacts.map((c) => c.name)).toContain('Luis Mora'));
  });
});
