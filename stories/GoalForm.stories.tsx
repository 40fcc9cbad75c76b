import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GoalForm } from '@/features/goals/components/GoalForm';
import { validateGoal } from '@/features/goals/model/goalForm';

const meta = {
  title: 'Goals/GoalForm',
  component: GoalForm,
  args: {
    mode: 'create',
    initialValues: { gas_station_ids: [], period: 'week' },
    customers: [{ value: '1', label: 'Grupo Surtidor Demo' }],
    stations: [
      { value: '1', label: 'Servicio Lomas', customerId: '1' },
      { value: '2', label: 'Servicio Aguascalientes', customerId: '1' },
    ],
    users: [{ value: '2', label: 'Eduardo Editor (editor@demo.surtidor.mx)', customerId: '1' }],
    validate: validateGoal,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof GoalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const EditByDates: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      customer_id: '1',
      metric: 'immeadiacy',
      quantity: '90',
      assigned_user_id: '2',
      gas_station_ids: ['1'],
      period: 'dates',
      start_date: '2026-02-01',
      end_date: '2026-02-28',
    },
  },
};
export const PercentRefused: Story = {
  args: { onSubmit: fn(async () => ({ quantity: 'El porcentaje debe estar entre 0 y 100' })) },
};
