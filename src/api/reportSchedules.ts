// Report schedules (the spec's report configurations) of a station and of the signed-in user.
import { reportSchedulesApi } from './generated/reportSchedules.gen';

const api = reportSchedulesApi.enhanceEndpoints({
  endpoints: {
    listGasStationReportSchedules: { providesTags: ['ReportSchedule'] },
    updateGasStationReportSchedule: { invalidatesTags: ['ReportSchedule'] },
    listUserReportSchedules: { providesTags: ['ReportSchedule'] },
    updateUserReportSchedule: { invalidatesTags: ['ReportSchedule'] },
  },
});

export const {
  useListGasStationReportSchedulesQuery,
  useUpdateGasStationReportScheduleMutation,
  useListUserReportSchedulesQuery,
  useUpdateUserReportScheduleMutation,
} = api;
export type {
  ReportSchedule,
  ReportScheduleInput,
  ReportType,
  ReportPeriodicity,
  ReportChannel,
} from './generated/reportSchedules.gen';
