// Goals (administrators). The dashboard's markers read them, so a change refreshes its charts.
import { goalsApi } from './generated/goals.gen';

const api = goalsApi.enhanceEndpoints({
  endpoints: {
    listGoals: { providesTags: ['Goal'] },
    getGoal: { providesTags: ['Goal'] },
    createGoal: { invalidatesTags: ['Goal'] },
    updateGoal: { invalidatesTags: ['Goal'] },
    deleteGoal: { invalidatesTags: ['Goal'] },
  },
});

export const {
  useListGoalsQuery,
  useCreateGoalMutation,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
} = api;
export type { Goal, GoalInput } from './generated/goals.gen';
