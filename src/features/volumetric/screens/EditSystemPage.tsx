// A supplier's system (`/volumetric-suppliers/:volumetric_supplier_id/systems/:id`): the form
// (secrets shown only as saved), 'Probar conexión', and the linked stations' pull state with
// 'Sincronizar ahora'.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGetVolumetricSystemQuery } from '@/api/volumetric';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { idParam, LoadState, SUPPLIERS_PATH } from '../containers/LoadStates';
import { StationSyncPanel } from '../containers/StationSyncPanel';
import { SystemFormContainer } from '../containers/SystemFormContainer';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

export default function EditSystemPage() {
  const { t } = useTranslation(['volumetric', 'common']);
  const navigate = useNavigate();
  const params = useParams();
  const supplierId = idParam(params.volumetric_supplier_id);
  const id = idParam(params.id);
  const valid = supplierId !== null && id !== null;
  const query = useGetVolumetricSystemQuery(
    { volumetricSupplierId: supplierId ?? 0, id: id ?? 0 },
    { skip: !valid },
  );
  const system = query.data;
  const supplierPath = supplierId === null ? SUPPLIERS_PATH : `${SUPPLIERS_PATH}/${supplierId}`;
  if (!valid || !system) {
    return (
      <LoadState
        query={query}
        valid={valid}
        backTo={supplierPath}
        backLabel={supplierId === null ? t('backToList') : t('backToSupplier')}
      />
    );
  }
  return (
    <Stack>
      <Card
        title={t('systemForm.editTitle')}
        subtitle={system.name}
        actions={
          <Button variant="text" startIcon="arrow-left" onClick={() => navigate(supplierPath)}>
            {t('backToSupplier')}
          </Button>
        }
      >
        <SystemFormContainer supplierId={system.volumetric_supplier_id} system={system} />
      </Card>
      <StationSyncPanel system={system} />
    </Stack>
  );
}
