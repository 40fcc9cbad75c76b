// New system of a supplier (`/volumetric-suppliers/:id/systems/new`).
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetVolumetricSupplierQuery } from '@/api/volumetric';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { idParam, LoadState, SUPPLIERS_PATH } from '../containers/LoadStates';
import { SystemFormContainer } from '../containers/SystemFormContainer';

export default function NewSystemPage() {
  const { t } = useTranslation(['volumetric', 'common']);
  const navigate = useNavigate();
  const supplierId = idParam(useParams().id);
  const query = useGetVolumetricSupplierQuery(
    { id: supplierId ?? 0 },
    { skip: supplierId === null },
  );
  if (supplierId === null || !query.data) {
    return (
      <LoadState
        query={query}
        valid={supplierId !== null}
        backTo={SUPPLIERS_PATH}
        backLabel={t('backToList')}
      />
    );
  }
  return (
    <Card
      title={t('systemForm.createTitle')}
      subtitle={query.data.name}
      actions={
        <Button
          variant="text"
          startIcon="arrow-left"
          onClick={() => navigate(`${SUPPLIERS_PATH}/${supplierId}`)}
        >
          {t('backToSupplier')}
        </Button>
      }
    >
      <SystemFormContainer supplierId={supplierId} />
    </Card>
  );
}
