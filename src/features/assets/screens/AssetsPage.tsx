// Assets (`/assets`, administrators): list, add, edit and delete.
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
import {
  useCreateAssetMutation,
  useDeleteAssetMutation,
  useListAssetsQuery,
  useListCamerasQuery,
  useUpdateAssetMutation,
  type Asset,
} from '@/api/cameras';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { asFailedCall, failureMessage, type FormErrors } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AssetForm } from '../components/AssetForm';
import { AssetsTable } from '../components/AssetsTable';
import {
  assetServerErrors,
  toAssetInput,
  validateAsset,
  valuesFromAsset,
  type AssetFormValues,
} from '../model/assetForm';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export default function AssetsPage() {
  const { t } = useTranslation(['assets', 'common']);
  const dispatch = useAppDispatch();
  const list = useListAssetsQuery({ items: 1000 });
  const stations = useListGasStationsQuery({ items: 1000 });
  const cameras = useListCamerasQuery({ items: 1000 });
  const [editing, setEditing] = useState<{ asset: Asset | null } | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [create] = useCreateAssetMutation();
  const [update] = useUpdateAssetMutation();
  const [remove, removal] = useDeleteAssetMutation();
  const initialValues = useMemo(() => (editing ? valuesFromAsset(editing.asset) : null), [editing]);
  const assets = list.data?.items ?? [];
  const byId = new Map(assets.map((a) => [a.id, a]));
  const message = failureMessage(list.error, errorMessageKeys.unexpected);

  const onSubmit = async (values: AssetFormValues): Promise<FormErrors | undefined> => {
    const assetInput = toAssetInput(values);
    const current = editing?.asset;
    try {
      if (current) await update({ id: current.id, assetInput }).unwrap();
      else await create({ assetInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: current ? 'assets:form.edited' : 'assets:form.created',
        }),
      );
      setEditing(null);
      return undefined;
    } catch (error) {
      const fields = assetServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error, errorMessageKeys.unexpected);
      return { [FORM_ERROR]: t(text, { defaultValue: text }) };
    }
  };

  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <Toolbar>
        <Button startIcon="plus" onClick={() => setEditing({ asset: null })}>
          {t('add')}
        </Button>
      </Toolbar>
      <AssetsTable
        rows={assets.map((a) => ({
          id: a.id,
          name: a.name,
          camera: a.camera?.name ?? null,
          station: a.gas_station.name,
        }))}
        loading={list.isLoading}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onEdit={(row) => setEditing({ asset: byId.get(row.id) ?? null })}
        onDelete={(row) => setDeleting(byId.get(row.id) ?? null)}
      />
      <Modal
        open={editing !== null}
        title={editing?.asset ? t('form.editTitle') : t('form.createTitle')}
        footer={null}
        onCancel={() => setEditing(null)}
      >
        {editing && initialValues && (
          <AssetForm
            mode={editing.asset ? 'edit' : 'create'}
            initialValues={initialValues}
            stations={(stations.data?.items ?? []).map((s) => ({
              value: String(s.id),
              label: s.name,
              customerId: String(s.customer_id),
            }))}
            cameras={(cameras.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
              customerId: String(c.customer.id),
            }))}
            validate={validateAsset}
            onSubmit={onSubmit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('delete.title')}
        alertType="warning"
        acceptVariant="danger"
        acceptLabel={t('common:actions.delete')}
        pending={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onAccept={async () => {
          if (!deleting) return;
          try {
            await remove({ id: deleting.id }).unwrap();
            dispatch(toastShown({ severity: 'success', message: 'assets:delete.success' }));
          } catch (error) {
            dispatch(
              toastShown({
                severity: 'error',
                message: failureMessage(error, errorMessageKeys.unexpected),
              }),
            );
          } finally {
            setDeleting(null);
          }
        }}
      >
        {deleting && t('delete.confirm', { name: deleting.name })}
      </Modal>
    </Card>
  );
}
