// Cameras (`/cameras`, administrators): list, create and edit. A created camera's key is shown
// once in a dialog with 'Copiar clave' ('Cámara creada correctamente').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateCameraMutation,
  useListCamerasQuery,
  useUpdateCameraMutation,
  type Camera,
  type CreatedCamera,
} from '@/api/cameras';
import { useListCustomersQuery } from '@/api/customers';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import { crudEditor, useCrudList, type CrudToast } from '@/components/hooks/useCrudList';
import { toastShown } from '@/store/toasts/toastsSlice';
import { CameraForm } from '../components/CameraForm';
import { CameraKeyDialog } from '../components/CameraKeyDialog';
import { CamerasTable } from '../components/CamerasTable';
import {
  cameraServerErrors,
  toCameraInput,
  validateCamera,
  valuesFromCamera,
  type CameraFormValues,
} from '../model/cameraForm';
import { useClipboardCopy } from '@/components/hooks/useClipboardCopy';

export default function CamerasPage() {
  const { t } = useTranslation(['cameras', 'common']);
  const dispatch = useAppDispatch();
  const { box, search } = useDebouncedSearch();
  const [created, setCreated] = useState<CreatedCamera | null>(null);
  const clipboard = useClipboardCopy({ notify: (toast) => dispatch(toastShown(toast)) });
  const list = useListCamerasQuery(search ? { search } : {});
  const customers = useListCustomersQuery();
  const stations = useListGasStationsQuery({ items: 1000 });
  const [create] = useCreateCameraMutation();
  const [update] = useUpdateCameraMutation();
  const crud = useCrudList<Camera, CameraFormValues, CreatedCamera | Camera>({
    items: list.data?.items ?? [],
    list,
    notify: (toast: CrudToast) => dispatch(toastShown(toast)),
    t,
    form: {
      toValues: valuesFromCamera,
      create: (values) => create({ cameraInput: toCameraInput(values) }).unwrap(),
      update: (camera, values) =>
        update({ id: camera.id, cameraInput: toCameraInput(values) }).unwrap(),
      serverErrors: cameraServerErrors,
      created: 'cameras:form.created',
      edited: 'cameras:form.edited',
      onSaved: (result) => {
        if (!('key' in result)) return;
        clipboard.reset();
        setCreated(result);
      },
    },
  });

  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      search={{ ...box, label: t('searchLabel') }}
      add={{ label: t('add'), onClick: crud.openCreate }}
      editor={crudEditor(crud, {
        createTitle: t('form.title'),
        editTitle: t('form.editTitle'),
        form: ({ item, formProps }) => (
          <CameraForm
            {...formProps}
            hasSource={item?.has_source ?? false}
            hasSubstream={item?.has_substream ?? false}
            customers={(customers.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
            stations={(stations.data?.items ?? []).map((s) => ({
              value: String(s.id),
              label: s.name,
              customerId: String(s.customer_id),
            }))}
            validate={validateCamera}
          />
        ),
      })}
      extra={
        <CameraKeyDialog
          open={created !== null}
          cameraName={created?.camera.name ?? ''}
          cameraKey={created?.key ?? ''}
          copied={clipboard.copied}
          onCopy={() => {
            if (!created) return;
            void clipboard.copy(created.key);
          }}
          onClose={() => setCreated(null)}
        />
      }
    >
      <CamerasTable
        rows={(list.data?.items ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          keyLast4: c.key_last4,
          serial: c.serial,
          online: c.status_online,
          hasSource: c.has_source,
          license: c.license,
          station: c.gas_station?.name ?? null,
        }))}
        {...crud.table}
      />
    </CrudListLayout>
  );
}
