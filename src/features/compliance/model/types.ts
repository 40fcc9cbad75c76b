// The contract's compliance types the presentational components take as props (they import
// nothing of the API layer themselves).
export type {
  ComplianceChange,
  ComplianceDay,
  ComplianceDayState,
  ComplianceFile,
  ComplianceFinding,
  ComplianceFindingDetail,
  ComplianceMonthlyReport,
  ComplianceMonthSummary,
  ComplianceReceivedFile,
  ComplianceRefusedFile,
  ComplianceRuleId,
  ComplianceSeverity,
  ComplianceStation,
  ComplianceValue,
} from '@/api/compliance';
