// Volumetric compliance ('Controles volumétricos'): a station's SAT reports received, its
// month (each day's state, the monthly report's due date), the findings and the files. An
// upload or a recheck changes the month, its findings and its files, and the stations' list.
import {
  complianceApi,
  type DownloadComplianceFileApiArg,
  type UploadComplianceFilesApiArg,
} from './generated/compliance.gen';

const STATIONS = { type: 'ComplianceStation', id: 'LIST' } as const;

/** The tags of one station's month: its view, its findings and its files. */
const monthTags = (gasStationId: number, month: string) => [
  { type: 'ComplianceMonth' as const, id: `${gasStationId}|${month}` },
  { type: 'ComplianceMonths' as const, id: gasStationId },
];

const api = complianceApi
  .enhanceEndpoints({
    addTagTypes: ['ComplianceStation', 'ComplianceMonth', 'ComplianceMonths', 'ComplianceRule'],
  })
  .enhanceEndpoints({
    endpoints: {
      listComplianceRules: { providesTags: ['ComplianceRule'] },
      listComplianceStations: { providesTags: [STATIONS] },
      listComplianceMonths: {
        providesTags: (_result, _error, arg) => [
          { type: 'ComplianceMonths', id: arg.gasStationId },
        ],
      },
      getComplianceMonth: {
        providesTags: (_result, _error, arg) => monthTags(arg.gasStationId, arg.month),
      },
      listComplianceFindings: {
        providesTags: (_result, _error, arg) => monthTags(arg.gasStationId, arg.month),
      },
      listComplianceFiles: {
        providesTags: (_result, _error, arg) => monthTags(arg.gasStationId, arg.month),
      },
      getComplianceFinding: {
        providesTags: (_result, _error, arg) => [
          { type: 'ComplianceMonths', id: arg.gasStationId },
        ],
      },
      uploadComplianceFiles: {
        query: (arg: UploadComplianceFilesApiArg) => {
          const form = new FormData();
          form.append('file', arg.body.file);
          return {
            url: `/api/compliance/stations/${arg.gasStationId}/files`,
            method: 'POST',
            body: form,
            params: arg.month ? { month: arg.month } : undefined,
          };
        },
        // Every month the upload touched (a zip may hold two), and the findings' details.
        invalidatesTags: (result, _error, arg) => [
          STATIONS,
          { type: 'ComplianceMonths', id: arg.gasStationId },
          ...(result?.months ?? []).flatMap((m) => monthTags(arg.gasStationId, m.month)),
        ],
      },
      recheckComplianceMonth: {
        invalidatesTags: (_result, _error, arg) => [
          STATIONS,
          ...monthTags(arg.gasStationId, arg.month),
        ],
      },
      // The file becomes an object URL at once: a Blob does not belong in the store. Whoever
      // asks for it hands it to the browser and revokes it.
      downloadComplianceFile: {
        query: (arg: DownloadComplianceFileApiArg) => ({
          url: `/api/compliance/stations/${arg.gasStationId}/files/${arg.id}`,
          responseHandler: async (response: Response) =>
            response.ok
              ? URL.createObjectURL(await response.blob())
              : response.json().catch(() => null),
        }),
        keepUnusedDataFor: 0,
      },
    },
  });

export const {
  useListComplianceRulesQuery,
  useListComplianceStationsQuery,
  useUploadComplianceFilesMutation,
  useLazyDownloadComplianceFileQuery,
  useListComplianceMonthsQuery,
  useGetComplianceMonthQuery,
  useRecheckComplianceMonthMutation,
  useListComplianceFindingsQuery,
  useListComplianceFilesQuery,
  useGetComplianceFindingQuery,
} = api;
export type {
  ComplianceChange,
  ComplianceDay,
  ComplianceDayState,
  ComplianceFigure,
  ComplianceFile,
  ComplianceFileKind,
  ComplianceFileRef,
  ComplianceFinding,
  ComplianceFindingDetail,
  ComplianceFindingList,
  ComplianceMonth,
  ComplianceMonthlyReport,
  ComplianceMonthSummary,
  ComplianceReceivedFile,
  ComplianceRefusedFile,
  ComplianceRule,
  ComplianceRuleCount,
  ComplianceRuleId,
  ComplianceSeverity,
  ComplianceSeverityCounts,
  ComplianceStation,
  ComplianceUploadRefused,
  ComplianceUploadResult,
  ComplianceValue,
} from './generated/compliance.gen';
