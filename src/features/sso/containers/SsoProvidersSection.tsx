// The administrators' single sign-on providers: the redirect URL to register with each, the
// list, and a dialog to add or edit one (with 'Probar' on its discovery address); deleting asks
// first. Failures are shown in place: a save's in the form, a delete's above the list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListCustomersQuery } from '@/api/customers';
import {
  useCreateSsoProviderMutation,
  useDeleteSsoProviderMutation,
  useListSsoProvidersQuery,
  useTestSsoDiscoveryMutation,
  useUpdateSsoProviderMutation,
  type SsoProvider,
} from '@/api/sso';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { failureMessage } from '@/lib/apiFailure';
import { SsoProviderForm, type DiscoveryVerdict } from '../components/SsoProviderForm';
import { SsoProvidersTable } from '../components/SsoProvidersTable';
import { formValuesOf, inputOf, type ProviderFormValues } from '../model/providerForm';

const RedirectUrl = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs}px;
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

type Editing = { kind: 'new' } | { kind: 'edit'; provider: SsoProvider } | null;

export function SsoProvidersSection() {
  const { t } = useTranslation('sso');
  const { data, isLoading, error } = useListSsoProvidersQuery();
  const { data: customers } = useListCustomersQuery();
  const [create, creating] = useCreateSsoProviderMutation();
  const [update, updating] = useUpdateSsoProviderMutation();
  const [remove, removing] = useDeleteSsoProviderMutation();
  const [testDiscovery, testing] = useTestSsoDiscoveryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SsoProvider | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<DiscoveryVerdict | null>(null);

  const translate = (text: string) => t(text, { defaultValue: text });
  const open = (next: Editing) => {
    setSaveError(null);
    setVerdict(null);
    setEditing(next);
  };

  const onSubmit = async (values: ProviderFormValues) => {
    setSaveError(null);
    try {
      if (editing?.kind === 'edit') {
        await update({ id: editing.provider.id, ssoProviderInput: inputOf(values) }).unwrap();
      } else {
        await create({ ssoProviderInput: inputOf(values) }).unwrap();
      }
      setEditing(null);
    } catch (failure) {
      setSaveError(translate(failureMessage(failure)));
    }
  };

  const onTest = async (issuerUrl: string) => {
    setVerdict(null);
    try {
      const result = await testDiscovery({
        ssoDiscoveryTestRequest: { issuer_url: issuerUrl },
      }).unwrap();
      setVerdict({ ok: result.ok, message: result.message });
    } catch (failure) {
      setVerdict({ ok: false, message: translate(failureMessage(failure)) });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove({ id: deleting.id }).unwrap();
    } catch (failure) {
      setDeleteError(translate(failureMessage(failure)));
    } finally {
      setDeleting(null);
    }
  };

  const customerOptions = (customers?.items ?? []).map((c) => ({ id: c.id, name: c.name }));

  return (
    <Stack>
      <Alert severity="info" title={t('page.redirectTitle')}>
        {t('page.redirectHelp')}
        <RedirectUrl data-testid="sso-redirect-url">{data?.redirect_url ?? '…'}</RedirectUrl>
      </Alert>
      <Card
        title={t('page.listTitle')}
        actions={
          <Button type="button" onClick={() => open({ kind: 'new' })}>
            {t('page.add')}
          </Button>
        }
      >
        {deleteError && (
          <Alert severity="error" onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        )}
        {error ? (
          <Alert severity="error">{translate(failureMessage(error))}</Alert>
        ) : (
          <SsoProvidersTable
            providers={data?.items ?? []}
            loading={isLoading}
            onEdit={(provider) => open({ kind: 'edit', provider })}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <Modal
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('page.editTitle') : t('page.newTitle')}
        onCancel={() => setEditing(null)}
        footer={null}
        maxWidth="md"
      >
        {editing && (
          <SsoProviderForm
            key={editing.kind === 'edit' ? editing.provider.id : 'new'}
            initialValues={editing.kind === 'edit' ? formValuesOf(editing.provider) : undefined}
            hasSecret={editing.kind === 'edit' && editing.provider.has_client_secret}
            customers={customerOptions}
            submitting={creating.isLoading || updating.isLoading}
            errorMessage={saveError}
            onSubmit={(values) => void onSubmit(values)}
            onCancel={() => setEditing(null)}
            onTestDiscovery={(url) => void onTest(url)}
            testing={testing.isLoading}
            verdict={verdict}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('page.deleteTitle')}
        description={t('page.deleteText', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onAccept={() => void onDelete()}
        acceptLabel={t('page.deleteAccept')}
        acceptVariant="danger"
        pending={removing.isLoading}
      />
    </Stack>
  );
}
