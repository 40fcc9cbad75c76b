// Gas users (`/gas_users`, administrators): every user with the stations they reach, first 50,
// with a search that filters on the server.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListGasUsersQuery } from '@/api/users';
import { CrudListLayout } from '@/components/CrudListLayout';
import { loadFailure } from '@/components/hooks/useCrudList';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import { GasUsersTable } from '../components/GasUsersTable';
import { errorMessageKeys } from '@/lib/apiFailure';

const Count = styled.p`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export default function GasUsersPage() {
  const { t } = useTranslation('gasUsers');
  const { box, search } = useDebouncedSearch();
  const list = useListGasUsersQuery({ items: 50, ...(search ? { search } : {}) });
  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      search={{ ...box, label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
    >
      <GasUsersTable
        rows={(list.data?.items ?? []).map((u) => ({
          ...u,
          stations: u.gas_stations.map((s) => s.name),
        }))}
        loading={list.isFetching && !list.data}
        error={loadFailure(list, t, errorMessageKeys.unexpected)}
      />
      {list.data && list.data.total > list.data.items.length && (
        <Count>{t('shownOf', { shown: list.data.items.length, total: list.data.total })}</Count>
      )}
    </CrudListLayout>
  );
}
