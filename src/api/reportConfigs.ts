// Scheduled report settings of a station and of the signed-in user.
import { reportConfigsApi } from './generated/reportConfigs.gen';

const api = reportConfigsApi.enhanceEndpoints({
  endpoints: {
    listGasStationReportConfigurations: { providesTags: ['ReportConfig'] },
    updateGasStationReportConfiguration: { invalidatesTags: ['ReportConfig'] },
    listUserReportConfigurations: { providesTags: ['ReportConfig'] },
    updateUserReportConfiguration: { invalidatesTags: ['ReportConfig'] },
  },
});

export const {
  useListGasStationReportConfigurationsQuery,
  useUpdateGasStationReportConfigurationMutation,
  useListUserReportConfigurationsQuery,
  useUpdateUserReportConfigurationMutation,
} = api;
export type {
  ReportConfiguration,
  ReportConfigurationInput,
  ReportType,
  ReportPeriodicity,
  ReportChannel,
} from './generated/reportConfigs.gen';
