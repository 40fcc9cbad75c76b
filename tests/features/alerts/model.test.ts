import { ALL, DEFAULT_FILTERS, listQuery } from '@/features/alerts/model/filters';
import {
  itemsForPage,
  MAX_ALERT_ITEMS,
  pageableCount,
  pageSlice,
} from '@/features/alerts/model/pagination';
import { alertDay, subjectLink } from '@/features/alerts/model/subjectLink';
import { alertSummary } from '@/features/alerts/model/summary';
import { exampleText } from '@/features/alertRules/model/rulePreview';
import { CONDITION_KINDS } from '@/lib/alerts/conditionKinds';
import { demoAlerts } from '../../support/msw/alertsHandlers';

const [move, position, connector] = demoAlerts as [
  (typeof demoAlerts)[number],
  (typeof demoAlerts)[number],
  (typeof demoAlerts)[number],
];

describe('subjectLink', () => {
  it("opens a price alert's station prices on the alert's day", () => {
    expect(subjectLink(move, false)).toEqual({
      kind: 'prices',
      to: '/dashboard?tab=fuelPrice&station=1&date=2026-08-08',
    });
    expect(subjectLink(position, false)).toEqual({
      kind: 'prices',
      to: '/dashboard?tab=fuelPrice&station=2&date=2026-08-07',
    });
    // No day in the details: the day it opened.
    expect(alertDay({ ...move, details: {}, opened_at: '2026-08-05T23:00:00.000Z' })).toBe(
      '2026-08-05',
    );
    expect(alertDay({ ...move, details: { date: 'ayer' } })).toBe('2026-08-08');
  });

  it("opens a service alert's station charts on the month of its hour", () => {
    const service = {
      ...move,
      rule: { ...move.rule, kind: 'service_under_goal' as const },
      details: { at: '2026-07-31T18:00:00.000Z' },
    };
    expect(subjectLink(service, false)).toEqual({
      kind: 'service',
      to: '/dashboard?tab=serviceMetrics&station=1&date=2026-07-31',
    });
  });

  it("opens the connector's volumetric system for administrators only", () => {
    expect(subjectLink(connector, true)).toEqual({
      kind: 'connector',
      to: '/volumetric-suppliers/2/systems/4',
    });
    expect(subjectLink(connector, false)).toBeNull();
    expect(subjectLink({ ...connector, details: { last_error: 'x' } }, true)).toBeNull();
    expect(
      subjectLink({ ...connector, rule: { ...connector.rule, kind: 'delivery_failed' } }, true),
    ).toBeNull();
  });

  it("opens the station's volumetric controls of the alert's month, on its day, for administrators", () => {
    const compliance = (
      kind: 'compliance_report_missing' | 'compliance_monthly_due',
      details = {},
    ) => ({
      ...move,
      rule: { ...move.rule, kind },
      details,
    });
    expect(
      subjectLink(
        compliance('compliance_report_missing', { day: '2026-03-12', month: '2026-03' }),
        true,
      ),
    ).toEqual({ kind: 'compliance', to: '/compliance/1?month=2026-03&day=2026-03-12' });
    expect(
      subjectLink(
        compliance('compliance_monthly_due', { month: '2026-03', due_date: '2026-05-03' }),
        true,
      ),
    ).toEqual({ kind: 'compliance', to: '/compliance/1?month=2026-03' });
    expect(
      subjectLink(compliance('compliance_monthly_due', { month: '2026-03' }), false),
    ).toBeNull();
    expect(subjectLink(compliance('compliance_monthly_due', { month: 'marzo' }), true)).toBeNull();
  });
});

describe('alertSummary', () => {
  it('says what each kind saw, or the subject', () => {
    expect(alertSummary(move)).toEqual({
      key: 'summary.competitorDown',
      values: {
        competitor: 'Gasolinera Las Torres',
        fuel: 'regular',
        change: '0.30',
        before: '23.49',
        now: '23.19',
      },
    });
    expect(alertSummary({ ...move, details: { ...move.details, change: 0.3 } }).key).toBe(
      'summary.competitorUp',
    );
    expect(alertSummary(position)).toEqual({
      key: 'summary.notCheapest',
      values: {
        fuel: 'premium',
        own: '25.49',
        competitor: 'Servicio Valle Oriente',
        price: '25.29',
        day: '2026-08-07',
      },
    });
    expect(alertSummary(connector)).toEqual({
      key: 'summary.connector',
      values: { error: 'El proveedor respondió 503' },
    });
    expect(alertSummary({ ...move, details: {} })).toEqual({
      key: 'summary.subject',
      values: { subject: 'rival:10234:regular' },
    });
  });
});

describe('every kind', () => {
  // A kind the switches do not know fails to compile (unknownKind); this checks each one reads
  // an alert stored without details to the subject, no link or the kind's name.
  it.each(CONDITION_KINDS)('%s reads empty details without failing', (kind) => {
    const alert = { ...move, rule: { ...move.rule, kind }, details: {} };
    expect(alertSummary(alert).key).toMatch(/^summary\./);
    expect(() => subjectLink(alert, true)).not.toThrow();
    const example = {
      gas_station: { id: 1, name: 'G' },
      day: '2026-08-01',
      subject: 's',
      details: {},
    };
    expect(exampleText(kind, example)).toEqual({ key: 'other', values: { kind } });
  });

  it('a kind this client does not know (a newer server) shows the subject and no link', () => {
    const alert = { ...move, rule: { ...move.rule, kind: 'newer_kind' as never } };
    expect(alertSummary(alert)).toEqual({
      key: 'summary.subject',
      values: { subject: move.subject },
    });
    expect(subjectLink(alert, true)).toBeNull();
  });
});

describe('pagination', () => {
  it('asks for the rows up to the page and shows its slice', () => {
    expect(itemsForPage(0, 25)).toBe(25);
    expect(itemsForPage(2, 25)).toBe(75);
    expect(itemsForPage(100, 50)).toBe(MAX_ALERT_ITEMS);
    expect(pageSlice([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageableCount(12)).toBe(12);
    expect(pageableCount(5000)).toBe(MAX_ALERT_ITEMS);
  });
});

describe('filters', () => {
  it('starts on the open alerts and leaves out what is not filtered', () => {
    expect(listQuery(DEFAULT_FILTERS, 25)).toEqual({ items: 25, state: 'open' });
    expect(listQuery({ state: ALL, severity: 'critical', station: '3' }, 50)).toEqual({
      items: 50,
      severity: 'critical',
      gasStationId: 3,
    });
    expect(listQuery({ state: ALL, severity: ALL, station: 'x' }, 10)).toEqual({ items: 10 });
  });
});
