// Gas stations (`/gas-stations`, administrators): the first 50 stations by name with a search
// that filters on the server, add and edit in a dialog, delete after confirming (refused with
// the spec's message while an asset is attached), and a row opens the station's detail.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  useDeleteGasStationMutation,
  useGetGasStationQuery,
  useListGasStationsQuery,
} from '@/api/gasStations';
import { useAppDispatch } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import { Spinner } from '@/components/Spinner';
import { toastShown } from '@/store/toasts/toastsSlice';
import { GasStationsTable, type GasStationRow } from '../components/GasStationsTable';
import { GasStationFormContainer } from '../containers/GasStationFormContainer';
import { failureMessage } from '@/lib/apiFailure';

export const LIST_SIZE = 50;
const SEARCH_DELAY_MS = 300;

const Count = styled.p`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

type Editing = { kind: 'create' } | { kind: 'edit'; id: number } | null;

function EditStation({ id, onDone }: { id: number; onDone: () => void }) {
  const { data } = useGetGasStationQuery({ id });
  return data ? (
    <GasStationFormContainer station={data} onSaved={onDone} onCancel={onDone} />
  ) : (
    <Spinner centered />
  );
}

export default function GasStationsPage() {
  const { t } = useTranslation(['gasStations', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GasStationRow | null>(null);
  const [remove, removal] = useDeleteGasStationMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const list = useListGasStationsQuery({ items: LIST_SIZE, ...(search ? { search } : {}) });
  const message = failureMessage(list.error);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ id: deleting.id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'gasStations:delete.success' }));
    } catch (error) {
      const text = failureMessage(error);
      dispatch(toastShown({ severity: 'error', message: text }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <CrudListLayout
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      search={{
        value: text,
        onChange: setText,
        label: t('list.searchLabel'),
        placeholder: t('list.searchPlaceholder'),
      }}
      add={{ label: t('list.add'), onClick: () => setEditing({ kind: 'create' }) }}
      editor={{
        open: editing !== null,
        title: editing?.kind === 'edit' ? t('form.editTitle') : t('form.createTitle'),
        maxWidth: 'lg',
        onClose: () => setEditing(null),
        children: (
          <>
            {editing?.kind === 'create' && (
              <GasStationFormContainer
                onSaved={(saved) => {
                  setEditing(null);
                  navigate(`/gas-stations/detail/${saved.id}`);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
            {editing?.kind === 'edit' && (
              <EditStation id={editing.id} onDone={() => setEditing(null)} />
            )}
          </>
        ),
      }}
      confirmations={[
        {
          key: 'delete',
          open: deleting !== null,
          title: t('delete.title'),
          danger: true,
          pending: removal.isLoading,
          onCancel: () => setDeleting(null),
          onAccept: () => void confirmDelete(),
          children: deleting && t('delete.confirm', { name: deleting.name }),
        },
      ]}
    >
      <GasStationsTable
        rows={list.data?.items ?? []}
        loading={list.isFetching && !list.data}
        searching={search !== ''}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onOpen={(row) => navigate(`/gas-stations/detail/${row.id}`)}
        onEdit={(row) => setEditing({ kind: 'edit', id: row.id })}
        onDelete={setDeleting}
      />
      {list.data && list.data.total > list.data.items.length && (
        <Count>
          {t('list.shownOf', { shown: list.data.items.length, total: list.data.total })}
        </Count>
      )}
    </CrudListLayout>
  );
}
