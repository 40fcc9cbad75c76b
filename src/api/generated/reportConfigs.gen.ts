import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGasStationReportConfigurations: build.query<
      ListGasStationReportConfigurationsApiResponse,
      ListGasStationReportConfigurationsApiArg
    >({
      query: (queryArg) => ({ url: `/api/gas_stations/${queryArg.id}/reports_configurations` }),
    }),
    updateGasStationReportConfiguration: build.mutation<
      UpdateGasStationReportConfigurationApiResponse,
      UpdateGasStationReportConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_station_reports_configurations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.reportConfigurationInput,
      }),
    }),
    listUserReportConfigurations: build.query<
      ListUserReportConfigurationsApiResponse,
      ListUserReportConfigurationsApiArg
    >({
      query: () => ({ url: `/api/user_reports_configurations` }),
    }),
    updateUserReportConfiguration: build.mutation<
      UpdateUserReportConfigurationApiResponse,
      UpdateUserReportConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user_reports_configurations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.reportConfigurationInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportConfigsApi };
export type ListGasStationReportConfigurationsApiResponse =
  /** status 200 The configurations, in the order of the report types. */ ReportConfigurationList;
export type ListGasStationReportConfigurationsApiArg = {
  id: Id;
};
export type UpdateGasStationReportConfigurationApiResponse =
  /** status 200 Saved. */ ReportConfiguration;
export type UpdateGasStationReportConfigurationApiArg = {
  id: Id;
  reportConfigurationInput: ReportConfigurationInput;
};
export type ListUserReportConfigurationsApiResponse =
  /** status 200 The configurations. */ ReportConfigurationList;
export type ListUserReportConfigurationsApiArg = void;
export type UpdateUserReportConfigurationApiResponse = /** status 200 Saved. */ ReportConfiguration;
export type UpdateUserReportConfigurationApiArg = {
  id: Id;
  reportConfigurationInput: ReportConfigurationInput;
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
export type ReportConfiguration = {
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
export type ReportConfigurationList = {
  items: ReportConfiguration[];
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
};
export type Id = number;
export type ReportConfigurationInput = {
  enabled: boolean;
  periodicity: ReportPeriodicity;
  weekday?: number | null;
  day_of_month?: number | null;
  send_time: ClockTime;
  channel: ReportChannel;
  contact_ids?: Id[];
};
export const {
  useListGasStationReportConfigurationsQuery,
  useLazyListGasStationReportConfigurationsQuery,
  useUpdateGasStationReportConfigurationMutation,
  useListUserReportConfigurationsQuery,
  useLazyListUserReportConfigurationsQuery,
  useUpdateUserReportConfigurationMutation,
} = injectedRtkApi;
