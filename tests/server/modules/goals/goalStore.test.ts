// The goals' store: goals read back with their customer, assignee and stations (by name,
// ignoring case); a page of goals of a customer or metric, latest period first whether the
// period is a week or dates; what a goal refers to that is missing or another customer's
// (an administrator may be assigned any goal); a goal rewritten with its stations together.
import type { Kysely } from 'kysely';
import type { GoalInput } from '@/api/generated/goals.gen';
import type { Database } from '@/server/db/schema';
import {
  deleteGoalById,
  goalReferenceErrors,
  insertGoal,
  listGoalPage,
  loadGoals,
  rewriteGoal,
} from '@/server/modules/goals/goalStore';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let s: TestServer;
let db: Kysely<Database>;
let customer: number;
let rival: number;
let zeta: number;
let beta: number;
let theirStation: number;
let member: number;
let outsider: number;
let admin: number;

const goal = (overrides: Partial<GoalInput> = {}): GoalInput => ({
  customer_id: customer,
  metric: 'total_sales',
  quantity: 150_000.5,
  gas_station_ids: [],
  start_date: '2030-04-01',
  end_date: '2030-04-30',
  ...overrides,
});

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Metas');
  rival = await newCustomer('Otra');
  const station = (customerId: number, name: string) => insertStation(db, customerId, name);
  zeta = await station(customer, 'zeta');
  beta = await station(customer, 'Beta');
  theirStation = await station(rival, 'Ajena');
  const user = async (name: string, customerId: number | null, role: number) =>
    (
      await db
        .insertInto('users')
        .values({
          customer_id: customerId,
          user_role_id: role,
          name,
          username: name.toLowerCase(),
          email: `${name.toLowerCase()}@metas.mx`,
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  member = await user('Miembro', customer, 2);
  outsider = await user('Ajeno', rival, 2);
  admin = await user('Admin', null, 1);
});
afterAll(() => s.close());

it('reads a goal back with its customer, assignee and stations by name', async () => {
  const id = await insertGoal(
    db,
    goal({ gas_station_ids: [zeta, beta], assigned_user_id: member }),
  );
  const [read] = await loadGoals(db, [id, 999_999]);
  expect(read).toMatchObject({
    id,
    customer: { id: customer, name: 'Metas' },
    metric: 'total_sales',
    quantity: 150_000.5,
    assigned_user: { id: member, name: 'Miembro' },
    gas_stations: [
      { id: beta, name: 'Beta' },
      { id: zeta, name: 'zeta' },
    ],
    week: null,
    start_date: '2030-04-01',
    end_date: '2030-04-30',
  });
});

it('keeps a week or dates, never both, and rewrites the stations with the goal', async () => {
  const id = await insertGoal(db, goal({ gas_station_ids: [zeta] }));
  expect(
    await rewriteGoal(
      db,
      id,
      goal({ week: '2030-W15', start_date: '2030-04-01', gas_station_ids: [beta], quantity: 9 }),
    ),
  ).toBe(true);
  const [read] = await loadGoals(db, [id]);
  expect(read).toMatchObject({
    quantity: 9,
    week: '2030-W15',
    start_date: null,
    end_date: null,
    gas_stations: [{ id: beta }],
  });
  expect(await rewriteGoal(db, 999_999, goal())).toBe(false);
  expect(await deleteGoalById(db, id)).toBe(true);
  expect(await deleteGoalById(db, id)).toBe(false);
  const left = await db
    .selectFrom('goal_gas_stations')
    .selectAll()
    .where('goal_id', '=', id)
    .execute();
  expect(left).toEqual([]);
});

it('pages a customer’s goals, latest period first, weeks and dates alike', async () => {
  await db.deleteFrom('goals').execute();
  const march = await insertGoal(db, goal({ start_date: '2030-03-01', end_date: '2030-03-31' }));
  // ISO week 15 of 2030 starts on Monday 8 April.
  const week15 = await insertGoal(db, goal({ week: '2030-W15' }));
  const april = await insertGoal(db, goal({ start_date: '2030-04-01', end_date: '2030-04-30' }));
  const service = await insertGoal(db, goal({ metric: 'immeadiacy', quantity: 90 }));
  await insertGoal(db, goal({ customer_id: rival }));
  const page = await listGoalPage(db, { customer_id: customer });
  expect(page.items.map((g) => g.id)).toEqual([week15, service, april, march]);
  expect(page.total).toBe(4);
  const first = await listGoalPage(db, { customer_id: customer, items: 1 });
  expect(first.items.map((g) => g.id)).toEqual([week15]);
  expect(first.total).toBe(4);
  const byMetric = await listGoalPage(db, { metric: 'immeadiacy' });
  expect(byMetric.items.map((g) => g.id)).toEqual([service]);
  expect((await listGoalPage(db, {})).total).toBe(5);
});

it('names what a goal refers to that is missing or another customer’s', async () => {
  expect(
    await goalReferenceErrors(db, goal({ gas_station_ids: [zeta], assigned_user_id: member })),
  ).toEqual([]);
  // Administrators belong to no customer and may be assigned any goal.
  expect(await goalReferenceErrors(db, goal({ assigned_user_id: admin }))).toEqual([]);
  const errors = await goalReferenceErrors(
    db,
    goal({ gas_station_ids: [zeta, theirStation], assigned_user_id: outsider }),
  );
  expect(errors.map((e) => [e.field, e.rule])).toEqual([
    ['body.gas_station_ids', 'customer'],
    ['body.assigned_user_id', 'customer'],
  ]);
  const missing = await goalReferenceErrors(db, goal({ customer_id: 999_999 }));
  expect(missing).toEqual([
    { field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' },
  ]);
  expect(
    (await goalReferenceErrors(db, goal({ gas_station_ids: [zeta, 999_999] }))).map((e) => e.field),
  ).toEqual(['body.gas_station_ids']);
});
