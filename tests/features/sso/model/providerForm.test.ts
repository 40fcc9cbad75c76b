import {
  domainsOf,
  EMPTY_PROVIDER,
  formValuesOf,
  inputOf,
  providerFormErrors,
  type ProviderFormValues,
} from '@/features/sso/model/providerForm';
import { ssoProvider } from '../../../support/msw/ssoHandlers';

const filled: ProviderFormValues = {
  ...EMPTY_PROVIDER,
  name: ' Google ',
  issuer_url: ' https://accounts.google.com ',
  client_id: ' cliente-1 ',
  client_secret: ' s3creto ',
  allowed_domains: '@Empresa.com.mx, otra.mx;\nempresa.com.mx  tercera.mx',
};

describe('domainsOf', () => {
  it('reads domains separated by commas, semicolons, spaces or lines, once each, lower case', () => {
    expect(domainsOf('@Empresa.com.mx, otra.mx;\nempresa.com.mx  tercera.mx')).toEqual([
      'empresa.com.mx',
      'otra.mx',
      'tercera.mx',
    ]);
    expect(domainsOf('  ,; \n')).toEqual([]);
  });
});

describe('inputOf', () => {
  it('sends what the API takes: trimmed texts, the domains as a list', () => {
    expect(inputOf(filled)).toEqual({
      name: 'Google',
      issuer_url: 'https://accounts.google.com',
      client_id: 'cliente-1',
      // A secret is sent exactly as typed.
      client_secret: ' s3creto ',
      allowed_domains: ['empresa.com.mx', 'otra.mx', 'tercera.mx'],
      enabled: true,
      auto_create: false,
      auto_create_customer_id: null,
      auto_create_role_id: null,
      trust_idp_mfa: false,
    });
  });

  it('leaves the secret out when empty (editing keeps the saved one)', () => {
    expect(inputOf({ ...filled, client_secret: '' })).not.toHaveProperty('client_secret');
  });

  it('sends the customer and role of new accounts only when it creates them', () => {
    const values = { ...filled, auto_create_customer_id: 4, auto_create_role_id: 3 };
    expect(inputOf(values)).toMatchObject({
      auto_create: false,
      auto_create_customer_id: null,
      auto_create_role_id: null,
    });
    expect(inputOf({ ...values, auto_create: true })).toMatchObject({
      auto_create: true,
      auto_create_customer_id: 4,
      auto_create_role_id: 3,
    });
  });
});

describe('formValuesOf', () => {
  it('fills the form from a saved provider, the secret empty and the domains as one text', () => {
    const provider = ssoProvider(3, {
      allowed_domains: ['empresa.com.mx', 'otra.mx'],
      auto_create: true,
      auto_create_customer_id: 1,
      auto_create_role_id: 2,
      trust_idp_mfa: true,
    });
    const values = formValuesOf(provider);
    expect(values).toEqual({
      name: 'Google',
      issuer_url: 'https://accounts.google.com',
      client_id: provider.client_id,
      client_secret: '',
      allowed_domains: 'empresa.com.mx, otra.mx',
      enabled: true,
      auto_create: true,
      auto_create_customer_id: 1,
      auto_create_role_id: 2,
      trust_idp_mfa: true,
    });
    // And back: the same provider, keeping its secret.
    expect(inputOf(values)).toEqual({
      name: provider.name,
      issuer_url: provider.issuer_url,
      client_id: provider.client_id,
      allowed_domains: provider.allowed_domains,
      enabled: true,
      auto_create: true,
      auto_create_customer_id: 1,
      auto_create_role_id: 2,
      trust_idp_mfa: true,
    });
  });
});

describe('providerFormErrors', () => {
  it('requires a name, a full http(s) issuer address, the client id and, when creating, the secret', () => {
    expect(providerFormErrors(EMPTY_PROVIDER, true)).toEqual({
      name: 'form.required',
      issuer_url: 'form.issuerInvalid',
      client_id: 'form.required',
      client_secret: 'form.required',
    });
    expect(providerFormErrors(filled, true)).toEqual({});
    expect(providerFormErrors({ ...filled, client_secret: '' }, false)).toEqual({});
    expect(providerFormErrors({ ...filled, name: '   ' }, false)).toEqual({
      name: 'form.required',
    });
  });

  it.each(['accounts.google.com', 'ftp://idp.example.com', 'https://', 'https://idp .example'])(
    'refuses %j as an issuer address',
    (issuer) => {
      expect(providerFormErrors({ ...filled, issuer_url: issuer }, true)).toEqual({
        issuer_url: 'form.issuerInvalid',
      });
    },
  );

  it('requires the customer and role of new accounts when it creates them', () => {
    expect(providerFormErrors({ ...filled, auto_create: true }, true)).toEqual({
      customer: 'form.required',
      role: 'form.required',
    });
    expect(
      providerFormErrors(
        { ...filled, auto_create: true, auto_create_customer_id: 1, auto_create_role_id: 3 },
        true,
      ),
    ).toEqual({});
  });
});
