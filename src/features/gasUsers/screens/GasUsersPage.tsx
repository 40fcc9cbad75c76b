// Gas users (`/gas_users`, administrators): every user with the stations they reach, first 50,
// with a search that filters on the server.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
import { useListGasUsersQuery } from '@/api/users';
import { Card } from '@/components/Card';
import { SearchInput } from '@/components/SearchInput';
import { failureMessage } from '@/lib/forms';
import { GasUsersTable } from '../components/GasUsersTable';

const Toolbar = styled.div`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

const Count = styled.p`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export default function GasUsersPage() {
  const { t } = useTranslation('gasUsers');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useListGasUsersQuery({ items: 50, ...(search ? { search } : {}) });
  const message = failureMessage(list.error, errorMessageKeys.unexpected);
  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <Toolbar>
        <SearchInput
          value={text}
          onChange={setText}
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
        />
      </Toolbar>
      <GasUsersTable
        rows={(list.data?.items ?? []).map((u) => ({
          ...u,
          stations: u.gas_stations.map((s) => s.name),
        }))}
        loading={list.isFetching && !list.data}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
      />
      {list.data && list.data.total > list.data.items.length && (
        <Count>{t('shownOf', { shown: list.data.items.length, total: list.data.total })}</Count>
      )}
    </Card>
  );
}
