import { screen, waitFor, within } from '@testing-library/react';
import { SsoProvidersSection } from '@/features/sso/containers/SsoProvidersSection';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  SSO_BAD_DISCOVERY,
  SSO_NAME_TAKEN,
  SSO_REDIRECT_URL,
  ssoHandlers,
  ssoState,
} from '../../../support/msw/ssoHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

const table = () => screen.findByRole('table', { name: 'Proveedores de inicio de sesión único' });
const field = (form: HTMLElement, label: RegExp) =>
  within(form).getByLabelText(label, { selector: 'input' });

describe('SsoProvidersSection', () => {
  it('shows the redirect URL to register and the configured providers', async () => {
    server.use(...ssoHandlers(testOrigin, ssoState()));
    renderScreen(<SsoProvidersSection />, { auth: admin });
    expect(within(await table()).getByText('Google')).toBeInTheDocument();
    expect(within(await table()).getByText('Microsoft')).toBeInTheDocument();
    expect(screen.getByTestId('sso-redirect-url')).toHaveTextContent(SSO_REDIRECT_URL);
  });

  it('adds a provider after testing its address, and it joins the list', async () => {
    const state = ssoState();
    server.use(...ssoHandlers(testOrigin, state));
    const { user } = renderScreen(<SsoProvidersSection />, { auth: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Agregar proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
    const form = within(dialog).getByRole('form');
    await user.type(field(form, /^Nombre visible/), 'Okta');
    await user.type(field(form, /^Emisor/), 'https://okta.example.com');
    await user.click(within(form).getByRole('button', { name: 'Probar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SSO_BAD_DISCOVERY);
    await user.clear(field(form, /^Emisor/));
    await user.click(within(form).getByRole('button', { name: 'Google Workspace' }));
    await user.click(within(form).getByRole('button', { name: 'Probar' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Proveedor encontrado: https://accounts.google.com',
    );
    await user.type(field(form, /^ID de cliente/), 'okta-cliente');
    await user.type(field(form, /^Secreto del cliente/), 's3creto');
    await user.type(field(form, /^Dominios/), 'Empresa.mx otra.mx');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await table()).findByText('Okta')).toBeInTheDocument();
    expect(state.inputs.at(-1)).toEqual({
      name: 'Okta',
      issuer_url: 'https://accounts.google.com',
      client_id: 'okta-cliente',
      client_secret: 's3creto',
      allowed_domains: ['empresa.mx', 'otra.mx'],
      enabled: true,
      auto_create: false,
      auto_create_customer_id: null,
      auto_create_role_id: null,
      trust_idp_mfa: false,
    });
  });

  it("edits a provider keeping its secret, showing the server's refusal in the form", async () => {
    const state = ssoState();
    server.use(...ssoHandlers(testOrigin, state));
    const { user } = renderScreen(<SsoProvidersSection />, { auth: admin });
    await user.click(within(await table()).getByText('Google'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar proveedor' });
    const form = within(dialog).getByRole('form');
    expect(field(form, /^ID de cliente/)).toHaveValue('1234-surtidor.apps.googleusercontent.com');
    await user.clear(field(form, /^Nombre visible/));
    await user.type(field(form, /^Nombre visible/), 'Microsoft');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SSO_NAME_TAKEN);

    await user.clear(field(form, /^Nombre visible/));
    await user.type(field(form, /^Nombre visible/), 'Google Workspace');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await table()).findByText('Google Workspace')).toBeInTheDocument();
    expect(state.inputs.at(-1)).not.toHaveProperty('client_secret');
    expect(state.providers[0]).toMatchObject({ name: 'Google Workspace', has_client_secret: true });
  });

  it('deletes a provider after asking', async () => {
    const state = ssoState();
    server.use(...ssoHandlers(testOrigin, state));
    const { user } = renderScreen(<SsoProvidersSection />, { auth: admin });
    const row = within(await table())
      .getByText('Microsoft')
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar proveedor' });
    expect(dialog).toHaveTextContent(
      '¿Eliminar Microsoft? Su botón deja de aparecer en la pantalla de inicio de sesión.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Microsoft')).toBeNull(),
    );
    expect(state.requests).toEqual(['DELETE /api/sso_providers/2']);
  });

  it("shows a delete's refusal above the list, keeping the provider", async () => {
    server.use(...ssoHandlers(testOrigin, ssoState()));
    server.use(
      failing(
        'delete',
        `${testOrigin.origin}/api/sso_providers/:id`,
        404,
        'Proveedor no encontrado',
      ),
    );
    const { user } = renderScreen(<SsoProvidersSection />, { auth: admin });
    const row = within(await table())
      .getByText('Google')
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar proveedor' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Proveedor no encontrado');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('table')).getByText('Google')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the list's failure", async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/sso_providers`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<SsoProvidersSection />, { auth: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en servidor: Contacte a soporte',
    );
  });
});
