// The shapes the rule screens' presentational components draw: the contract's own types
// (through the API layer; only types, so components still take plain props and never import
// the API).
import type { AlertRule, AlertSeverity } from '@/api/alertRules';

export type AlertRuleView = AlertRule;
export type AlertSeverityView = AlertSeverity;
