// The pre-audit's rules, each with its threshold and the legal source it comes from, in one
// table: every finding shows its rule's line beside the figures that broke it. What the SAT's
// schema already refuses (an alarm without its component, a figure with too many decimals) is
// refused when the file comes in, with the schema's error, and is no rule here.

export type ComplianceRuleId =
  | 'coverage'
  | 'continuity'
  | 'dailyBalance'
  | 'stockBounds'
  | 'ticketMismatch'
  | 'cfdiVolumes'
  | 'cfdiUuids'
  | 'monthlySum'
  | 'calibration'
  | 'eventSequence'
  | 'faultOpen'
  | 'dueDate';

export interface ComplianceRule {
  id: ComplianceRuleId;
  title: string;
  /** A share (0.005 is 0.5 %), litres, hours, a day of the month, or null where any difference counts. */
  threshold: number | null;
  source: string;
  /** What the station should do about a finding. */
  action: string;
}

/** Relative differences above this, for liquids, let the SAT presume undeclared income. */
export const LIQUID_TOLERANCE = 0.005;
/** Rounding noise of figures written with five decimal places. */
export const ROUNDING_LITRES = 0.001;
/** The monthly report is due on this day of the second month after it (by default). */
export const MONTHLY_DUE_DAY = 3;
/** A fault of the control system (communication, storage, network, power, emergency stop) is
 * to be attended within this many hours: the log must show its component back by then. */
export const FAULT_OPEN_HOURS = 72;

const CFF_28 = 'Código Fiscal de la Federación, art. 28 fr. I-B; RMF 2026, Anexo 21';
const CFF_55 = 'Código Fiscal de la Federación, art. 55 fr. VII; RMF 2026, Anexo 21';

export const COMPLIANCE_RULES: Record<ComplianceRuleId, ComplianceRule> = {
  coverage: {
    id: 'coverage',
    title: 'Reporte diario faltante o incompleto',
    threshold: null,
    source: `${CFF_28}; art. 81 fr. XXV (multa por reporte no enviado)`,
    action: 'Genere y envíe el reporte del día con todos sus tanques y productos.',
  },
  continuity: {
    id: 'continuity',
    title: 'La existencia inicial no es la final del día anterior',
    threshold: null,
    source: CFF_28,
    action: 'Revise la medición de cierre del día anterior y corrija el reporte que no coincida.',
  },
  dailyBalance: {
    id: 'dailyBalance',
    title: 'Balance del día fuera de tolerancia',
    threshold: LIQUID_TOLERANCE,
    source: CFF_55,
    action:
      'Revise recepciones, entregas y la medición del tanque; si la diferencia es real, el sistema debió registrar el evento 7 en la bitácora.',
  },
  stockBounds: {
    id: 'stockBounds',
    title: 'Existencia negativa o mayor que la capacidad útil',
    threshold: null,
    source: CFF_28,
    action: 'Revise la medición del tanque y su tabla de calibración.',
  },
  ticketMismatch: {
    id: 'ticketMismatch',
    title: 'Entregas distintas de los litros vendidos en tickets',
    threshold: LIQUID_TOLERANCE,
    source: CFF_55,
    action: 'Concilie las entregas de las mangueras con los tickets de venta del día.',
  },
  cfdiVolumes: {
    id: 'cfdiVolumes',
    title: 'Volúmenes distintos de los de sus CFDI',
    threshold: LIQUID_TOLERANCE,
    source: `${CFF_55}; complemento de expendio`,
    action: 'Revise que cada recepción y entrega tenga su CFDI con el volumen documentado.',
  },
  cfdiUuids: {
    id: 'cfdiUuids',
    title: 'Folio fiscal (UUID) mal formado o repetido',
    threshold: null,
    source: `${CFF_28}; complemento de expendio`,
    action: 'Corrija el folio fiscal del CFDI en el complemento.',
  },
  monthlySum: {
    id: 'monthlySum',
    title: 'El reporte mensual no es la suma de sus días',
    threshold: ROUNDING_LITRES,
    source: CFF_28,
    action: 'Genere de nuevo el reporte mensual a partir de los reportes diarios corregidos.',
  },
  calibration: {
    id: 'calibration',
    title: 'Calibración vencida',
    threshold: null,
    source: CFF_28,
    action: 'Programe la calibración del equipo y registre el nuevo vencimiento.',
  },
  eventSequence: {
    id: 'eventSequence',
    title: 'Bitácora con números de evento no consecutivos',
    threshold: null,
    source: CFF_28,
    action:
      'Pida al proveedor del sistema la bitácora completa: un hueco parece un registro borrado.',
  },
  faultOpen: {
    id: 'faultOpen',
    title: `Falla abierta más de ${FAULT_OPEN_HOURS} horas`,
    threshold: FAULT_OPEN_HOURS,
    source: `${CFF_28}; bitácora de eventos: fallas del sistema atendidas dentro de ${FAULT_OPEN_HOURS} horas`,
    action:
      'Repare el componente y pida al proveedor que registre en la bitácora su restablecimiento; documente la causa de la demora.',
  },
  dueDate: {
    id: 'dueDate',
    title: 'Reporte mensual por vencer o vencido',
    threshold: MONTHLY_DUE_DAY,
    source: `${CFF_28}; art. 81 fr. XXV y art. 82 fr. XXV (multa por envío tardío)`,
    action: 'Envíe el reporte mensual sin hallazgos antes de su fecha límite.',
  },
};

/** A rule's threshold as the checks apply it: the due date's is the configured due day. */
export const thresholdOf = (id: ComplianceRuleId, dueDay: number): number | null =>
  id === 'dueDate' ? dueDay : COMPLIANCE_RULES[id].threshold;
