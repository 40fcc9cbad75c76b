// Assets (`/assets`, administrators): list, add, edit and delete.
import { useTranslation } from 'react-i18next';
import {
  useCreateAssetMutation,
  useDeleteAssetMutation,
  useListAssetsQuery,
  useListCamerasQuery,
  useUpdateAssetMutation,
  type Asset,
} from '@/api/cameras';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  crudEditor,
  useCrudList,
  type CrudToast,
} from '@/components/hooks/useCrudList';
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

export default function AssetsPage() {
  const { t } = useTranslation(['assets', 'common']);
  const dispatch = useAppDispatch();
  const list = useListAssetsQuery({ items: 1000 });
  const stations = useListGasStationsQuery({ items: 1000 });
  const cameras = useListCamerasQuery({ items: 1000 });
  const [create] = useCreateAssetMutation();
  const [update] = useUpdateAssetMutation();
  const [remove] = useDeleteAssetMutation();
  const assets = list.data?.items ?? [];
  const crud = useCrudList<Asset, AssetFormValues>({
    items: assets,
    list,
    notify: (toast: CrudToast) => dispatch(toastShown(toast)),
    t,
    form: {
      toValues: valuesFromAsset,
      create: (values) => create({ assetInput: toAssetInput(values) }).unwrap(),
      update: (asset, values) =>
        update({ id: asset.id, assetInput: toAssetInput(values) }).unwrap(),
      serverErrors: assetServerErrors,
      created: 'assets:form.created',
      edited: 'assets:form.edited',
    },
    remove: (asset) => remove({ id: asset.id }).unwrap(),
    deleted: 'assets:delete.success',
  });

  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: crud.openCreate }}
      editor={crudEditor(crud, {
        createTitle: t('form.createTitle'),
        editTitle: t('form.editTitle'),
        form: ({ formProps }) => (
          <AssetForm
            {...formProps}
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
          />
        ),
      })}
      confirmations={[
        crudConfirmation(crud.deletion, {
          title: t('delete.title'),
          message: (asset) => t('delete.confirm', { name: asset.name }),
        }),
      ]}
    >
      <AssetsTable
        rows={assets.map((a) => ({
          id: a.id,
          name: a.name,
          camera: a.camera?.name ?? null,
          station: a.gas_station.name,
        }))}
        {...crud.table}
      />
    </CrudListLayout>
  );
}
