// Form of one single sign-on provider: display name, issuer or discovery address (with
// 'Probar' and its verdict, and the Google / Microsoft addresses to start from), client id,
// client secret (write-only: empty keeps the saved one), allowed e-mail domains, enabled,
// creating accounts for unknown e-mails (customer and role), and trusting the provider's own
// two-step sign-in. Presentational: the container saves and tests.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FormStack } from '@/components/FormLayout.styles';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import {
  EMPTY_PROVIDER,
  ISSUER_PRESETS,
  providerFormErrors,
  type ProviderField,
  type ProviderFormValues,
} from '../model/providerForm';

export interface DiscoveryVerdict {
  ok: boolean;
  message: string;
}

export interface SsoProviderFormProps {
  initialValues?: ProviderFormValues;
  /** Editing keeps the stored secret when the field is left empty. */
  hasSecret: boolean;
  customers: readonly { id: number; name: string }[];
  submitting: boolean;
  /** The save's failure, already translated. */
  errorMessage: string | null;
  onSubmit: (values: ProviderFormValues) => void;
  onCancel: () => void;
  onTestDiscovery: (issuerUrl: string) => void;
  testing: boolean;
  verdict: DiscoveryVerdict | null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function SsoProviderForm({
  initialValues = EMPTY_PROVIDER,
  hasSecret,
  customers,
  submitting,
  errorMessage,
  onSubmit,
  onCancel,
  onTestDiscovery,
  testing,
  verdict,
}: SsoProviderFormProps) {
  const { t } = useTranslation('sso');
  const [values, setValues] = useState<ProviderFormValues>(initialValues);
  const [tried, setTried] = useState(false);
  const errors = providerFormErrors(values, !hasSecret);
  const shown = (field: ProviderField) => (tried && errors[field] ? t(errors[field]) : undefined);
  const set = <K extends keyof ProviderFormValues>(field: K, value: ProviderFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (submitting || Object.keys(errors).length > 0) return;
    onSubmit(values);
  };

  return (
    <FormStack onSubmit={handleSubmit} noValidate aria-label={t('form.title')}>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <TextField
        name="name"
        label={t('form.name')}
        placeholder="Google"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        maxLength={60}
        required
        fullWidth
        error={shown('name')}
        helperText={t('form.nameHelp')}
      />
      <TextField
        name="issuer_url"
        label={t('form.issuer')}
        value={values.issuer_url}
        onChange={(e) => set('issuer_url', e.target.value)}
        maxLength={500}
        required
        fullWidth
        spellCheck={false}
        error={shown('issuer_url')}
        helperText={t('form.issuerHelp')}
      />
      <Row>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => set('issuer_url', ISSUER_PRESETS.google)}
        >
          Google Workspace
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => set('issuer_url', ISSUER_PRESETS.microsoft)}
        >
          Microsoft Entra ID
        </Button>
        <Button
          type="button"
          size="small"
          loading={testing}
          disabled={values.issuer_url.trim() === ''}
          onClick={() => onTestDiscovery(values.issuer_url.trim())}
        >
          {t('form.test')}
        </Button>
      </Row>
      {verdict && <Alert severity={verdict.ok ? 'success' : 'error'}>{verdict.message}</Alert>}
      <TextField
        name="client_id"
        label={t('form.clientId')}
        value={values.client_id}
        onChange={(e) => set('client_id', e.target.value)}
        maxLength={500}
        required
        fullWidth
        spellCheck={false}
        error={shown('client_id')}
      />
      <TextField
        name="client_secret"
        type="password"
        autoComplete="new-password"
        label={t('form.clientSecret')}
        value={values.client_secret}
        onChange={(e) => set('client_secret', e.target.value)}
        maxLength={2000}
        required={!hasSecret}
        fullWidth
        error={shown('client_secret')}
        helperText={hasSecret ? t('form.secretKept') : t('form.secretHelp')}
      />
      <TextField
        name="allowed_domains"
        label={t('form.domains')}
        placeholder="empresa.com.mx"
        value={values.allowed_domains}
        onChange={(e) => set('allowed_domains', e.target.value)}
        fullWidth
        spellCheck={false}
        helperText={t('form.domainsHelp')}
      />
      <Checkbox
        name="enabled"
        checked={values.enabled}
        onChange={(e) => set('enabled', e.target.checked)}
        label={t('form.enabled')}
      />
      <Checkbox
        name="trust_idp_mfa"
        checked={values.trust_idp_mfa}
        onChange={(e) => set('trust_idp_mfa', e.target.checked)}
        label={t('form.trustMfa')}
      />
      <Hint>{t('form.trustMfaHelp')}</Hint>
      <Checkbox
        name="auto_create"
        checked={values.auto_create}
        onChange={(e) => set('auto_create', e.target.checked)}
        label={t('form.autoCreate')}
      />
      {values.auto_create && (
        <>
          <Select
            label={t('form.customer')}
            options={customers.map((c) => ({ value: String(c.id), label: c.name }))}
            value={
              values.auto_create_customer_id === null
                ? null
                : String(values.auto_create_customer_id)
            }
            onChange={(value) => set('auto_create_customer_id', Number(value))}
            required
            error={shown('customer')}
          />
          <Select
            label={t('form.role')}
            options={[
              { value: '2', label: t('form.roles.editor') },
              { value: '3', label: t('form.roles.viewer') },
            ]}
            value={values.auto_create_role_id === null ? null : String(values.auto_create_role_id)}
            onChange={(value) => set('auto_create_role_id', Number(value))}
            required
            error={shown('role')}
            helperText={t('form.autoCreateHelp')}
          />
        </>
      )}
      <Actions>
        <Button type="button" variant="text" onClick={onCancel} disabled={submitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('form.save')}
        </Button>
      </Actions>
    </FormStack>
  );
}
