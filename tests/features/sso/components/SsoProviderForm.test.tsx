import { screen, within } from '@testing-library/react';
import {
  SsoProviderForm,
  type SsoProviderFormProps,
} from '@/features/sso/components/SsoProviderForm';
import { EMPTY_PROVIDER, formValuesOf } from '@/features/sso/model/providerForm';
import { ssoProvider } from '../../../support/msw/ssoHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const customers = [
  { id: 1, name: 'Gasolinera Demo' },
  { id: 2, name: 'Grupo Bajío' },
];

function renderForm(props: Partial<SsoProviderFormProps> = {}) {
  const handlers = {
    onSubmit: jest.fn(),
    onCancel: jest.fn(),
    onTestDiscovery: jest.fn(),
  };
  const result = renderWithProviders(
    <SsoProviderForm
      hasSecret={false}
      customers={customers}
      submitting={false}
      errorMessage={null}
      testing={false}
      verdict={null}
      {...handlers}
      {...props}
    />,
  );
  const form = screen.getByRole('form', { name: 'Proveedor de inicio de sesión único' });
  return { ...result, ...handlers, form };
}

const field = (form: HTMLElement, label: RegExp) =>
  within(form).getByLabelText(label, { selector: 'input' });

describe('SsoProviderForm', () => {
  it('refuses to send a new provider without name, a full issuer address, client id and secret', async () => {
    const { user, form, onSubmit } = renderForm();
    await user.type(field(form, /^Emisor/), 'accounts.google.com');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(
      within(form).getByText('Escribe la dirección completa del proveedor (https://…)'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was typed, the issuer from a preset, and tests that address', async () => {
    const { user, form, onSubmit, onTestDiscovery } = renderForm();
    expect(within(form).getByRole('button', { name: 'Probar' })).toBeDisabled();
    await user.type(field(form, /^Nombre visible/), 'Google');
    await user.click(within(form).getByRole('button', { name: 'Google Workspace' }));
    expect(field(form, /^Emisor/)).toHaveValue('https://accounts.google.com');
    await user.click(within(form).getByRole('button', { name: 'Probar' }));
    expect(onTestDiscovery).toHaveBeenCalledWith('https://accounts.google.com');
    await user.type(field(form, /^ID de cliente/), 'cliente-1');
    await user.type(field(form, /^Secreto del cliente/), 's3creto');
    await user.type(field(form, /^Dominios de correo permitidos/), '@Empresa.com.mx, otra.mx');
    await user.click(within(form).getByRole('checkbox', { name: /Confiar en la verificación/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...EMPTY_PROVIDER,
      name: 'Google',
      issuer_url: 'https://accounts.google.com',
      client_id: 'cliente-1',
      client_secret: 's3creto',
      allowed_domains: '@Empresa.com.mx, otra.mx',
      trust_idp_mfa: true,
    });
  });

  it('keeps the saved secret when editing with the field left empty', async () => {
    const provider = ssoProvider(1);
    const { user, form, onSubmit } = renderForm({
      initialValues: formValuesOf(provider),
      hasSecret: true,
    });
    expect(field(form, /^Nombre visible/)).toHaveValue('Google');
    expect(field(form, /^Dominios/)).toHaveValue('gasolinerasdemo.mx');
    expect(
      within(form).getByText('Déjalo vacío para conservar el secreto guardado.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith(formValuesOf(provider));
    expect(onSubmit.mock.calls[0][0].client_secret).toBe('');
  });

  it('asks for the customer and role of the accounts it creates', async () => {
    const { user, form, onSubmit } = renderForm({
      initialValues: formValuesOf(ssoProvider(1)),
      hasSecret: true,
    });
    expect(within(form).queryByRole('combobox', { name: /Cliente/ })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /Crear la cuenta/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('combobox', { name: /Cliente de las cuentas/ }));
    await user.click(await screen.findByRole('option', { name: 'Grupo Bajío' }));
    await user.click(within(form).getByRole('combobox', { name: /Rol de las cuentas/ }));
    await user.click(await screen.findByRole('option', { name: 'Visor' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        auto_create: true,
        auto_create_customer_id: 2,
        auto_create_role_id: 3,
      }),
    );
  });

  it("shows 'Probar''s verdict and the save's refusal, and cancels", async () => {
    const { user, form, onCancel, rerender } = renderForm({
      verdict: { ok: true, message: 'Proveedor encontrado: https://accounts.google.com' },
    });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Proveedor encontrado: https://accounts.google.com',
    );
    rerender(
      <SsoProviderForm
        hasSecret={false}
        customers={customers}
        submitting={false}
        errorMessage="Ya existe un proveedor de inicio de sesión con ese nombre"
        testing={false}
        verdict={{ ok: false, message: 'No se pudo contactar al proveedor de identidad' }}
        onSubmit={jest.fn()}
        onCancel={onCancel}
        onTestDiscovery={jest.fn()}
      />,
    );
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Ya existe un proveedor de inicio de sesión con ese nombre',
      'No se pudo contactar al proveedor de identidad',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
