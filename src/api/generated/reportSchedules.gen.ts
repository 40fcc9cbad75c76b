import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGasStationReportSchedules: build.query<
      ListGasStationReportSchedulesApiResponse,
      ListGasStationReportSchedulesApiArg
    >({
      query: (queryArg) => ({ url: `/api/gas_stations/${queryArg.id}/reports_configurations` }),
    }),
    updateGasStationReportSchedule: build.mutation<
      UpdateGasStationReportScheduleApiResponse,
      UpdateGasStationReportScheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_station_reports_configurations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.reportScheduleInput,
      }),
    }),
    listUserReportSchedules: build.query<
      ListUserReportSchedulesApiResponse,
      ListUserReportSchedulesApiArg
    >({
      query: () => ({ url: `/api/user_reports_configurations` }),
    }),
    updateUserReportSchedule: build.mutation<
      UpdateUserReportScheduleApiResponse,
      UpdateUserReportScheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user_reports_configurations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.reportScheduleInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportSchedulesApi };
export type ListGasStationReportSchedulesApiResponse =
  /** status 200 The configurations, in the order of the report types. */ ReportScheduleList;
export type ListGasStationReportSchedulesApiArg = {
  id: Id;
};
export type UpdateGasStationReportScheduleApiResponse = /** status 200 Saved. */ ReportSchedule;
export type UpdateGasStationReportScheduleApiArg = {
  id: Id;
  reportScheduleInput: ReportScheduleInput;
};
export type ListUserReportSchedulesApiResponse =
  /** status 200 The configurations. */ ReportScheduleList;
export type ListUserReportSchedulesApiArg = void;
export type UpdateUserReportScheduleApiResponse = /** status 200 Saved. */ ReportSchedule;
export type UpdateUserReportScheduleApiArg = {
  id: Id;
  reportScheduleInput: ReportScheduleInput;
};
export type ReportType =
  | 'weekly'
  | 'weekly_executive'
  | 'weekly_analytic'
  | 'monthly'
  | 'traffic_sensitivity'
  | 'customer_behavior'
  | 'price'
  | 'daily';
export type ReportPeriodicity = 'daily' | 'weekly' | 'monthly';
export type ClockTime = string;
export type ReportChannel = 'email' | 'whatsapp';
export type ReportSchedule = {
  id: number;
  report_type: ReportType;
  enabled: boolean;
  periodicity: ReportPeriodicity;
  /** 1 Monday .. 7 Sunday; weekly only. */
  weekday: number | null;
  /** Monthly only; in shorter months the report goes on the last day. */
  day_of_month: number | null;
  send_time: ClockTime;
  channel: ReportChannel;
  contact_ids: number[];
  /** Whether the owner may turn it on (a user needs the report permission of its type; station configurations are always allowed). */
  allowed: boolean;
  updated_at: string;
};
export type ReportScheduleList = {
  items: ReportSchedule[];
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
export type ReportScheduleInput = {
  enabled: boolean;
  periodicity: ReportPeriodicity;
  weekday?: number | null;
  day_of_month?: number | null;
  send_time: ClockTime;
  channel: ReportChannel;
  contact_ids?: Id[];
};
export const {
  useListGasStationReportSchedulesQuery,
  useLazyListGasStationReportSchedulesQuery,
  useUpdateGasStationReportScheduleMutation,
  useListUserReportSchedulesQuery,
  useLazyListUserReportSchedulesQuery,
  useUpdateUserReportScheduleMutation,
} = injectedRtkApi;
