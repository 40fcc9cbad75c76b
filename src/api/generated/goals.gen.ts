import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGoals: build.query<ListGoalsApiResponse, ListGoalsApiArg>({
      query: (queryArg) => ({
        url: `/api/goals`,
        params: {
          customer_id: queryArg.customerId,
          metric: queryArg.metric,
          items: queryArg.items,
        },
      }),
    }),
    createGoal: build.mutation<CreateGoalApiResponse, CreateGoalApiArg>({
      query: (queryArg) => ({ url: `/api/goals`, method: 'POST', body: queryArg.goalInput }),
    }),
    getGoal: build.query<GetGoalApiResponse, GetGoalApiArg>({
      query: (queryArg) => ({ url: `/api/goals/${queryArg.id}` }),
    }),
    updateGoal: build.mutation<UpdateGoalApiResponse, UpdateGoalApiArg>({
      query: (queryArg) => ({
        url: `/api/goals/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.goalInput,
      }),
    }),
    deleteGoal: build.mutation<DeleteGoalApiResponse, DeleteGoalApiArg>({
      query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as goalsApi };
export type ListGoalsApiResponse = /** status 200 The goals. */ GoalList;
export type ListGoalsApiArg = {
  customerId?: Id;
  metric?: GoalMetric;
  items?: number;
};
export type CreateGoalApiResponse = /** status 201 Created. */ Goal;
export type CreateGoalApiArg = {
  goalInput: GoalInput;
};
export type GetGoalApiResponse = /** status 200 The goal. */ Goal;
export type GetGoalApiArg = {
  id: Id;
};
export type UpdateGoalApiResponse = /** status 200 Saved. */ Goal;
export type UpdateGoalApiArg = {
  id: Id;
  goalInput: GoalInput;
};
export type DeleteGoalApiResponse = unknown;
export type DeleteGoalApiArg = {
  id: Id;
};
export type GoalMetric =
  | 'total_sales'
  | 'cash_sales'
  | 'credit_sales'
  | 'average_ticket'
  | 'average_service_time'
  | 'gas_station_conversion'
  | 'quick_gas'
  | 'price_vs_competition'
  | 'recurrence_percentage'
  | 'total_recurrences'
  | 'immeadiacy'
  | 'prompt_service'
  | 'service_time_gas'
  | 'service_time_diesel';
export type StationRef = {
  id: number;
  name: string;
};
export type Goal = {
  id: number;
  customer: {
    id: number;
    name: string;
  };
  metric: GoalMetric;
  quantity: number;
  assigned_user: {
    id: number;
    name: string;
  } | null;
  /** Empty = every station of the customer. */
  gas_stations: StationRef[];
  week: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
};
export type GoalList = {
  items: Goal[];
  total: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type Id = number;
export type IsoWeek = string;
export type GoalInput = {
  customer_id: Id;
  metric: GoalMetric;
  quantity: number;
  assigned_user_id?: Id | null;
  /** None = every station of the customer. */
  gas_station_ids: Id[];
  week?: IsoWeek | null;
  start_date?: string | null;
  end_date?: string | null;
};
export const {
  useListGoalsQuery,
  useLazyListGoalsQuery,
  useCreateGoalMutation,
  useGetGoalQuery,
  useLazyGetGoalQuery,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
} = injectedRtkApi;
