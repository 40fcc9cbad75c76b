// Scheduled report settings of a station (and, with Settings, of the user).
import { reportConfigsApi } from './generated/reportConfigs.gen';

const api = reportConfigsApi.enhanceEndpoints({
  endpoints: {
    listGasStationReportConfigurations: { providesTags: ['ReportConfig'] },
    updateGasStationReportConfiguration: { invalidatesTags: ['ReportConfig'] },
  },
});

export const {
  useListGasStationReportConfigurationsQuery,
  useUpdateGasStationReportConfigurationMutation,
} = api;
export type {
  ReportConfiguration,
  ReportConfigurationInput,
  ReportType,
  ReportPeriodicity,
  ReportChannel,
} from './generated/reportConfigs.gen';
