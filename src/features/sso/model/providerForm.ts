// The provider form's values and what the API takes: allowed domains are typed as one text
// (commas, spaces or lines), the client secret is write-only (empty when editing keeps it).
import type { SsoProvider, SsoProviderInput } from '@/api/sso';

export interface ProviderFormValues {
  name: string;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  allowed_domains: string;
  enabled: boolean;
  auto_create: boolean;
  auto_create_customer_id: number | null;
  auto_create_role_id: number | null;
  trust_idp_mfa: boolean;
}

export const EMPTY_PROVIDER: ProviderFormValues = {
  name: '',
  issuer_url: '',
  client_id: '',
  client_secret: '',
  allowed_domains: '',
  enabled: true,
  auto_create: false,
  auto_create_customer_id: null,
  auto_create_role_id: null,
  trust_idp_mfa: false,
};

/** Well-known issuers, to fill the address in one click. */
export const ISSUER_PRESETS = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/<tenant>/v2.0',
} as const;

export function formValuesOf(provider: SsoProvider): ProviderFormValues {
  return {
    name: provider.name,
    issuer_url: provider.issuer_url,
    client_id: provider.client_id,
    client_secret: '',
    allowed_domains: provider.allowed_domains.join(', '),
    enabled: provider.enabled,
    auto_create: provider.auto_create,
    auto_create_customer_id: provider.auto_create_customer_id,
    auto_create_role_id: provider.auto_create_role_id,
    trust_idp_mfa: provider.trust_idp_mfa,
  };
}

export function domainsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ];
}

export function inputOf(values: ProviderFormValues): SsoProviderInput {
  return {
    name: values.name.trim(),
    issuer_url: values.issuer_url.trim(),
    client_id: values.client_id.trim(),
    ...(values.client_secret !== '' ? { client_secret: values.client_secret } : {}),
    allowed_domains: domainsOf(values.allowed_domains),
    enabled: values.enabled,
    auto_create: values.auto_create,
    auto_create_customer_id: values.auto_create ? values.auto_create_customer_id : null,
    auto_create_role_id: values.auto_create ? values.auto_create_role_id : null,
    trust_idp_mfa: values.trust_idp_mfa,
  };
}

export type ProviderField =
  'name' | 'issuer_url' | 'client_id' | 'client_secret' | 'customer' | 'role';

/** Catalogue keys (namespace sso) of the fields the form refuses before sending. */
export function providerFormErrors(
  values: ProviderFormValues,
  creating: boolean,
): Partial<Record<ProviderField, string>> {
  const errors: Partial<Record<ProviderField, string>> = {};
  if (values.name.trim() === '') errors.name = 'form.required';
  if (!/^https?:\/\/\S+$/.test(values.issuer_url.trim())) errors.issuer_url = 'form.issuerInvalid';
  if (values.client_id.trim() === '') errors.client_id = 'form.required';
  if (creating && values.client_secret === '') errors.client_secret = 'form.required';
  if (values.auto_create && values.auto_create_customer_id === null)
    errors.customer = 'form.required';
  if (values.auto_create && values.auto_create_role_id === null) errors.role = 'form.required';
  return errors;
}
