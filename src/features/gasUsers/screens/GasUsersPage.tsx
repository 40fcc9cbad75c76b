// Gas users (`/gas_users`, administrators): every user with the stations they reach, first 50,
// with a search that filters on the server. From a row's menu, after confirming, the
// administrator ends all of a user's sessions (a lost or shared device) or resets their two-step
// sign-in (a lost phone and recovery codes), with a toast either way.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useEndUserSessionsMutation,
  useListGasUsersQuery,
  useResetUserTwoStepMutation,
} from '@/api/users';
import { CrudListLayout } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  loadFailure,
  useConfirmedAction,
  type CrudToast,
} from '@/components/hooks/useCrudList';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import { errorMessageKeys } from '@/lib/apiFailure';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { GasUsersTable, type GasUserRow } from '../components/GasUsersTable';

const Count = styled.p`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export default function GasUsersPage() {
  const { t } = useTranslation('gasUsers');
  const dispatch = useAppDispatch();
  const notify = (toast: CrudToast) => dispatch(toastShown(toast));
  const { box, search } = useDebouncedSearch();
  const list = useListGasUsersQuery({ items: 50, ...(search ? { search } : {}) });
  const [endSessions] = useEndUserSessionsMutation();
  const [resetTwoStep] = useResetUserTwoStepMutation();
  const sessionsEnding = useConfirmedAction<GasUserRow>({
    run: (row) => endSessions({ id: row.id }).unwrap(),
    success: (row) => ({
      severity: 'success',
      message: 'gasUsers:endSessions.done',
      values: { email: row.email },
    }),
    notify,
    unexpected: errorMessageKeys.unexpected,
  });
  const twoStepReset = useConfirmedAction<GasUserRow>({
    run: (row) => resetTwoStep({ id: row.id }).unwrap(),
    success: (row) => ({
      severity: 'success',
      message: 'gasUsers:resetTwoStep.done',
      values: { email: row.email },
    }),
    notify,
    unexpected: errorMessageKeys.unexpected,
  });
  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      search={{ ...box, label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
      confirmations={[
        crudConfirmation(sessionsEnding, {
          key: 'endSessions',
          title: t('endSessions.title'),
          acceptLabel: t('endSessions.accept'),
          message: (row) => t('endSessions.confirm', { email: row.email }),
        }),
        crudConfirmation(twoStepReset, {
          key: 'resetTwoStep',
          title: t('resetTwoStep.title'),
          acceptLabel: t('resetTwoStep.accept'),
          message: (row) => t('resetTwoStep.confirm', { email: row.email }),
        }),
      ]}
    >
      <GasUsersTable
        rows={(list.data?.items ?? []).map((u) => ({
          ...u,
          stations: u.gas_stations.map((s) => s.name),
        }))}
        loading={list.isFetching && !list.data}
        error={loadFailure(list, t, errorMessageKeys.unexpected)}
        onEndSessions={sessionsEnding.ask}
        onResetTwoStep={twoStepReset.ask}
      />
      {list.data && list.data.total > list.data.items.length && (
        <Count>{t('shownOf', { shown: list.data.items.length, total: list.data.total })}</Count>
      )}
    </CrudListLayout>
  );
}
