// The facts of a volumetric control report that its schema accepted (satReportValidator.ts):
// who and where it is from, and per product its tanks, hoses, events and CFDIs. Only what the
// checks and the screens use; the file itself is kept as it came. Volumes stay in the unit the
// report gives them (litres for petrol products).

/** A report the SAT's schema accepted, read loosely: the schema already vouched for the shape. */
type Json = Record<string, unknown>;

export interface ReportIdentity {
  rfc: string;
  /** The CRE permit (`PL/…/EXP/ES/…`), when the report gives it. */
  permit: string | null;
  installationKey: string;
}

export interface TankDay {
  product: string;
  tank: string;
  usableCapacity: number;
  tankCalibrationUntil: string;
  /** The earliest expiry of the tank's measuring systems. */
  meterCalibrationUntil: string | null;
  /** The largest measurement uncertainty of its systems (0.005 is ±0.5 %). */
  uncertainty: number | null;
  opening: number;
  received: number;
  delivered: number;
  closing: number;
}

export interface HoseDay {
  product: string;
  dispenser: string;
  hose: string;
  delivered: number;
  deliveries: number;
  /** The accumulated totalizer at its last delivery of the day. */
  totalizer: number | null;
  dispenserCalibrationUntil: string | null;
}

export interface ReportEvent {
  number: number;
  at: string;
  type: number;
  description: string;
  component: string | null;
}

export interface ReportCfdi {
  uuid: string;
  type: string;
  at: string;
  volume: number;
  /** A purchase behind a receipt, or a sale behind a delivery. */
  direction: 'receipt' | 'delivery';
  product: string;
}

export interface DailyFacts extends ReportIdentity {
  /** The day reported, as written in the cut-off (its own offset): AAAA-MM-DD. */
  day: string;
  cutOff: string;
  tanks: TankDay[];
  hoses: HoseDay[];
  events: ReportEvent[];
  cfdis: ReportCfdi[];
}

export interface ProductMonth {
  product: string;
  closing: number | null;
  received: number;
  delivered: number;
  receipts: number;
  deliveries: number;
}

export interface MonthlyFacts extends ReportIdentity {
  /** AAAA-MM of the month reported. */
  month: string;
  reportedAt: string;
  products: ProductMonth[];
  events: ReportEvent[];
  cfdis: ReportCfdi[];
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const object = (value: unknown): Json =>
  value && typeof value === 'object' ? (value as Json) : {};
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
const volume = (value: unknown): number => number(object(value).ValorNumerico);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const earliest = (dates: (string | null)[]): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;

/**
 * A product as the report names it: its key and sub-key (PR07/SP16 is regular petrol, PR07/SP17
 * premium), since both petrols share PR07.
 */
export const productKey = (product: Json): string =>
  [product.ClaveProducto, product.ClaveSubProducto].filter(Boolean).join('/');

function identity(report: Json): ReportIdentity {
  return {
    rfc: String(report.RfcContribuyente),
    permit: text(report.NumPermiso),
    installationKey: String(report.ClaveInstalacion),
  };
}

function events(entries: unknown): ReportEvent[] {
  return list(entries).map((event) => ({
    number: number(event.NumeroRegistro),
    at: String(event.FechaYHoraEvento),
    type: number(event.TipoEvento),
    description: String(event.DescripcionEvento),
    component: text(event.IdentificacionComponenteAlarma),
  }));
}

/** The CFDIs of the national operations of one complement (or a list of them). */
function cfdisOf(complement: unknown, direction: ReportCfdi['direction'], product: string) {
  const complements = Array.isArray(complement) ? complement : [complement];
  return complements.flatMap((one) =>
    list(object(one).Nacional).flatMap((party) =>
      list(party.CFDIs).map((cfdi) => ({
        uuid: String(cfdi.Cfdi),
        type: String(cfdi.TipoCfdi),
        at: String(cfdi.FechaYHoraTransaccion),
        volume: volume(cfdi.VolumenDocumentado),
        direction,
        product,
      })),
    ),
  );
}

function tankDay(product: string, tank: Json): TankDay {
  const stock = object(tank.Existencias);
  const meters = list(tank.Medidores);
  const uncertainties = meters
    .map((meter) => meter.IncertidumbreMedicionSistMedicionTanque)
    .filter((u): u is number => typeof u === 'number');
  return {
    product,
    tank: String(tank.ClaveIdentificacionTanque),
    usableCapacity: volume(tank.CapacidadUtilTanque),
    tankCalibrationUntil: String(tank.VigenciaCalibracionTanque),
    meterCalibrationUntil: earliest(
      meters.map((meter) => text(meter.VigenciaCalibracionSistMedicionTanque)),
    ),
    uncertainty: uncertainties.length > 0 ? Math.max(...uncertainties) : null,
    opening: number(stock.VolumenExistenciasAnterior),
    received: volume(stock.VolumenAcumOpsRecepcion),
    delivered: volume(stock.VolumenAcumOpsEntrega),
    closing: number(stock.VolumenExistencias),
  };
}

function hoseDays(product: string, dispenser: Json): HoseDay[] {
  const calibration = earliest(
    list(dispenser.Medidores).map((meter) =>
      text(meter.VigenciaCalibracionSistMedicionDispensario),
    ),
  );
  return list(dispenser.Manguera).map((hose) => {
    const summaries = list(hose.Entregas);
    const deliveries = summaries.flatMap((summary) => list(summary.Entrega));
    const totalizers = deliveries.map((d) => volume(d.VolumenEntregadoTotalizadorAcum));
    return {
      product,
      dispenser: String(dispenser.ClaveDispensario),
      hose: String(hose.IdentificadorManguera),
      delivered: summaries.reduce((sum, s) => sum + volume(s.SumaVolumenEntregado), 0),
      deliveries: summaries.reduce((sum, s) => sum + number(s.TotalEntregas), 0),
      totalizer: totalizers.length > 0 ? Math.max(...totalizers) : null,
      dispenserCalibrationUntil: calibration,
    };
  });
}

/** The facts of a daily report (`D_…`). */
export function dailyFacts(report: Json): DailyFacts {
  const cutOff = String(report.FechaYHoraCorte);
  const products = list(report.Producto);
  return {
    ...identity(report),
    day: cutOff.slice(0, 10),
    cutOff,
    tanks: products.flatMap((p) => list(p.Tanque).map((tank) => tankDay(productKey(p), tank))),
    hoses: products.flatMap((p) =>
      list(p.Dispensario).flatMap((dispenser) => hoseDays(productKey(p), dispenser)),
    ),
    events: events(report.Bitacora),
    cfdis: products.flatMap((p) =>
      list(p.Tanque).flatMap((tank) => [
        ...list(object(tank.Recepciones).Recepcion).flatMap((r) =>
          cfdisOf(r.Complemento, 'receipt', productKey(p)),
        ),
        ...list(object(tank.Entregas).Entrega).flatMap((d) =>
          cfdisOf(d.Complemento, 'delivery', productKey(p)),
        ),
      ]),
    ),
  };
}

/**
 * The facts of a monthly report (`M_…`) of `month` (AAAA-MM). The report dates only its own
 * making (`FechaYHoraReporteMes`, days or weeks after the month), so the month comes from
 * where the file came in: the file's name or the month chosen on upload.
 */
export function monthlyFacts(report: Json, month: string): MonthlyFacts {
  const reportedAt = String(report.FechaYHoraReporteMes);
  const products = list(report.Producto);
  return {
    ...identity(report),
    month,
    reportedAt,
    products: products.map((p) => {
      const month = object(p.ReporteDeVolumenMensual);
      const receipts = object(month.Recepciones);
      const deliveries = object(month.Entregas);
      const stock = object(month.ControlDeExistencias);
      return {
        product: productKey(p),
        closing:
          typeof stock.VolumenExistenciasMes === 'number' ? stock.VolumenExistenciasMes : null,
        received: volume(receipts.SumaVolumenRecepcionMes),
        delivered: volume(deliveries.SumaVolumenEntregadoMes),
        receipts: number(receipts.TotalRecepcionesMes),
        deliveries: number(deliveries.TotalEntregasMes),
      };
    }),
    events: events(report.BitacoraMensual),
    cfdis: products.flatMap((p) => {
      const month = object(p.ReporteDeVolumenMensual);
      return [
        ...cfdisOf(object(month.Recepciones).Complemento, 'receipt', productKey(p)),
        ...cfdisOf(object(month.Entregas).Complemento, 'delivery', productKey(p)),
      ];
    }),
  };
}
