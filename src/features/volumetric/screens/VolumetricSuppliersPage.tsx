// Volumetric suppliers (`/volumetric-suppliers`, administrators): every supplier with its
// systems and linked stations; 'Nuevo proveedor' opens the registration, a row its detail.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListVolumetricSuppliersQuery } from '@/api/volumetric';
import { CrudListLayout } from '@/components/CrudListLayout';
import { SuppliersTable } from '../components/SuppliersTable';
import { SUPPLIERS_PATH } from '../containers/LoadStates';
import { failureMessage } from '@/lib/apiFailure';

export default function VolumetricSuppliersPage() {
  const { t } = useTranslation(['volumetric', 'common']);
  const navigate = useNavigate();
  const list = useListVolumetricSuppliersQuery();
  const message = failureMessage(list.error);
  const openNew = () => navigate(`${SUPPLIERS_PATH}/new`);
  return (
    <CrudListLayout
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      add={{ label: t('list.add'), onClick: openNew }}
    >
      <SuppliersTable
        rows={list.data?.items ?? []}
        loading={list.isLoading}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onOpen={(row) => navigate(`${SUPPLIERS_PATH}/${row.id}`)}
        onAdd={openNew}
      />
    </CrudListLayout>
  );
}
