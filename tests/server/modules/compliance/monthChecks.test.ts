// The month's pre-audit, rule by rule: a clean month of reports that the SAT's schema accepts
// has no finding, and each test breaks exactly one rule in those files and finds exactly it.
import {
  checkMonth,
  dailyFacts,
  monthlyDueDate,
  monthlyFacts,
  satReportErrors,
  type MonthInput,
} from '@/server/modules/compliance';
import { cfdiUuid, monthlyReport, reportsOfDays } from '@/server/demo/satReports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MONTH = '2026-03';
const DAYS = 31;
/** Six thousand litres in and five thousand out a day, from 20,000 L: the books close. */
const RECEIVED = 6000;
const DELIVERED = 5000;
const TODAY = '2026-04-10';

function month(change: (reports: Json[]) => void = () => undefined) {
  const reports = reportsOfDays(`${MONTH}-01`, DAYS, {
    received: RECEIVED,
    delivered: DELIVERED,
  }) as Json[];
  change(reports);
  for (const report of reports) expect(satReportErrors('daily', report)).toEqual([]);
  return reports;
}

const tickets = (litresOf: (day: string) => number = () => DELIVERED) =>
  new Map(
    Array.from({ length: DAYS }, (_, i) => {
      const day = `${MONTH}-${String(i + 1).padStart(2, '0')}`;
      return [`${day}|PR07/SP16`, litresOf(day)] as const;
    }),
  );

const cleanMonthly = () =>
  monthlyReport({
    month: MONTH,
    received: RECEIVED * DAYS,
    delivered: DELIVERED * DAYS,
    closing: 20000 + DAYS * (RECEIVED - DELIVERED),
  });

function audit(reports: Json[], input: Partial<MonthInput> = {}, monthly: Json = cleanMonthly()) {
  expect(satReportErrors('monthly', monthly)).toEqual([]);
  return checkMonth({
    month: MONTH,
    today: TODAY,
    days: reports.map((report) => dailyFacts(report)),
    monthly: monthlyFacts(monthly, MONTH),
    ticketLitres: tickets(),
    ...input,
  });
}

const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule);
const tank = (report: Json | undefined) => report!.Producto[0].Tanque[0];

it('finds nothing in a clean month', () => {
  expect(audit(month())).toEqual([]);
});

it('coverage: a day without its report, and nothing for today, still open', () => {
  const findings = audit(month((reports) => reports.splice(9, 1)));
  // The missing day also breaks the chain of stock and of events, leaves its tickets without
  // deliveries, and the monthly totals without its figures.
  expect(findings.map((f) => [f.rule, f.day])).toEqual([
    ['coverage', '2026-03-10'],
    ['ticketMismatch', '2026-03-10'],
    ['continuity', '2026-03-11'],
    ['eventSequence', '2026-03-11'],
    ['monthlySum', null],
    ['monthlySum', null],
  ]);
  expect(findings[0]!.message).toBe('No hay reporte diario del 2026-03-10.');
  expect(findings[3]!.message).toBe('Falta el evento 10 entre el 2026-03-09 y el 2026-03-11.');
  // Before the month ends, only the days gone by are due (today's report comes after its cut-off).
  const early = month().slice(0, 2);
  expect(audit(early, { today: '2026-03-03', monthly: null, ticketLitres: undefined })).toEqual([]);
  expect(
    rules(audit(early, { today: '2026-03-04', monthly: null, ticketLitres: undefined })),
  ).toEqual(['coverage']);
});

it('continuity: a day that does not open with the closing of the day before', () => {
  const findings = audit(
    month((reports) => {
      const stock = tank(reports[14]).Existencias;
      stock.VolumenExistenciasAnterior += 300;
      stock.VolumenExistencias += 300;
    }),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'continuity',
      day: '2026-03-15',
      subject: 'TQS-EDS-0001',
      figures: { cierreAnterior: 34000, inicial: 34300, diaAnterior: '2026-03-14' },
    }),
    // The next day opens with the new closing, as it should; the month's closing is unchanged.
    expect.objectContaining({ rule: 'continuity', day: '2026-03-16' }),
  ]);
});

it('daily balance: a gap beyond 0.5 % of the measured stock, without its event 7', () => {
  const gap = (reports: Json[], litres: number) => {
    tank(reports[4]).Existencias.VolumenExistencias -= litres;
    for (const later of reports.slice(5)) {
      tank(later).Existencias.VolumenExistenciasAnterior -= litres;
      tank(later).Existencias.VolumenExistencias -= litres;
    }
  };
  // 0.8 % of the 25,000 L closing of 5 March is 200 L.
  const findings = audit(
    month((reports) => gap(reports, 200)),
    {},
    monthlyReport({
      month: MONTH,
      received: RECEIVED * DAYS,
      delivered: DELIVERED * DAYS,
      closing: 20000 + DAYS * (RECEIVED - DELIVERED) - 200,
    }),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'dailyBalance',
      day: '2026-03-05',
      figures: expect.objectContaining({
        existenciaEnLibros: 25000,
        existenciaMedida: 24800,
        diferencia: -200,
        evento7: 'no registrado',
      }),
      message: expect.stringContaining('sin el evento 7 en la bitácora'),
    }),
  ]);
  // 0.4 % passes.
  expect(
    rules(
      audit(
        month((reports) => gap(reports, 100)),
        {},
        monthlyReport({
          month: MONTH,
          received: RECEIVED * DAYS,
          delivered: DELIVERED * DAYS,
          closing: 20000 + DAYS * (RECEIVED - DELIVERED) - 100,
        }),
      ),
    ),
  ).toEqual([]);
});

it('stock bounds: above the usable capacity', () => {
  const findings = audit(
    month((reports) => {
      tank(reports[0]).CapacidadUtilTanque.ValorNumerico = 20500;
    }),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'stockBounds',
      day: '2026-03-01',
      figures: { existencia: 21000, capacidadUtil: 20500, momento: 'final' },
    }),
  ]);
});

it('tickets: deliveries beyond 0.5 % of the litres sold, and days with tickets and no report', () => {
  const findings = audit(month(), {
    ticketLitres: tickets((day) => (day === '2026-03-07' ? 4900 : DELIVERED)),
  });
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'ticketMismatch',
      day: '2026-03-07',
      figures: { entregas: 5000, tickets: 4900, porcentaje: 2.04 },
    }),
  ]);
  const within = audit(month(), {
    ticketLitres: tickets((day) => (day === '2026-03-07' ? 4990 : DELIVERED)),
  });
  expect(within).toEqual([]);
});

it('CFDIs: a documented volume that does not match, and a folio declared twice', () => {
  const volumes = audit(
    month((reports) => {
      tank(
        reports[2],
      ).Recepciones.Recepcion[0].Complemento.Nacional[0].CFDIs[0].VolumenDocumentado.ValorNumerico =
        5800;
    }),
  );
  expect(volumes).toEqual([
    expect.objectContaining({
      rule: 'cfdiVolumes',
      day: '2026-03-03',
      figures: { volumen: 6000, volumenDocumentado: 5800, porcentaje: 3.45, cfdis: 1 },
    }),
  ]);
  const repeated = audit(
    month((reports) => {
      tank(reports[3]).Recepciones.Recepcion[0].Complemento.Nacional[0].CFDIs[0].Cfdi = cfdiUuid(
        20260302,
        1,
      );
    }),
  );
  expect(repeated).toEqual([
    expect.objectContaining({
      rule: 'cfdiUuids',
      day: '2026-03-04',
      figures: { primeraVez: '2026-03-02' },
    }),
  ]);
});

it('monthly report: totals that are not the sum of the days', () => {
  const findings = audit(
    month(),
    {},
    monthlyReport({
      month: MONTH,
      received: RECEIVED * DAYS + 1000,
      delivered: DELIVERED * DAYS,
      closing: 20000 + DAYS * (RECEIVED - DELIVERED),
    }),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'monthlySum',
      day: null,
      figures: { concepto: 'recepciones', mensual: 187000, sumaDeDias: 186000 },
    }),
  ]);
});

it('calibrations expired at the day of the report', () => {
  const findings = audit(
    month((reports) => (tank(reports[20]).VigenciaCalibracionTanque = '2026-03-20')),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      rule: 'calibration',
      day: '2026-03-21',
      figures: { vigencia: '2026-03-20' },
    }),
  ]);
});

it('log: an alarm without its component is refused by the schema itself', () => {
  const report = month()[1]!;
  report.Bitacora[0].TipoEvento = 9;
  expect(satReportErrors('daily', report).map((e) => e.field)).toEqual([
    '$.Bitacora[0].IdentificacionComponenteAlarma',
  ]);
});

it('log: event numbers that skip or repeat across the month', () => {
  const findings = audit(month((reports) => (reports[5]!.Bitacora[0].NumeroRegistro = 40)));
  expect(findings.map((f) => f.message)).toEqual([
    // Numbered 40 on the 6th: 32 to 39 never came after the 31st's event, and 6 is gone.
    'Faltan los eventos 32 a 39 entre el 2026-03-31 y el 2026-03-06.',
    'Falta el evento 6 entre el 2026-03-05 y el 2026-03-07.',
  ]);
  const repeated = audit(month((reports) => (reports[5]!.Bitacora[0].NumeroRegistro = 5)));
  expect(repeated.map((f) => f.message)).toEqual([
    'El número de evento 5 aparece más de una vez en la bitácora del mes.',
    'Falta el evento 6 entre el 2026-03-06 y el 2026-03-07.',
  ]);
});

describe('log: a fault left open more than 72 hours', () => {
  /** The day's one event (number kept, so the sequence holds) made a power failure of the UCC. */
  const fault = (report: Json) =>
    Object.assign(report.Bitacora[0], {
      TipoEvento: 18,
      DescripcionEvento: 'Falla de energía en la UCC',
      IdentificacionComponenteAlarma: 'UCC-01',
    });
  /** The day's one event made the UCC's return to operation. */
  const restored = (report: Json) =>
    Object.assign(report.Bitacora[0], {
      TipoEvento: 1,
      DescripcionEvento: 'Restablecimiento de energía de la UCC',
      IdentificacionComponenteAlarma: 'UCC-01',
    });

  it('passes a fault whose component is logged back within 72 hours', () => {
    expect(
      audit(
        month((reports) => {
          fault(reports[4]!); // the 5th at 06:00
          restored(reports[7]!); // the 8th at 06:00: exactly 72 hours
        }),
      ),
    ).toEqual([]);
  });

  it('finds a fault closed after 72 hours, and one never closed', () => {
    const late = audit(
      month((reports) => {
        fault(reports[4]!);
        restored(reports[8]!); // the 9th at 06:00: 96 hours
      }),
    );
    expect(late).toEqual([
      {
        rule: 'faultOpen',
        day: '2026-03-05',
        subject: 'UCC-01',
        figures: {
          numero: 5,
          tipo: 18,
          desde: '2026-03-05 06:00',
          horas: 96,
          cierre: '2026-03-09 06:00',
        },
        message:
          'La falla del evento 5 (UCC-01) del 2026-03-05 06:00 se cerró hasta el 2026-03-09 06:00: 96 horas, más de 72.',
      },
    ]);
    const open = audit(month((reports) => fault(reports[19]!)));
    expect(open).toEqual([
      expect.objectContaining({
        rule: 'faultOpen',
        day: '2026-03-20',
        figures: expect.objectContaining({ cierre: 'sin cierre', horas: 282 }),
      }),
    ]);
    // Another component logged back closes nothing.
    const other = audit(
      month((reports) => {
        fault(reports[4]!);
        restored(reports[5]!).IdentificacionComponenteAlarma = 'DISP-0001';
      }),
    );
    expect(rules(other)).toEqual(['faultOpen']);
  });

  it('waits for the reports to reach the deadline: a fault near the month end closes in the next', () => {
    const reports = month((all) => fault(all[29]!)); // the 30th at 06:00
    // Up to the 31st's end only 66 hours have gone by: too early to tell.
    expect(audit(reports)).toEqual([]);
    const april = reportsOfDays('2026-04-01', 3, {
      received: RECEIVED,
      delivered: DELIVERED,
    }) as Json[];
    expect(rules(audit(reports, { followingDays: april.map((r) => dailyFacts(r)) }))).toEqual([
      'faultOpen',
    ]);
    restored(april[1]!); // April 2nd at 06:00: 72 hours
    expect(audit(reports, { followingDays: april.map((r) => dailyFacts(r)) })).toEqual([]);
  });
});

it('due date: the third day of the second month after, warned a week before', () => {
  expect(monthlyDueDate(MONTH)).toBe('2026-05-03');
  expect(monthlyDueDate('2026-12', 5)).toBe('2027-02-05');
  const reports = month();
  expect(audit(reports, { today: '2026-04-25', monthly: null })).toEqual([]);
  expect(audit(reports, { today: '2026-04-28', monthly: null })).toEqual([
    expect.objectContaining({
      rule: 'dueDate',
      figures: { fechaLimite: '2026-05-03', estado: 'por vencer' },
    }),
  ]);
  expect(audit(reports, { today: '2026-05-04', monthly: null })).toEqual([
    expect.objectContaining({
      rule: 'dueDate',
      figures: { fechaLimite: '2026-05-03', estado: 'vencido' },
    }),
  ]);
  // A clean monthly report already in: nothing to warn of.
  expect(audit(reports, { today: '2026-05-01' })).toEqual([]);
});
