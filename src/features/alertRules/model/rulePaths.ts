// Where the rule screens live (route paths of the route table).
export const ALERT_RULES_PATH = '/alert-rules';
export const NEW_ALERT_RULE_PATH = '/alert-rules/new';
export const editAlertRulePath = (id: number) => `/alert-rules/${id}`;
/** The rules listed (the contract's first page; at most 1000). */
export const RULE_LIST_ROWS = 200;
