// SAT volumetric control reports (the `Diario` and `Mensual` JSON) that the SAT's schemas
// accept, built from figures: dailyReport, reportsOfDays and monthlyReport make a service
// station's reports of one petrol product (tanks with their stock, receipts and deliveries, one
// dispenser per tank with one hose, the day's log), which the tests change one thing of to break
// one rule; stationMonthReports makes a station's month of reports of its three fuels from the
// litres it sold each day, with as many tanks and hoses as asked and chosen faults built in (the
// demo's compliance month, complianceDemo.ts; the compliance bench). Volumes in litres (UM03).
import { addDays } from '@/lib/dates/calendarDates';

export interface DailyReportOptions {
  /** The day, as AAAA-MM-DD; the cut-off is at 23:59:59 local (-06:00). */
  day?: string;
  tanks?: number;
  openingStock?: number;
  /** Litres received by each tank, with one purchase CFDI documenting them. */
  received?: number;
  /** Litres delivered by each tank (and its hose), with one sale CFDI documenting them. */
  delivered?: number;
  /** The first event number of the day's log (one event a day). */
  firstEvent?: number;
  /** A distinct seed for the day's CFDI folios. */
  serial?: number;
}

/** A CFDI folio made from two numbers, so that each day and tank gets its own. */
export const cfdiUuid = (serial: number, n: number) =>
  `${String(serial).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A service station's complement with one CFDI of `volume` litres. */
function expendioComplement(uuid: string, at: string, volume: number) {
  return {
    TipoComplemento: 'Expendio',
    Nacional: [
      {
        RfcClienteOProveedor: 'PMX990101AB1',
        NombreClienteOProveedor: 'Proveedor de combustibles',
        CFDIs: [
          {
            Cfdi: uuid,
            TipoCfdi: 'Ingreso',
            PrecioCompra: Math.round(volume * 21.5 * 100) / 100,
            PrecioDeVentaAlPublico: 23.5,
            PrecioVenta: Math.round(volume * 23.5 * 100) / 100,
            FechaYHoraTransaccion: at,
            VolumenDocumentado: { ValorNumerico: volume, UnidadDeMedida: 'UM03' },
          },
        ],
      },
    ],
  };
}

const litres = (value: number) => ({ ValorNumerico: value, UnidadDeMedida: 'UM03' });
const pad = (n: number) => String(n).padStart(4, '0');

/** The station of dailyReport and monthlyReport. */
const GAS_NORTE: StationIdentity = {
  rfc: 'GNO010101AB1',
  permit: 'PL/12345/EXP/ES/2016',
  installationKey: 'EDS-0001',
  description: 'Estación de servicio Gas Norte',
};

/** A tank's day, in the figures its report states (litres). */
interface TankDayFigures {
  n: number;
  day: string;
  /** Seeds the day's CFDI folios. */
  serial: number;
  fuelName: string;
  calibration: string;
  meterCalibration: string;
  opening: number;
  received: number;
  /** Litres the receipt's CFDI documents. */
  receiptCfdi: number;
  afterReceipt: number;
  delivered: number;
  deliveryOpening: number;
  deliveryClosing: number;
  closing: number;
  /** When the day's deliveries start and end (hh:mm:ss). */
  deliveries: [string, string];
}

const at = (day: string, time: string) => `${day}T${time}-06:00`;

/** A tank of a daily report: its stock, its receipt (if any) and its deliveries. */
function tankOfDay(t: TankDayFigures) {
  const tank = `TQS-EDS-${pad(t.n)}`;
  const [from, to] = t.deliveries;
  return {
    ClaveIdentificacionTanque: tank,
    'Localizaciony/oDescripcionTanque': `Tanque ${t.n} de ${t.fuelName.toLowerCase()}`,
    VigenciaCalibracionTanque: t.calibration,
    CapacidadTotalTanque: litres(60000),
    CapacidadOperativaTanque: litres(57000),
    CapacidadUtilTanque: litres(55000),
    CapacidadFondajeTanque: litres(2000),
    VolumenMinimoOperacion: litres(1000),
    EstadoTanque: 'O',
    Medidores: [
      {
        SistemaMedicionTanque: `SME-${tank}`,
        LocalizODescripSistMedicionTanque: `Sonda del tanque ${t.n}`,
        VigenciaCalibracionSistMedicionTanque: t.meterCalibration,
        IncertidumbreMedicionSistMedicionTanque: 0.005,
      },
    ],
    Existencias: {
      VolumenExistenciasAnterior: t.opening,
      VolumenAcumOpsRecepcion: litres(t.received),
      HoraRecepcionAcumulado: '23:59:59-06:00',
      VolumenAcumOpsEntrega: litres(t.delivered),
      HoraEntregaAcumulado: '23:59:59-06:00',
      VolumenExistencias: t.closing,
      FechaYHoraEstaMedicion: at(t.day, '23:59:59'),
      FechaYHoraMedicionAnterior: at(t.day, '00:00:00'),
    },
    Recepciones:
      t.received > 0
        ? {
            TotalRecepciones: 1,
            SumaVolumenRecepcion: litres(t.received),
            TotalDocumentos: 1,
            Recepcion: [
              {
                NumeroDeRegistro: t.n,
                VolumenInicialTanque: litres(t.opening),
                VolumenFinalTanque: t.afterReceipt,
                VolumenRecepcion: litres(t.received),
                Temperatura: 20,
                PresionAbsoluta: 101.325,
                FechaYHoraInicioRecepcion: at(t.day, '05:00:00'),
                FechaYHoraFinalRecepcion: at(t.day, '06:00:00'),
                Complemento: expendioComplement(
                  cfdiUuid(t.serial, t.n),
                  at(t.day, '05:00:00'),
                  t.receiptCfdi,
                ),
              },
            ],
          }
        : { TotalRecepciones: 0, SumaVolumenRecepcion: litres(0), TotalDocumentos: 0 },
    Entregas: {
      TotalEntregas: 1,
      SumaVolumenEntregado: litres(t.delivered),
      TotalDocumentos: 1,
      Entrega: [
        {
          NumeroDeRegistro: t.n,
          TipoDeRegistro: 'D',
          VolumenInicialTanque: litres(t.deliveryOpening),
          VolumenFinalTanque: t.deliveryClosing,
          VolumenEntregado: litres(t.delivered),
          Temperatura: 20,
          PresionAbsoluta: 101.325,
          FechaYHoraInicialEntrega: at(t.day, from),
          FechaYHoraFinalEntrega: at(t.day, to),
          Complemento: expendioComplement(
            cfdiUuid(t.serial, 100 + t.n),
            at(t.day, to),
            t.delivered,
          ),
        },
      ],
    },
  };
}

/** A hose's day: what it delivered, its totalizer after, its record number. */
interface HoseDay {
  delivered: number;
  totalizer: number;
  register: number;
}

/** The dispenser of tank `n`, with one hose per item of `hoses` (the first is MGA-0001). */
function dispenserOfDay(n: number, calibration: string, deliveredAt: string, hoses: HoseDay[]) {
  const dispenser = `DISP-${pad(n)}`;
  return {
    ClaveDispensario: dispenser,
    Medidores: [
      {
        SistemaMedicionDispensario: `SMD-${dispenser}`,
        LocalizODescripSistMedicionDispensario: `Dispensario ${n}`,
        VigenciaCalibracionSistMedicionDispensario: calibration,
        IncertidumbreMedicionSistMedicionDispensario: 0.005,
      },
    ],
    Manguera: hoses.map((hose, h) => ({
      IdentificadorManguera: `${dispenser}-MGA-${pad(h + 1)}`,
      Entregas: [
        {
          TotalEntregas: 1,
          SumaVolumenEntregado: litres(hose.delivered),
          TotalDocumentos: 1,
          Entrega: [
            {
              NumeroDeRegistro: hose.register,
              TipoDeRegistro: 'D',
              VolumenEntregadoTotalizadorAcum: litres(hose.totalizer),
              VolumenEntregadoTotalizadorInsta: litres(hose.delivered),
              FechaYHoraEntrega: deliveredAt,
            },
          ],
        },
      ],
    })),
  };
}

export function dailyReport(options: DailyReportOptions = {}): Record<string, unknown> {
  const {
    day = '2026-03-01',
    tanks = 1,
    openingStock = 20000,
    received = 0,
    delivered = 5000,
    firstEvent = 1,
    serial = Number(day.replaceAll('-', '')),
  } = options;
  const tank = (n: number) =>
    tankOfDay({
      n,
      day,
      serial,
      fuelName: 'gasolina regular',
      calibration: '2027-01-31',
      meterCalibration: '2027-01-31',
      opening: openingStock,
      received,
      receiptCfdi: received,
      afterReceipt: openingStock + received,
      delivered,
      deliveryOpening: openingStock,
      deliveryClosing: openingStock - delivered,
      closing: openingStock + received - delivered,
      deliveries: ['08:00:00', '20:00:00'],
    });
  const dispenser = (n: number) =>
    dispenserOfDay(n, '2027-01-31', at(day, '20:00:00'), [
      { delivered, totalizer: delivered, register: n },
    ]);
  const numbers = Array.from({ length: tanks }, (_, i) => i + 1);
  return {
    ...header(GAS_NORTE, tanks),
    FechaYHoraCorte: at(day, '23:59:59'),
    Producto: [
      {
        ClaveProducto: 'PR07',
        ClaveSubProducto: 'SP16',
        ComposOctanajeGasolina: 87,
        GasolinaConCombustibleNoFosil: 'No',
        MarcaComercial: 'Gasolina regular',
        Tanque: numbers.map(tank),
        Dispensario: numbers.map(dispenser),
      },
    ],
    Bitacora: [
      {
        NumeroRegistro: firstEvent,
        FechaYHoraEvento: at(day, '06:00:00'),
        UsuarioResponsable: 'Operador',
        TipoEvento: 5,
        DescripcionEvento: 'Inicio de operaciones del día',
      },
    ],
  };
}

/**
 * The daily reports of `days` consecutive days from `first`, each tank opening with the stock
 * the day before closed with; `change` may break one day.
 */
export function reportsOfDays(
  first: string,
  days: number,
  options: Omit<DailyReportOptions, 'day' | 'openingStock' | 'firstEvent'> & {
    openingStock?: number;
  } = {},
): Record<string, unknown>[] {
  const { openingStock = 20000, received = 6000, delivered = 5000 } = options;
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    return dailyReport({
      ...options,
      day,
      openingStock: openingStock + i * (received - delivered),
      received,
      delivered,
      firstEvent: i + 1,
    });
  });
}

/** A monthly report declaring per product the given totals (litres) and closing stock. */
export function monthlyReport(totals: {
  month: string;
  received: number;
  delivered: number;
  closing: number;
}): Record<string, unknown> {
  const reportedAt = `${totals.month}-28T10:00:00-06:00`;
  return {
    ...header(GAS_NORTE, 1),
    FechaYHoraReporteMes: reportedAt,
    Producto: [
      {
        ClaveProducto: 'PR07',
        ClaveSubProducto: 'SP16',
        ComposOctanajeGasolina: 87,
        GasolinaConCombustibleNoFosil: 'No',
        ReporteDeVolumenMensual: {
          ControlDeExistencias: {
            VolumenExistenciasMes: totals.closing,
            FechaYHoraEstaMedicionMes: reportedAt,
          },
          Recepciones: {
            TotalRecepcionesMes: 1,
            SumaVolumenRecepcionMes: litres(totals.received),
            TotalDocumentosMes: 1,
            ImporteTotalRecepcionesMensual: Math.round(totals.received * 21.5 * 100) / 100,
            Complemento: [expendioComplement(cfdiUuid(1, 1), reportedAt, totals.received)],
          },
          Entregas: {
            TotalEntregasMes: 1,
            SumaVolumenEntregadoMes: litres(totals.delivered),
            TotalDocumentosMes: 1,
            ImporteTotalEntregasMes: Math.round(totals.delivered * 23.5 * 100) / 100,
            Complemento: [expendioComplement(cfdiUuid(1, 2), reportedAt, totals.delivered)],
          },
        },
      },
    ],
    BitacoraMensual: [
      {
        NumeroRegistro: 1,
        FechaYHoraEvento: reportedAt,
        TipoEvento: 5,
        DescripcionEvento: 'Generación del reporte mensual',
      },
    ],
  };
}

/** The fuels of a station's month, as the SAT names them, and the ticket product of each. */
export const STATION_FUELS = [
  { product: 1, key: 'PR07', sub: 'SP16', name: 'Gasolina regular', octane: 87 },
  { product: 2, key: 'PR07', sub: 'SP17', name: 'Gasolina premium', octane: 92 },
  { product: 3, key: 'PR03', sub: 'SP18', name: 'Diésel', octane: null },
] as const;

export type FuelProduct = (typeof STATION_FUELS)[number]['product'];

export interface StationIdentity {
  rfc: string;
  permit: string;
  installationKey: string;
  description: string;
}

/** Faults built into a month (each on one day and fuel: the first tank of that fuel). */
export interface MonthFaults {
  /** No daily report that day. */
  missingDay?: string;
  /** The tank measures this share less than its books at that day's cut-off, without event 7. */
  balanceGap?: { day: string; product: FuelProduct; share: number };
  /** The tank opens that day with these litres more than it closed with the day before. */
  continuityBreak?: { day: string; product: FuelProduct; litres: number };
  /** The tank's calibration is valid only until this day. */
  expiredCalibration?: { product: FuelProduct; until: string };
  /** That day's receipt of the fuel is documented by a CFDI of these litres less. */
  cfdiShortfall?: { day: string; product: FuelProduct; litres: number };
}

export interface StationMonthInput {
  identity: StationIdentity;
  /** AAAA-MM. */
  month: string;
  /** The month's days (AAAA-MM-DD), in order. */
  days: readonly string[];
  /** Litres sold per `day|product` (the station's sales tickets): what the fuel's hoses delivered. */
  sold: ReadonlyMap<string, number>;
  /** Each tank's stock when the month opens. */
  openingStock?: number;
  /** The station's tanks, the fuels in turn (tank 1 regular, 2 premium, 3 diesel, 4 regular…). */
  tanks?: number;
  /** The hoses of each tank's dispenser (one dispenser per tank). */
  hosesPerTank?: number;
  faults?: MonthFaults;
}

export interface NamedReport {
  name: string;
  json: Record<string, unknown>;
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;
const r2 = (value: number) => Math.round(value * 100) / 100;
/** A tank is refilled to this when the day would leave it under RESTOCK_BELOW. */
const RESTOCK_TO = 45000;
const RESTOCK_BELOW = 8000;

/** `total` litres in `parts` equal shares of three decimals that add up to it exactly. */
function shares(total: number, parts: number): number[] {
  const each = r3(total / parts);
  return Array.from({ length: parts }, (_, i) =>
    i < parts - 1 ? each : r3(total - each * (parts - 1)),
  );
}

/** The fuel's product fields of a report. */
function fuelFields(fuel: (typeof STATION_FUELS)[number]) {
  return fuel.octane === null
    ? { ClaveProducto: fuel.key, ClaveSubProducto: fuel.sub, DieselConCombustibleNoFosil: 'No' }
    : {
        ClaveProducto: fuel.key,
        ClaveSubProducto: fuel.sub,
        ComposOctanajeGasolina: fuel.octane,
        GasolinaConCombustibleNoFosil: 'No',
      };
}

function header(identity: StationIdentity, tanks: number) {
  return {
    Version: '1.0',
    RfcContribuyente: identity.rfc,
    RfcRepresentanteLegal: 'PEGJ800101AB1',
    RfcProveedor: 'SCV990101XY2',
    Caracter: 'permisionario',
    ModalidadPermiso: 'PER2',
    NumPermiso: identity.permit,
    ClaveInstalacion: identity.installationKey,
    DescripcionInstalacion: identity.description,
    NumeroPozos: 0,
    NumeroTanques: tanks,
    NumeroDuctosEntradaSalida: 0,
    NumeroDuctosTransporteDistribucion: 0,
    NumeroDispensarios: tanks,
  };
}

/**
 * A station's daily reports of a month (by default one tank, dispenser and hose per fuel; each
 * day's deliveries of a fuel the litres sold, shared equally among its tanks and their hoses; a
 * tank refilled when the day would leave it low; one event a day, numbered on) and its monthly
 * report (the sums of the days it has). Deterministic.
 */
export function stationMonthReports(input: StationMonthInput): {
  daily: NamedReport[];
  monthly: NamedReport;
} {
  const { identity, month, faults = {}, hosesPerTank = 1 } = input;
  const tankCount = input.tanks ?? STATION_FUELS.length;
  const tanksOf = new Map(
    STATION_FUELS.map((fuel, f) => [
      fuel.product,
      Array.from({ length: tankCount }, (_, i) => i + 1).filter(
        (n) => (n - 1) % STATION_FUELS.length === f,
      ),
    ]),
  );
  const fuels = STATION_FUELS.filter((fuel) => tanksOf.get(fuel.product)!.length > 0);
  const allTanks = [...tanksOf.values()].flat();
  const hoses = Array.from({ length: hosesPerTank }, (_, h) => h);
  const stock = new Map(allTanks.map((n) => [n, input.openingStock ?? 30000]));
  const totalizer = new Map<string, number>(
    allTanks.flatMap((n) => hoses.map((h) => [`${n}|${h}`, 1_250_000])),
  );
  const totals = new Map(STATION_FUELS.map((f) => [f.product, { received: 0, delivered: 0 }]));
  const daily: NamedReport[] = [];
  let event = 0;
  for (const day of input.days) {
    if (day === faults.missingDay) continue;
    const serial = Number(day.replaceAll('-', ''));
    event += 1;
    const products = fuels.map((fuel) => {
      const p = fuel.product;
      const numbers = tanksOf.get(p)!;
      const deliveries = shares(r3(input.sold.get(`${day}|${p}`) ?? 0), numbers.length);
      const sum = totals.get(p)!;
      const tanks = numbers.map((n, k) => {
        // A fault is on the fuel's first tank.
        const faulty = (fault: { product: FuelProduct; day?: string } | undefined) =>
          k === 0 && fault?.product === p && (fault.day === undefined || fault.day === day);
        const delivered = deliveries[k]!;
        const broken = faults.continuityBreak;
        const opening = r3(stock.get(n)! + (faulty(broken) ? broken!.litres : 0));
        const short = faults.cfdiShortfall;
        const forced = faulty(short);
        const received =
          forced || opening - delivered < RESTOCK_BELOW
            ? Math.ceil((RESTOCK_TO - opening) / 1000) * 1000
            : 0;
        const book = r3(opening + received - delivered);
        const gap = faults.balanceGap;
        const closing = faulty(gap) ? r3(book * (1 - gap!.share)) : book;
        stock.set(n, closing);
        sum.received = r3(sum.received + received);
        sum.delivered = r3(sum.delivered + delivered);
        const calibration = faulty(faults.expiredCalibration)
          ? faults.expiredCalibration!.until
          : '2027-06-30';
        const figures: TankDayFigures = {
          n,
          day,
          serial,
          fuelName: fuel.name,
          calibration,
          meterCalibration: '2027-06-30',
          opening,
          received,
          receiptCfdi: forced ? r3(received - short!.litres) : received,
          afterReceipt: r3(opening + received),
          delivered,
          deliveryOpening: r3(opening + received),
          deliveryClosing: book,
          closing,
          deliveries: ['00:00:00', '23:59:59'],
        };
        return figures;
      });
      return {
        ...fuelFields(fuel),
        MarcaComercial: fuel.name,
        Tanque: tanks.map(tankOfDay),
        Dispensario: tanks.map((t) =>
          dispenserOfDay(
            t.n,
            '2027-06-30',
            at(day, '23:59:59'),
            shares(t.delivered, hosesPerTank).map((delivered, h) => {
              const key = `${t.n}|${h}`;
              totalizer.set(key, r3(totalizer.get(key)! + delivered));
              return {
                delivered,
                totalizer: totalizer.get(key)!,
                register: (t.n - 1) * hosesPerTank + h + 1,
              };
            }),
          ),
        ),
      };
    });
    daily.push({
      name: `D_${identity.rfc}_${day}_${identity.installationKey}.json`,
      json: {
        ...header(identity, tankCount),
        FechaYHoraCorte: at(day, '23:59:59'),
        Producto: products,
        Bitacora: [
          {
            NumeroRegistro: event,
            FechaYHoraEvento: at(day, '06:00:00'),
            UsuarioResponsable: 'Operador',
            TipoEvento: 5,
            DescripcionEvento: 'Inicio de operaciones del día',
          },
        ],
      },
    });
  }
  const reportedAt = `${input.days.at(-1)}T23:59:59-06:00`;
  const monthlyProducts = fuels.map((fuel) => {
    const i = STATION_FUELS.indexOf(fuel);
    const sum = totals.get(fuel.product)!;
    const closing = tanksOf.get(fuel.product)!.reduce((s, n) => s + stock.get(n)!, 0);
    return {
      ...fuelFields(fuel),
      MarcaComercial: fuel.name,
      ReporteDeVolumenMensual: {
        ControlDeExistencias: {
          VolumenExistenciasMes: r3(closing),
          FechaYHoraEstaMedicionMes: reportedAt,
        },
        Recepciones: {
          TotalRecepcionesMes: 1,
          SumaVolumenRecepcionMes: litres(sum.received),
          TotalDocumentosMes: 1,
          ImporteTotalRecepcionesMensual: r2(sum.received * 21.5),
          Complemento: [expendioComplement(cfdiUuid(1, 10 + i), reportedAt, sum.received)],
        },
        Entregas: {
          TotalEntregasMes: 1,
          SumaVolumenEntregadoMes: litres(sum.delivered),
          TotalDocumentosMes: 1,
          ImporteTotalEntregasMes: r2(sum.delivered * 23.5),
          Complemento: [expendioComplement(cfdiUuid(1, 20 + i), reportedAt, sum.delivered)],
        },
      },
    };
  });
  return {
    daily,
    monthly: {
      name: `M_${identity.rfc}_${month}_${identity.installationKey}.json`,
      json: {
        ...header(identity, tankCount),
        FechaYHoraReporteMes: reportedAt,
        Producto: monthlyProducts,
        BitacoraMensual: [
          {
            NumeroRegistro: 1,
            FechaYHoraEvento: reportedAt,
            TipoEvento: 5,
            DescripcionEvento: 'Generación del reporte mensual',
          },
        ],
      },
    },
  };
}
