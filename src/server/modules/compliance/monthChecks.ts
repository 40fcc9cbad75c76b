// The pre-audit of one station's month: its daily reports, its monthly report and the litres of
// the sales tickets Surtidor holds, checked against the rules of complianceRules.ts. Pure: the
// caller reads the facts and the tickets, and stores what this returns.
import {
  addDays,
  addMonths,
  daysThrough,
  DEFAULT_STATION_ZONE,
  firstOfMonth,
  lastOfMonth,
} from '@/lib/dates/calendarDates';
import { instantOfOffsetDateTime, lastSecondOfDayIn } from '@/lib/dates/zonedTimes';
import {
  FAULT_OPEN_HOURS,
  LIQUID_TOLERANCE,
  MONTHLY_DUE_DAY,
  ROUNDING_LITRES,
  type ComplianceRuleId,
} from './complianceRules';
import type { DailyFacts, MonthlyFacts, ReportCfdi, TankDay } from './reportFacts';

export interface MonthInput {
  /** AAAA-MM. */
  month: string;
  /** The station's date today (AAAA-MM-DD): days after it are not due yet. */
  today: string;
  /** The station's time zone: where its days end. */
  timeZone?: string;
  /** The month's daily reports, at most one a day. */
  days: DailyFacts[];
  /** The last daily report of the month before, for the continuity of the first day. */
  previousDay?: DailyFacts | null;
  /** The first daily reports of the month after (its first three days): a fault logged near
   * the month's end may be closed there. */
  followingDays?: DailyFacts[];
  monthly?: MonthlyFacts | null;
  /** Litres sold per day and product (`AAAA-MM-DD|PR07/SP16`), from the station's tickets. */
  ticketLitres?: ReadonlyMap<string, number>;
  /** The day of the second month after that the monthly report is due (3 by default). */
  dueDay?: number;
  /** Warn this many days before the due date. */
  warnDays?: number;
}

export type Figures = Record<string, number | string>;

export interface Finding {
  rule: ComplianceRuleId;
  /** The day it concerns, or null for the month. */
  day: string | null;
  /** The tank, hose, product, event or CFDI it concerns. */
  subject: string | null;
  figures: Figures;
  message: string;
}

/** A CFDI folio: 8-4-4-4-12 hexadecimal digits, not one digit repeated (as the SAT's pattern). */
const UUID =
  /^(?!([0-9a-f])\1{7}-\1{4}-\1{4}-\1{4}-\1{12}$)[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
/** The control system logs event 7 when a tank's balance is out of tolerance. */
const BALANCE_EVENT = 7;
/**
 * The event types of Anexo 21's catalogue that open a fault of the control system: 15
 * communication problems, 16 storage failure, 17 network failure, 18 power failure, 19
 * transmission error, 21 emergency stop. Each names its component (the schema requires it).
 */
const FAULT_EVENTS = new Set([15, 16, 17, 18, 19, 21]);
/** Types that are no alarm (1 system administration … 6 verifications): a later one naming the
 * fault's component logs it back in operation, which closes the fault. */
const CLOSING_EVENTS = new Set([1, 2, 3, 4, 5, 6]);
const HOUR_MS = 3_600_000;

const round = (value: number, places = 3) => Number(value.toFixed(places));
/** The share `difference` is of `base` (a difference on nothing counts whole). */
const share = (difference: number, base: number) =>
  base === 0 ? (Math.abs(difference) > ROUNDING_LITRES ? 1 : 0) : Math.abs(difference) / base;
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;
const litres = (value: number) => `${round(value).toLocaleString('es-MX')} L`;

function finding(
  rule: ComplianceRuleId,
  day: string | null,
  subject: string | null,
  figures: Figures,
  message: string,
): Finding {
  return { rule, day, subject, figures, message };
}

/** When the month's report is due: day `dueDay` of the second month after it. */
export function monthlyDueDate(month: string, dueDay = MONTHLY_DUE_DAY): string {
  const dueMonth = addMonths(`${month}-01`, 2);
  return `${dueMonth.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
}

function coverage(input: MonthInput): Finding[] {
  const first = firstOfMonth(`${input.month}-01`);
  const last = [lastOfMonth(first), input.today].sort()[0]!;
  if (last < first) return [];
  const byDay = new Map(input.days.map((d) => [d.day, d]));
  // The tanks a day should report: those the station reported on any day of the month.
  const tanks = new Set(input.days.flatMap((d) => d.tanks.map((t) => `${t.tank}|${t.product}`)));
  const out: Finding[] = [];
  // The day of `today` is still open: its report comes after the cut-off.
  for (const day of daysThrough(first, last).filter((d) => d < input.today)) {
    const report = byDay.get(day);
    if (!report) {
      out.push(finding('coverage', day, null, {}, `No hay reporte diario del ${day}.`));
      continue;
    }
    const reported = new Set(report.tanks.map((t) => `${t.tank}|${t.product}`));
    for (const tank of [...tanks].filter((t) => !reported.has(t))) {
      const [name, product] = tank.split('|');
      out.push(
        finding(
          'coverage',
          day,
          name!,
          { producto: product! },
          `El reporte del ${day} no incluye el tanque ${name} (${product}).`,
        ),
      );
    }
  }
  return out;
}

function continuity(input: MonthInput): Finding[] {
  const ordered = [...input.days].sort((a, b) => a.day.localeCompare(b.day));
  const out: Finding[] = [];
  ordered.forEach((report, index) => {
    const before = index === 0 ? input.previousDay : ordered[index - 1];
    if (!before) return;
    const closing = new Map(before.tanks.map((t) => [`${t.tank}|${t.product}`, t.closing]));
    for (const tank of report.tanks) {
      const previous = closing.get(`${tank.tank}|${tank.product}`);
      if (previous === undefined || Math.abs(previous - tank.opening) <= ROUNDING_LITRES) continue;
      out.push(
        finding(
          'continuity',
          report.day,
          tank.tank,
          {
            cierreAnterior: round(previous),
            inicial: round(tank.opening),
            diaAnterior: before.day,
          },
          `El tanque ${tank.tank} abre el ${report.day} con ${litres(tank.opening)} y cerró el ${before.day} con ${litres(previous)}.`,
        ),
      );
    }
  });
  return out;
}

function dailyBalance(report: DailyFacts, tank: TankDay): Finding | null {
  const book = tank.opening + tank.received - tank.delivered;
  const gap = tank.closing - book;
  const gapShare = share(gap, tank.closing);
  if (gapShare <= LIQUID_TOLERANCE) return null;
  const logged = report.events.some((event) => event.type === BALANCE_EVENT);
  return finding(
    'dailyBalance',
    report.day,
    tank.tank,
    {
      inicial: round(tank.opening),
      recepciones: round(tank.received),
      entregas: round(tank.delivered),
      existenciaEnLibros: round(book),
      existenciaMedida: round(tank.closing),
      diferencia: round(gap),
      porcentaje: round(gapShare * 100, 2),
      evento7: logged ? 'registrado' : 'no registrado',
    },
    `El tanque ${tank.tank} cerró el ${report.day} con ${litres(tank.closing)} medidos y ${litres(book)} en libros: ${percent(gapShare)} de diferencia${logged ? '' : ', sin el evento 7 en la bitácora'}.`,
  );
}

function stockBounds(report: DailyFacts, tank: TankDay): Finding[] {
  return [
    ['inicial', tank.opening],
    ['final', tank.closing],
  ].flatMap(([moment, stock]) => {
    const value = stock as number;
    if (value >= -ROUNDING_LITRES && value <= tank.usableCapacity + ROUNDING_LITRES) return [];
    const what =
      value < 0 ? 'negativa' : `mayor que su capacidad útil de ${litres(tank.usableCapacity)}`;
    return [
      finding(
        'stockBounds',
        report.day,
        tank.tank,
        { existencia: round(value), capacidadUtil: round(tank.usableCapacity), momento: moment! },
        `La existencia ${moment} del tanque ${tank.tank} el ${report.day} es ${what}: ${litres(value)}.`,
      ),
    ];
  });
}

function calibrations(report: DailyFacts): Finding[] {
  const expired = (until: string | null) => until !== null && until < report.day;
  const out: Finding[] = [];
  for (const tank of report.tanks) {
    if (expired(tank.tankCalibrationUntil))
      out.push(calibration(report.day, tank.tank, 'del tanque', tank.tankCalibrationUntil));
    if (expired(tank.meterCalibrationUntil))
      out.push(
        calibration(report.day, tank.tank, 'del medidor del tanque', tank.meterCalibrationUntil!),
      );
  }
  const dispensers = new Map(report.hoses.map((h) => [h.dispenser, h.dispenserCalibrationUntil]));
  for (const [dispenser, until] of dispensers) {
    if (expired(until)) out.push(calibration(report.day, dispenser, 'del dispensario', until!));
  }
  return out;
}

function calibration(day: string, subject: string, what: string, until: string): Finding {
  return finding(
    'calibration',
    day,
    subject,
    { vigencia: until },
    `La calibración ${what} ${subject} venció el ${until}.`,
  );
}

function eventSequence(input: MonthInput): Finding[] {
  const numbers = input.days
    .flatMap((d) => d.events.map((e) => ({ number: e.number, day: d.day })))
    .sort((a, b) => a.number - b.number);
  const out: Finding[] = [];
  for (let i = 1; i < numbers.length; i++) {
    const previous = numbers[i - 1]!;
    const current = numbers[i]!;
    if (current.number === previous.number) {
      out.push(
        finding(
          'eventSequence',
          current.day,
          `Evento ${current.number}`,
          { numero: current.number },
          `El número de evento ${current.number} aparece más de una vez en la bitácora del mes.`,
        ),
      );
    } else if (current.number > previous.number + 1) {
      const missing = current.number - previous.number - 1;
      out.push(
        finding(
          'eventSequence',
          current.day,
          missing === 1
            ? `Evento ${previous.number + 1}`
            : `Eventos ${previous.number + 1}–${current.number - 1}`,
          { anterior: previous.number, siguiente: current.number },
          missing === 1
            ? `Falta el evento ${previous.number + 1} entre el ${previous.day} y el ${current.day}.`
            : `Faltan los eventos ${previous.number + 1} a ${current.number - 1} entre el ${previous.day} y el ${current.day}.`,
        ),
      );
    }
  }
  return out;
}

/** Sums of numbers by key. */
function totals<T>(items: T[], key: (item: T) => string, value: (item: T) => number) {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + value(item));
  return out;
}

function ticketMismatch(input: MonthInput): Finding[] {
  const tickets = input.ticketLitres;
  if (!tickets) return [];
  const delivered = totals(
    input.days.flatMap((d) => d.hoses.map((h) => ({ day: d.day, hose: h }))),
    ({ day, hose }) => `${day}|${hose.product}`,
    ({ hose }) => hose.delivered,
  );
  const month = input.month;
  const keys = new Set([
    ...delivered.keys(),
    ...[...tickets.keys()].filter((k) => k.startsWith(month)),
  ]);
  const out: Finding[] = [];
  for (const key of [...keys].sort()) {
    const [day, product] = key.split('|') as [string, string];
    if (day >= input.today) continue;
    const reported = delivered.get(key) ?? 0;
    const sold = tickets.get(key) ?? 0;
    const gapShare = share(reported - sold, sold);
    if (gapShare <= LIQUID_TOLERANCE) continue;
    const message = !delivered.has(key)
      ? `Hay ${litres(sold)} de ${product} en tickets del ${day} y ninguna entrega en el reporte.`
      : sold === 0
        ? `El reporte del ${day} entrega ${litres(reported)} de ${product} y no hay tickets de ese día.`
        : `Las mangueras entregaron ${litres(reported)} de ${product} el ${day} y los tickets suman ${litres(sold)}: ${percent(gapShare)} de diferencia.`;
    out.push(
      finding(
        'ticketMismatch',
        day,
        product,
        { entregas: round(reported), tickets: round(sold), porcentaje: round(gapShare * 100, 2) },
        message,
      ),
    );
  }
  return out;
}

function cfdiVolumes(report: DailyFacts): Finding[] {
  const out: Finding[] = [];
  const products = new Set(report.tanks.map((t) => t.product));
  for (const product of products) {
    const tanks = report.tanks.filter((t) => t.product === product);
    for (const direction of ['receipt', 'delivery'] as const) {
      const cfdis = report.cfdis.filter((c) => c.product === product && c.direction === direction);
      // A day without CFDIs in its complement is told by coverage of the complement, not here.
      if (cfdis.length === 0) continue;
      const documented = cfdis.reduce((sum, c) => sum + c.volume, 0);
      const moved = tanks.reduce(
        (sum, t) => sum + (direction === 'receipt' ? t.received : t.delivered),
        0,
      );
      const gapShare = share(moved - documented, documented);
      if (gapShare <= LIQUID_TOLERANCE) continue;
      const what = direction === 'receipt' ? 'Las recepciones' : 'Las entregas';
      out.push(
        finding(
          'cfdiVolumes',
          report.day,
          product,
          {
            volumen: round(moved),
            volumenDocumentado: round(documented),
            porcentaje: round(gapShare * 100, 2),
            cfdis: cfdis.length,
          },
          `${what} de ${product} del ${report.day} suman ${litres(moved)} y sus CFDI documentan ${litres(documented)}: ${percent(gapShare)} de diferencia.`,
        ),
      );
    }
  }
  return out;
}

function cfdiUuids(input: MonthInput): Finding[] {
  const seen = new Map<string, string>();
  const out: Finding[] = [];
  const all: { day: string | null; cfdi: ReportCfdi }[] = input.days.flatMap((d) =>
    d.cfdis.map((cfdi) => ({ day: d.day, cfdi })),
  );
  for (const { day, cfdi } of all) {
    const uuid = cfdi.uuid.toLowerCase();
    if (!UUID.test(uuid)) {
      out.push(
        finding(
          'cfdiUuids',
          day,
          cfdi.uuid,
          {},
          `El folio fiscal ${cfdi.uuid} no es un UUID válido.`,
        ),
      );
      continue;
    }
    const first = seen.get(uuid);
    if (first !== undefined) {
      out.push(
        finding(
          'cfdiUuids',
          day,
          cfdi.uuid,
          { primeraVez: first },
          `El folio fiscal ${cfdi.uuid} ya se declaró el ${first}.`,
        ),
      );
    } else {
      seen.set(uuid, day ?? '');
    }
  }
  return out;
}

function monthlySum(input: MonthInput): Finding[] {
  const monthly = input.monthly;
  if (!monthly) return [];
  const ordered = [...input.days].sort((a, b) => a.day.localeCompare(b.day));
  const lastDay = ordered.at(-1);
  const out: Finding[] = [];
  for (const product of monthly.products) {
    const tanks = ordered.flatMap((d) => d.tanks.filter((t) => t.product === product.product));
    const figures: [string, string, number, number | null][] = [
      ['recepciones', 'recepciones', product.received, tanks.reduce((s, t) => s + t.received, 0)],
      ['entregas', 'entregas', product.delivered, tanks.reduce((s, t) => s + t.delivered, 0)],
      [
        'existenciaFinal',
        'existencia final',
        product.closing ?? 0,
        lastDay
          ? lastDay.tanks
              .filter((t) => t.product === product.product)
              .reduce((s, t) => s + t.closing, 0)
          : null,
      ],
    ];
    for (const [key, label, reported, summed] of figures) {
      if (summed === null || Math.abs(reported - summed) <= ROUNDING_LITRES) continue;
      out.push(
        finding(
          'monthlySum',
          null,
          product.product,
          { concepto: key, mensual: round(reported), sumaDeDias: round(summed) },
          `El reporte mensual declara ${litres(reported)} de ${label} de ${product.product} y los días suman ${litres(summed)}.`,
        ),
      );
    }
  }
  return out;
}

/** '2026-03-08T14:05:00-06:00' as the log wrote it, to the minute: '2026-03-08 14:05'. */
const logTime = (text: string) => text.slice(0, 16).replace('T', ' ');

/**
 * Faults of the month's log not closed within FAULT_OPEN_HOURS: no later event of a closing type
 * names their component by then. Judged only when the reports at hand reach past the deadline
 * (their latest cut-off), else it is too early to tell.
 */
function faultsOpen(input: MonthInput): Finding[] {
  const zone = input.timeZone ?? DEFAULT_STATION_ZONE;
  const reports = [...input.days, ...(input.followingDays ?? [])];
  const logged = reports.flatMap((report) =>
    report.events.flatMap((event) => {
      const ms = instantOfOffsetDateTime(event.at);
      return ms === null ? [] : [{ ...event, day: report.day, ms }];
    }),
  );
  // The log is known up to the end of the last day reported.
  const reach = Math.max(...reports.map((r) => lastSecondOfDayIn(r.day, zone).getTime()));
  const out: Finding[] = [];
  for (const fault of logged) {
    if (!FAULT_EVENTS.has(fault.type) || fault.component === null) continue;
    if (!fault.day.startsWith(input.month)) continue;
    const deadline = fault.ms + FAULT_OPEN_HOURS * HOUR_MS;
    const closing = logged
      .filter(
        (event) =>
          event.ms > fault.ms &&
          CLOSING_EVENTS.has(event.type) &&
          event.component === fault.component,
      )
      .sort((a, b) => a.ms - b.ms)[0];
    if (closing ? closing.ms <= deadline : reach < deadline) continue;
    const hours = round(((closing?.ms ?? reach) - fault.ms) / HOUR_MS, 1);
    const what = `La falla del evento ${fault.number} (${fault.component}) del ${logTime(fault.at)}`;
    out.push(
      finding(
        'faultOpen',
        fault.day,
        fault.component,
        {
          numero: fault.number,
          tipo: fault.type,
          desde: logTime(fault.at),
          horas: hours,
          cierre: closing ? logTime(closing.at) : 'sin cierre',
        },
        closing
          ? `${what} se cerró hasta el ${logTime(closing.at)}: ${hours} horas, más de ${FAULT_OPEN_HOURS}.`
          : `${what} sigue abierta tras ${hours} horas, más de ${FAULT_OPEN_HOURS}: ningún evento registra que el componente se restableció.`,
      ),
    );
  }
  return out;
}

function dueDate(input: MonthInput, hasFindings: boolean): Finding[] {
  const due = monthlyDueDate(input.month, input.dueDay);
  const warnFrom = addDays(due, -(input.warnDays ?? 7));
  const clean = input.monthly && !hasFindings;
  if (clean || input.today < warnFrom || input.today <= lastOfMonth(`${input.month}-01`)) return [];
  const overdue = input.today > due;
  const state = !input.monthly ? 'no se ha recibido' : 'tiene hallazgos';
  return [
    finding(
      'dueDate',
      null,
      null,
      { fechaLimite: due, estado: overdue ? 'vencido' : 'por vencer' },
      overdue
        ? `El reporte mensual de ${input.month} venció el ${due} y ${state}.`
        : `El reporte mensual de ${input.month} vence el ${due} y ${state}.`,
    ),
  ];
}

/** Every finding of the month, by day then rule. */
export function checkMonth(input: MonthInput): Finding[] {
  const monthDays = input.days.filter((d) => d.day.startsWith(input.month));
  const scoped = { ...input, days: monthDays };
  const perDay = monthDays.flatMap((report) => [
    ...report.tanks.flatMap((tank) => {
      const balance = dailyBalance(report, tank);
      return [...(balance ? [balance] : []), ...stockBounds(report, tank)];
    }),
    ...calibrations(report),
    ...cfdiVolumes(report),
  ]);
  const findings = [
    ...coverage(scoped),
    ...continuity(scoped),
    ...perDay,
    ...ticketMismatch(scoped),
    ...cfdiUuids(scoped),
    ...eventSequence(scoped),
    ...faultsOpen(scoped),
    ...monthlySum(scoped),
  ];
  const all = [...findings, ...dueDate(scoped, findings.length > 0)];
  return all.sort(
    (a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999') || a.rule.localeCompare(b.rule),
  );
}
