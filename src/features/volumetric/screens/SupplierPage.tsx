// A volumetric supplier (`/volumetric-suppliers/:id`): its name and alias (fixed) and its
// systems; 'Nuevo sistema' adds one, a row opens it.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGetVolumetricSupplierQuery } from '@/api/volumetric';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { SupplierFacts } from '../components/SupplierFacts';
import { SystemsTable } from '../components/SystemsTable';
import { idParam, LoadState, SUPPLIERS_PATH } from '../containers/LoadStates';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

export default function SupplierPage() {
  const { t } = useTranslation(['volumetric', 'common']);
  const navigate = useNavigate();
  const id = idParam(useParams().id);
  const query = useGetVolumetricSupplierQuery({ id: id ?? 0 }, { skip: id === null });
  const supplier = query.data;
  if (id === null || !supplier) {
    return (
      <LoadState
        query={query}
        valid={id !== null}
        backTo={SUPPLIERS_PATH}
        backLabel={t('backToList')}
      />
    );
  }
  const path = `${SUPPLIERS_PATH}/${supplier.id}`;
  return (
    <Stack>
      <Card
        title={supplier.name}
        subtitle={supplier.alias}
        flush
        actions={
          <Button variant="text" startIcon="arrow-left" onClick={() => navigate(SUPPLIERS_PATH)}>
            {t('backToList')}
          </Button>
        }
      >
        <SupplierFacts
          name={supplier.name}
          alias={supplier.alias}
          createdAt={supplier.created_at}
        />
      </Card>
      <Card
        title={t('supplier.systemsTitle')}
        flush
        actions={
          <Button startIcon="plus" onClick={() => navigate(`${path}/systems/new`)}>
            {t('supplier.addSystem')}
          </Button>
        }
      >
        <SystemsTable
          rows={supplier.systems}
          onOpen={(row) => navigate(`${path}/systems/${row.id}`)}
        />
      </Card>
    </Stack>
  );
}
