// The goal form: values <-> GoalInput (a week, or two dates), checked against the contract plus
// the period rule the schema cannot say.
import type { Goal } from '@/api/goals';
import { toGoalInput, validateGoal, valuesFromGoal } from '@/features/goals/model/goalForm';

const base = {
  customer_id: '3',
  metric: 'total_sales',
  quantity: '1500.5',
  gas_station_ids: ['7', '8'],
};

it('sends the week, or the two dates, never both', () => {
  expect(
    toGoalInput({ ...base, period: 'week', week: '2026-W48', start_date: '2026-11-01' }),
  ).toEqual({
    customer_id: 3,
    metric: 'total_sales',
    quantity: 1500.5,
    assigned_user_id: null,
    gas_station_ids: [7, 8],
    week: '2026-W48',
    start_date: null,
    end_date: null,
  });
  const byDates = toGoalInput({
    ...base,
    period: 'dates',
    week: '2026-W48',
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  });
  expect([byDates.week, byDates.start_date, byDates.end_date]).toEqual([
    null,
    '2026-11-01',
    '2026-11-30',
  ]);
});

it('fills the form from a goal, by week or by dates', () => {
  const goal = {
    id: 1,
    customer: { id: 3 },
    metric: 'cash_sales',
    quantity: 20,
    assigned_user: null,
    gas_stations: [{ id: 7 }],
    week: null,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  } as unknown as Goal;
  expect(valuesFromGoal(goal)).toMatchObject({
    customer_id: '3',
    quantity: '20',
    gas_station_ids: ['7'],
    period: 'dates',
    start_date: '2026-11-01',
  });
  expect(valuesFromGoal(null)).toEqual({ gas_station_ids: [], period: 'week' });
});

it('asks for the week, or both dates in order', () => {
  expect(validateGoal({ ...base, period: 'week', week: '2026-W48' })).toEqual({});
  expect(validateGoal({ ...base, period: 'week' }).week).toBe('Elige una semana');
  expect(validateGoal({ ...base, period: 'dates' })).toMatchObject({
    start_date: 'Elige la fecha de inicio',
    end_date: 'Elige la fecha de fin',
  });
  expect(
    validateGoal({ ...base, period: 'dates', start_date: '2026-11-30', end_date: '2026-11-01' })
      .end_date,
  ).toBe('La fecha de fin es anterior a la de inicio');
});
