// Customers (`/provider/customers`): provider-level users browse every customer and its
// stations. The server authorises by role; the RoleGate keeps other roles to an explanation.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListProviderCustomerStationsQuery,
  useListProviderCustomersQuery,
} from '@/api/provider';
import { useAppSelector } from '@/store/hooks';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { RoleGate } from '@/components/RoleGate';
import { ListControls } from '@/components/ListControls';
import {
  ProviderCustomersTable,
  type ProviderCustomerRow,
} from '../components/ProviderCustomersTable';
import { ProviderStationsTable } from '../components/ProviderStationsTable';
import { failureMessage } from '@/lib/apiFailure';

function Customers({ onOpen }: { onOpen: (row: ProviderCustomerRow) => void }) {
  const { t } = useTranslation('provider');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useListProviderCustomersQuery(search ? { search } : {});
  const message = failureMessage(list.error);
  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <ListControls search={{ value: text, onChange: setText, label: t('searchLabel') }} />
      <ProviderCustomersTable
        rows={list.data?.items ?? []}
        loading={list.isLoading}
        error={list.isError ? t(message, { defaultValue: message }) : null}
        onOpen={onOpen}
      />
    </Card>
  );
}

function Stations({ customer, onBack }: { customer: ProviderCustomerRow; onBack: () => void }) {
  const { t } = useTranslation('provider');
  const list = useListProviderCustomerStationsQuery({ id: customer.id });
  return (
    <Card
      title={t('stationsOf', { name: customer.name })}
      actions={
        <Button variant="text" startIcon="arrow-left" onClick={onBack}>
          {t('back')}
        </Button>
      }
      flush
    >
      <ProviderStationsTable
        rows={list.data?.items ?? []}
        loading={list.isLoading}
        error={list.isError ? t('loadFailed') : null}
      />
    </Card>
  );
}

export default function ProviderCustomersPage() {
  const { t } = useTranslation('provider');
  const profile = useAppSelector((state) => state.auth.profile);
  const [customer, setCustomer] = useState<ProviderCustomerRow | null>(null);
  return (
    <RoleGate
      role={profile?.user_role?.name}
      loaded={profile !== null}
      allowed={['Proveedor']}
      fallback={<Alert severity="info">{t('notAllowed')}</Alert>}
    >
      {customer ? (
        <Stations customer={customer} onBack={() => setCustomer(null)} />
      ) : (
        <Customers onOpen={setCustomer} />
      )}
    </RoleGate>
  );
}
