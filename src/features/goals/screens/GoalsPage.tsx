// Goals (`/goals`, administrators): list, add, edit and delete, with the spec's toasts ('Meta
// creada correctamente', 'Meta eliminada correctamente').
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
import {
  useCreateGoalMutation,
  useDeleteGoalMutation,
  useListGoalsQuery,
  useUpdateGoalMutation,
  type Goal,
} from '@/api/goals';
import { useListCustomersQuery } from '@/api/customers';
import { useListGasStationsQuery } from '@/api/gasStations';
import { useListUsersQuery } from '@/api/users';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { asFailedCall, failureMessage, type FormErrors } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { GoalForm } from '../components/GoalForm';
import { GoalsTable } from '../components/GoalsTable';
import {
  goalServerErrors,
  toGoalInput,
  validateGoal,
  valuesFromGoal,
  type GoalFormValues,
} from '../model/goalForm';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export default function GoalsPage() {
  const { t } = useTranslation(['goals', 'common']);
  const dispatch = useAppDispatch();
  const list = useListGoalsQuery({ items: 1000 });
  const customers = useListCustomersQuery();
  const stations = useListGasStationsQuery({ items: 1000 });
  const users = useListUsersQuery({ items: 1000 });
  const [editing, setEditing] = useState<{ goal: Goal | null } | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [create] = useCreateGoalMutation();
  const [update] = useUpdateGoalMutation();
  const [remove, removal] = useDeleteGoalMutation();
  const initialValues = useMemo(() => (editing ? valuesFromGoal(editing.goal) : null), [editing]);
  const goals = list.data?.items ?? [];
  const byId = new Map(goals.map((g) => [g.id, g]));
  const message = failureMessage(list.error, errorMessageKeys.unexpected);

  const onSubmit = async (values: GoalFormValues): Promise<FormErrors | undefined> => {
    const goalInput = toGoalInput(values);
    const current = editing?.goal;
    try {
      if (current) await update({ id: current.id, goalInput }).unwrap();
      else await create({ goalInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: current ? 'goals:form.edited' : 'goals:form.created',
        }),
      );
      setEditing(null);
      return undefined;
    } catch (error) {
      const fields = goalServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error, errorMessageKeys.unexpected);
      return { [FORM_ERROR]: t(text, { defaultValue: text }) };
    }
  };

  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <Toolbar>
        <Button startIcon="plus" onClick={() => setEditing({ goal: null })}>
          {t('add')}
        </Button>
      </Toolbar>
      <GoalsTable
        rows={goals.map((g) => ({
          id: g.id,
          metric: g.metric,
          customer: g.customer.name,
          stations: g.gas_stations.map((s) => s.name),
          user: g.assigned_user?.name ?? null,
          quantity: g.quantity,
          week: g.week,
          start_date: g.start_date,
          end_date: g.end_date,
        }))}
        loading={list.isLoading}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onEdit={(row) => setEditing({ goal: byId.get(row.id) ?? null })}
        onDelete={(row) => setDeleting(byId.get(row.id) ?? null)}
      />
      <Modal
        open={editing !== null}
        title={editing?.goal ? t('form.editTitle') : t('form.createTitle')}
        maxWidth="md"
        footer={null}
        onCancel={() => setEditing(null)}
      >
        {editing && initialValues && (
          <GoalForm
            mode={editing.goal ? 'edit' : 'create'}
            initialValues={initialValues}
            customers={(customers.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
            stations={(stations.data?.items ?? []).map((s) => ({
              value: String(s.id),
              label: s.name,
              customerId: String(s.customer_id),
            }))}
            users={(users.data?.items ?? []).map((u) => ({
              value: String(u.id),
              label: `${u.name} (${u.email})`,
              customerId: u.customer ? String(u.customer.id) : null,
            }))}
            validate={validateGoal}
            onSubmit={onSubmit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('delete.title')}
        alertType="warning"
        acceptVariant="danger"
        acceptLabel={t('common:actions.delete')}
        pending={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onAccept={async () => {
          if (!deleting) return;
          try {
            await remove({ id: deleting.id }).unwrap();
            dispatch(toastShown({ severity: 'success', message: 'goals:delete.success' }));
          } catch (error) {
            dispatch(
              toastShown({
                severity: 'error',
                message: failureMessage(error, errorMessageKeys.unexpected),
              }),
            );
          } finally {
            setDeleting(null);
          }
        }}
      >
        {deleting && t('delete.confirm', { metric: t(`metrics.${deleting.metric}`) })}
      </Modal>
    </Card>
  );
}
