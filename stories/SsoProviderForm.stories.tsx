import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SsoProviderForm } from '@/features/sso/components/SsoProviderForm';
import { formValuesOf } from '@/features/sso/model/providerForm';
import {
  SSO_BAD_DISCOVERY,
  SSO_NAME_TAKEN,
  ssoProvider,
  WORKING_ISSUER,
} from '../tests/support/msw/ssoHandlers';

const microsoft = ssoProvider(2, {
  name: 'Microsoft',
  issuer_url: 'https://login.microsoftonline.com/9f0c-tenant/v2.0',
  allowed_domains: ['gasolinerasdemo.mx', 'grupodemo.com'],
  auto_create: true,
  auto_create_customer_id: 1,
  auto_create_role_id: 3,
});

const meta = {
  title: 'Sso/SsoProviderForm',
  component: SsoProviderForm,
  args: {
    hasSecret: false,
    customers: [
      { id: 1, name: 'Gasolinera Demo' },
      { id: 2, name: 'Grupo Bajío' },
    ],
    submitting: false,
    errorMessage: null,
    onSubmit: fn(),
    onCancel: fn(),
    onTestDiscovery: fn(),
    testing: false,
    verdict: null,
  },
} satisfies Meta<typeof SsoProviderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
/** Editing: the secret is kept when left empty; accounts are created for unknown e-mails. */
export const Edit: Story = {
  args: { initialValues: formValuesOf(microsoft), hasSecret: true },
};
export const DiscoveryFound: Story = {
  args: {
    initialValues: formValuesOf(ssoProvider(1)),
    hasSecret: true,
    verdict: { ok: true, message: `Proveedor encontrado: ${WORKING_ISSUER}` },
  },
};
export const DiscoveryRefused: Story = {
  args: {
    initialValues: formValuesOf(ssoProvider(1, { issuer_url: 'https://sso.example.com' })),
    hasSecret: true,
    verdict: { ok: false, message: SSO_BAD_DISCOVERY },
  },
};
export const Testing: Story = {
  args: { initialValues: formValuesOf(ssoProvider(1)), hasSecret: true, testing: true },
};
export const SaveRefused: Story = {
  args: {
    initialValues: formValuesOf(ssoProvider(1)),
    hasSecret: true,
    errorMessage: SSO_NAME_TAKEN,
  },
};
export const Saving: Story = {
  args: { initialValues: formValuesOf(ssoProvider(1)), hasSecret: true, submitting: true },
};
