// The pre-audit's table of rules: each rule is keyed by its id and says, in Spanish, what it
// finds, the law behind it and what to do; and the threshold each rule shows is the one the
// month's checks apply (a difference at the threshold passes, one litre beyond it is found).
import { COMPLIANCE_RULES, type ComplianceRuleId } from '@/server/modules/compliance';
import { checkMonth, monthlyDueDate } from '@/server/modules/compliance/monthChecks';
import { dailyFacts, monthlyFacts } from '@/server/modules/compliance/reportFacts';
import { dailyReport, monthlyReport, reportsOfDays } from '@/server/demo/satReports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY = '2026-03-01';
/** The fixture's day: 20,000 L opening, nothing received, 5,000 L delivered by its one hose. */
const BOOK = 15000;
const DELIVERED = 5000;

/** The findings of a one-day month, the day after it. */
const audit = (report: Json, ticketLitres?: Map<string, number>) =>
  checkMonth({ month: '2026-03', today: '2026-03-02', days: [dailyFacts(report)], ticketLitres });
const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule);

/** The least base `b` for which `difference / b` stays within `threshold` of `total`. */
const leastWithin = (total: number, threshold: number) => Math.ceil(total / (1 + threshold));

it('keys each rule by its id, with its title, legal source and action in Spanish', () => {
  const ids: ComplianceRuleId[] = [
    'coverage',
    'continuity',
    'dailyBalance',
    'stockBounds',
    'ticketMismatch',
    'cfdiVolumes',
    'cfdiUuids',
    'monthlySum',
    'calibration',
    'eventSequence',
    'faultOpen',
    'dueDate',
  ];
  expect(Object.keys(COMPLIANCE_RULES).sort()).toEqual([...ids].sort());
  for (const [key, rule] of Object.entries(COMPLIANCE_RULES)) {
    expect(rule.id).toBe(key);
    expect(rule.title).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
    expect(rule.source).toContain('Código Fiscal de la Federación, art.');
    expect(rule.action).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/);
  }
  const titles = Object.values(COMPLIANCE_RULES).map((r) => r.title);
  expect(new Set(titles).size).toBe(titles.length);
});

it('shows as the liquid rules’ threshold the 0.5 % the checks allow', () => {
  const liquid = (['dailyBalance', 'ticketMismatch', 'cfdiVolumes'] as const).map(
    (id) => COMPLIANCE_RULES[id].threshold,
  );
  expect(liquid).toEqual([0.005, 0.005, 0.005]);
  expect(rules(audit(dailyReport({ day: DAY })))).toEqual([]);

  // The daily balance: the measured closing against the books, as a share of the measured.
  const closing = (litres: number) => {
    const report = dailyReport({ day: DAY }) as Json;
    report.Producto[0].Tanque[0].Existencias.VolumenExistencias = litres;
    return rules(audit(report));
  };
  const least = leastWithin(BOOK, COMPLIANCE_RULES.dailyBalance.threshold!);
  expect(closing(least)).toEqual([]);
  expect(closing(least - 1)).toEqual(['dailyBalance']);

  // The hoses' deliveries against the litres of the day's tickets, as a share of the tickets.
  const sold = (litres: number) =>
    rules(audit(dailyReport({ day: DAY }), new Map([[`${DAY}|PR07/SP16`, litres]])));
  const leastSold = leastWithin(DELIVERED, COMPLIANCE_RULES.ticketMismatch.threshold!);
  expect(sold(leastSold)).toEqual([]);
  expect(sold(leastSold - 1)).toEqual(['ticketMismatch']);

  // The deliveries against the volume their CFDIs document, as a share of the documented.
  const documented = (litres: number) => {
    const report = dailyReport({ day: DAY }) as Json;
    const cfdi = report.Producto[0].Tanque[0].Entregas.Entrega[0].Complemento.Nacional[0].CFDIs[0];
    cfdi.VolumenDocumentado.ValorNumerico = litres;
    return rules(audit(report));
  };
  const leastDocumented = leastWithin(DELIVERED, COMPLIANCE_RULES.cfdiVolumes.threshold!);
  expect(documented(leastDocumented)).toEqual([]);
  expect(documented(leastDocumented - 1)).toEqual(['cfdiVolumes']);
});

it('shows as the monthly sum’s threshold the rounding it forgives', () => {
  const rounding = COMPLIANCE_RULES.monthlySum.threshold!;
  expect(rounding).toBe(0.001);
  const declared = (received: number) =>
    rules(
      checkMonth({
        month: '2026-03',
        today: '2026-03-02',
        days: [dailyFacts(dailyReport({ day: DAY, received: 0 }))],
        monthly: monthlyFacts(
          monthlyReport({ month: '2026-03', received, delivered: DELIVERED, closing: BOOK }),
          '2026-03',
        ),
      }),
    );
  expect(declared(rounding / 2)).toEqual([]);
  expect(declared(rounding * 2)).toEqual(['monthlySum']);
});

it('shows as the due date’s threshold the day of the second month after', () => {
  expect(COMPLIANCE_RULES.dueDate.threshold).toBe(3);
  expect(monthlyDueDate('2026-03')).toBe('2026-05-03');
  expect(monthlyDueDate('2026-12')).toBe('2027-02-03');
});

it('shows as the open fault’s threshold the hours the check allows before its closing event', () => {
  const hours = COMPLIANCE_RULES.faultOpen.threshold!;
  expect(hours).toBe(72);
  const at = (day: string, time: string) => `${day}T${time}-06:00`;
  /** A power failure of the UCC on the 1st at 06:00, logged back on the 4th at `time`. */
  const closedAt = (time: string) => {
    const reports = reportsOfDays(DAY, 4) as Json[];
    Object.assign(reports[0]!.Bitacora[0], {
      TipoEvento: 18,
      DescripcionEvento: 'Falla de energía',
      IdentificacionComponenteAlarma: 'UCC-01',
    });
    Object.assign(reports[3]!.Bitacora[0], {
      FechaYHoraEvento: at('2026-03-04', time),
      TipoEvento: 1,
      DescripcionEvento: 'Energía restablecida',
      IdentificacionComponenteAlarma: 'UCC-01',
    });
    const days = reports.map((report) => dailyFacts(report));
    return rules(checkMonth({ month: '2026-03', today: '2026-03-05', days }));
  };
  expect(closedAt('06:00:00')).toEqual([]);
  expect(closedAt('06:01:00')).toEqual(['faultOpen']);
});
