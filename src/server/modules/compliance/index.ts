// Volumetric compliance: the SAT's daily and monthly reports checked before they are filed.
export { satReportErrors, type SatReportKind } from './satReportValidator';
export { dailyFacts, monthlyFacts, type DailyFacts, type MonthlyFacts } from './reportFacts';
export { checkMonth, monthlyDueDate, type Finding, type MonthInput } from './monthChecks';
export { COMPLIANCE_RULES, type ComplianceRule, type ComplianceRuleId } from './complianceRules';
export { handlers } from './handlers';
export { checkMonthNow, DUE_WARN_DAYS } from './monthCheck';
export { compliancePdfFacts, type CompliancePdfFacts } from './pdfFacts';
export { receiveReports, type IntakeInput, type IntakeResult } from './intake';
export { alignMonthlyDueDates, listFindings, monthSummary } from './complianceStore';
