// Cameras (`/cameras`, administrators): list and create. A created camera's key is shown once
// in a dialog with 'Copiar clave' ('Cámara creada correctamente').
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
import { useCreateCameraMutation, useListCamerasQuery, type CreatedCamera } from '@/api/cameras';
import { useListCustomersQuery } from '@/api/customers';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { SearchInput } from '@/components/SearchInput';
import { asFailedCall, failureMessage, type FormErrors } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { CameraForm } from '../components/CameraForm';
import { CameraKeyDialog } from '../components/CameraKeyDialog';
import { CamerasTable } from '../components/CamerasTable';
import {
  cameraServerErrors,
  toCameraInput,
  validateCamera,
  type CameraFormValues,
} from '../model/cameraForm';

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export default function CamerasPage() {
  const { t } = useTranslation(['cameras', 'common']);
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedCamera | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useListCamerasQuery(search ? { search } : {});
  const customers = useListCustomersQuery();
  const stations = useListGasStationsQuery({ items: 1000 });
  const [create] = useCreateCameraMutation();
  const message = failureMessage(list.error, errorMessageKeys.unexpected);

  const onSubmit = async (values: CameraFormValues): Promise<FormErrors | undefined> => {
    try {
      const result = await create({ cameraInput: toCameraInput(values) }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'cameras:form.created' }));
      setCreating(false);
      setCopied(false);
      setCreated(result);
      return undefined;
    } catch (error) {
      const fields = cameraServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error, errorMessageKeys.unexpected);
      return { [FORM_ERROR]: t(text, { defaultValue: text }) };
    }
  };

  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <Toolbar>
        <SearchInput value={text} onChange={setText} aria-label={t('searchLabel')} />
        <Button startIcon="plus" onClick={() => setCreating(true)}>
          {t('add')}
        </Button>
      </Toolbar>
      <CamerasTable
        rows={(list.data?.items ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          keyLast4: c.key_last4,
          serial: c.serial,
          online: c.status_online,
          license: c.license,
          station: c.gas_station?.name ?? null,
        }))}
        loading={list.isLoading}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
      />
      <Modal
        open={creating}
        title={t('form.title')}
        footer={null}
        onCancel={() => setCreating(false)}
      >
        {creating && (
          <CameraForm
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
            onSubmit={onSubmit}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <CameraKeyDialog
        open={created !== null}
        cameraName={created?.camera.name ?? ''}
        cameraKey={created?.key ?? ''}
        copied={copied}
        onCopy={() => {
          if (!created) return;
          void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
        }}
        onClose={() => setCreated(null)}
      />
    </Card>
  );
}
