// The audit trail (screen 'Auditoría'): records are read-only and change with every write
// anywhere, so the list is not kept unused; the CSV export becomes text at once (never a Blob in
// the store) and its failures are the screen's to show.
import { auditApi, type ExportAuditRecordsApiArg } from './generated/audit.gen';

const api = auditApi.enhanceEndpoints({
  endpoints: {
    listAuditRecords: { keepUnusedDataFor: 0 },
    getAuditRecord: { keepUnusedDataFor: 0 },
    exportAuditRecords: {
      query: (arg: ExportAuditRecordsApiArg) => ({
        url: '/api/audit_records/export',
        params: {
          actor: arg.actor,
          user_id: arg.userId,
          object_type: arg.objectType,
          object_id: arg.objectId,
          gas_station_id: arg.gasStationId,
          operation: arg.operation,
          from: arg.from,
          to: arg.to,
        },
        responseHandler: async (response: Response) =>
          response.ok ? response.text() : response.json().catch(() => null),
      }),
      keepUnusedDataFor: 0,
    },
  },
});

export const {
  useListAuditRecordsQuery,
  useGetAuditRecordQuery,
  useListAuditChoicesQuery,
  useLazyExportAuditRecordsQuery,
} = api;
export type {
  AuditRecord,
  AuditChange,
  AuditRecordList,
  AuditChoices,
  ListAuditRecordsApiArg,
} from './generated/audit.gen';
