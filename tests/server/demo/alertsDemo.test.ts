// The demo's alert rules fire on the real history: its inbox has alerts on first start, opened
// and resolved on the history's days, and the next evaluation of the latest day agrees with
// them (nothing opens or resolves).
import { evaluateAlertRules } from '@/server/modules/alerts';
import { DEMO_ALERT_RULES } from '@/server/demo/alertsDemo';
import { startTestServer, type TestServer } from '../../support/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

it('ships rules with alerts of the history, which the evaluation keeps as they are', async () => {
  const rules = await s.db
    .selectFrom('alert_rules')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      DEMO_ALERT_RULES.map((r) => r.name),
    )
    .execute();
  expect(rules).toHaveLength(DEMO_ALERT_RULES.length);
  const alerts = await s.db
    .selectFrom('alerts')
    .select(['rule_id', 'subject_key', 'state', 'opened_at', 'resolved_at'])
    .where(
      'rule_id',
      'in',
      rules.map((r) => r.id),
    )
    .execute();
  expect(alerts.length).toBeGreaterThan(0);
  for (const a of alerts) {
    const day = a.opened_at.toISOString().slice(0, 10);
    expect(day >= '2026-07-09' && day <= '2026-08-08').toBe(true);
    if (a.state === 'resolved') {
      expect(a.resolved_at!.getTime()).toBeGreaterThan(a.opened_at.getTime());
    }
  }
  const moveRule = rules.find((r) => r.name === DEMO_ALERT_RULES[0]!.name)!;
  expect(alerts.filter((a) => a.rule_id === moveRule.id).length).toBeGreaterThan(0);
  const summary = await evaluateAlertRules(s.db, 'prices', {
    ruleIds: rules.map((r) => r.id),
  });
  expect(summary).toMatchObject({ date: '2026-08-08', opened: 0, resolved: 0 });
});
