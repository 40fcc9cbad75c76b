// Goals (`/goals`, administrators): list, add, edit and delete, with the spec's toasts ('Meta
// creada correctamente', 'Meta eliminada correctamente').
import { useTranslation } from 'react-i18next';
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
import { useAppDispatch } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  crudEditor,
  useCrudList,
  type CrudToast,
} from '@/components/hooks/useCrudList';
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

export default function GoalsPage() {
  const { t } = useTranslation(['goals', 'common']);
  const dispatch = useAppDispatch();
  const list = useListGoalsQuery({ items: 1000 });
  const customers = useListCustomersQuery();
  const stations = useListGasStationsQuery({ items: 1000 });
  const users = useListUsersQuery({ items: 1000 });
  const [create] = useCreateGoalMutation();
  const [update] = useUpdateGoalMutation();
  const [remove] = useDeleteGoalMutation();
  const goals = list.data?.items ?? [];
  const crud = useCrudList<Goal, GoalFormValues>({
    items: goals,
    list,
    notify: (toast: CrudToast) => dispatch(toastShown(toast)),
    t,
    form: {
      toValues: valuesFromGoal,
      create: (values) => create({ goalInput: toGoalInput(values) }).unwrap(),
      update: (goal, values) => update({ id: goal.id, goalInput: toGoalInput(values) }).unwrap(),
      serverErrors: goalServerErrors,
      created: 'goals:form.created',
      edited: 'goals:form.edited',
    },
    remove: (goal) => remove({ id: goal.id }).unwrap(),
    deleted: 'goals:delete.success',
  });

  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: crud.openCreate }}
      editor={crudEditor(crud, {
        maxWidth: 'md',
        createTitle: t('form.createTitle'),
        editTitle: t('form.editTitle'),
        form: ({ formProps }) => (
          <GoalForm
            {...formProps}
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
          />
        ),
      })}
      confirmations={[
        crudConfirmation(crud.deletion, {
          title: t('delete.title'),
          message: (goal) => t('delete.confirm', { metric: t(`metrics.${goal.metric}`) }),
        }),
      ]}
    >
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
        {...crud.table}
      />
    </CrudListLayout>
  );
}
