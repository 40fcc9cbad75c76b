// SAT volumetric control reports (the `Diario` and `Mensual` JSON) that the SAT's schemas
// accept, built from figures: dailyReport, reportsOfDays and monthlyReport make a service
// station's reports of one petrol product (tanks with their stock, receipts and deliveries, one
// dispenser per tank with one hose, the day's log), which the tests change one thing of to break
// one rule; stationMonthReports makes a station's month of reports of its three fuels from the
// litres it sold each day, with chosen faults built in (the demo's compliance month,
// complianceDemo.ts). Volumes in litres (UM03).
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
  const at = (time: string) => `${day}T${time}-06:00`;
  const tank = (n: number) => ({
    ClaveIdentificacionTanque: `TQS-EDS-${pad(n)}`,
    'Localizaciony/oDescripcionTanque': `Tanque ${n} de gasolina regular`,
    VigenciaCalibracionTanque: '2027-01-31',
    CapacidadTotalTanque: litres(60000),
    CapacidadOperativaTanque: litres(57000),
    CapacidadUtilTanque: litres(55000),
    CapacidadFondajeTanque: litres(2000),
    VolumenMinimoOperacion: litres(1000),
    EstadoTanque: 'O',
    Medidores: [
      {
        SistemaMedicionTanque: `SME-TQS-EDS-${pad(n)}`,
        LocalizODescripSistMedicionTanque: `Sonda del tanque ${n}`,
        VigenciaCalibracionSistMedicionTanque: '2027-01-31',
        IncertidumbreMedicionSistMedicionTanque: 0.005,
      },
    ],
    Existencias: {
      VolumenExistenciasAnterior: openingStock,
      VolumenAcumOpsRecepcion: litres(received),
      HoraRecepcionAcumulado: '23:59:59-06:00',
      VolumenAcumOpsEntrega: litres(delivered),
      HoraEntregaAcumulado: '23:59:59-06:00',
      VolumenExistencias: openingStock + received - delivered,
      FechaYHoraEstaMedicion: at('23:59:59'),
      FechaYHoraMedicionAnterior: at('00:00:00'),
    },
    Recepciones:
      received > 0
        ? {
            TotalRecepciones: 1,
            SumaVolumenRecepcion: litres(received),
            TotalDocumentos: 1,
            Recepcion: [
              {
                NumeroDeRegistro: n,
                VolumenInicialTanque: litres(openingStock),
                VolumenFinalTanque: openingStock + received,
                VolumenRecepcion: litres(received),
                Temperatura: 20,
                PresionAbsoluta: 101.325,
                FechaYHoraInicioRecepcion: at('05:00:00'),
                FechaYHoraFinalRecepcion: at('06:00:00'),
                Complemento: expendioComplement(cfdiUuid(serial, n), at('05:00:00'), received),
              },
            ],
          }
        : { TotalRecepciones: 0, SumaVolumenRecepcion: litres(0), TotalDocumentos: 0 },
    Entregas: {
      TotalEntregas: 1,
      SumaVolumenEntregado: litres(delivered),
      TotalDocumentos: 1,
      Entrega: [
        {
          NumeroDeRegistro: n,
          TipoDeRegistro: 'D',
          VolumenInicialTanque: litres(openingStock),
          VolumenFinalTanque: openingStock - delivered,
          VolumenEntregado: litres(delivered),
          Temperatura: 20,
          PresionAbsoluta: 101.325,
          FechaYHoraInicialEntrega: at('08:00:00'),
          FechaYHoraFinalEntrega: at('20:00:00'),
          Complemento: expendioComplement(cfdiUuid(serial, 100 + n), at('20:00:00'), delivered),
        },
      ],
    },
  });
  const dispenser = (n: number) => ({
    ClaveDispensario: `DISP-${pad(n)}`,
    Medidores: [
      {
        SistemaMedicionDispensario: `SMD-DISP-${pad(n)}`,
        LocalizODescripSistMedicionDispensario: `Dispensario ${n}`,
        VigenciaCalibracionSistMedicionDispensario: '2027-01-31',
        IncertidumbreMedicionSistMedicionDispensario: 0.005,
      },
    ],
    Manguera: [
      {
        IdentificadorManguera: `DISP-${pad(n)}-MGA-0001`,
        Entregas: [
          {
            TotalEntregas: 1,
            SumaVolumenEntregado: litres(delivered),
            TotalDocumentos: 1,
            Entrega: [
              {
                NumeroDeRegistro: n,
                TipoDeRegistro: 'D',
                VolumenEntregadoTotalizadorAcum: litres(delivered),
                VolumenEntregadoTotalizadorInsta: litres(delivered),
                FechaYHoraEntrega: at('20:00:00'),
              },
            ],
          },
        ],
      },
    ],
  });
  const numbers = Array.from({ length: tanks }, (_, i) => i + 1);
  return {
    Version: '1.0',
    RfcContribuyente: 'GNO010101AB1',
    RfcRepresentanteLegal: 'PEGJ800101AB1',
    RfcProveedor: 'SCV990101XY2',
    Caracter: 'permisionario',
    ModalidadPermiso: 'PER2',
    NumPermiso: 'PL/12345/EXP/ES/2016',
    ClaveInstalacion: 'EDS-0001',
    DescripcionInstalacion: 'Estación de servicio Gas Norte',
    NumeroPozos: 0,
    NumeroTanques: tanks,
    NumeroDuctosEntradaSalida: 0,
    NumeroDuctosTransporteDistribucion: 0,
    NumeroDispensarios: tanks,
    FechaYHoraCorte: at('23:59:59'),
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
        FechaYHoraEvento: at('06:00:00'),
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
    Version: '1.0',
    RfcContribuyente: 'GNO010101AB1',
    RfcRepresentanteLegal: 'PEGJ800101AB1',
    RfcProveedor: 'SCV990101XY2',
    Caracter: 'permisionario',
    ModalidadPermiso: 'PER2',
    NumPermiso: 'PL/12345/EXP/ES/2016',
    ClaveInstalacion: 'EDS-0001',
    DescripcionInstalacion: 'Estación de servicio Gas Norte',
    NumeroPozos: 0,
    NumeroTanques: 1,
    NumeroDuctosEntradaSalida: 0,
    NumeroDuctosTransporteDistribucion: 0,
    NumeroDispensarios: 1,
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

/** Faults built into a month (each on one day and fuel). */
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
  /** Litres sold per `day|product` (the station's sales tickets): what each hose delivered. */
  sold: ReadonlyMap<string, number>;
  /** Each tank's stock when the month opens. */
  openingStock?: number;
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

function header(identity: StationIdentity) {
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
    NumeroTanques: STATION_FUELS.length,
    NumeroDuctosEntradaSalida: 0,
    NumeroDuctosTransporteDistribucion: 0,
    NumeroDispensarios: STATION_FUELS.length,
  };
}

/**
 * A station's daily reports of a month (one tank, dispenser and hose per fuel; each day's
 * deliveries the litres sold; a tank refilled when the day would leave it low; one event a day,
 * numbered on) and its monthly report (the sums of the days it has). Deterministic.
 */
export function stationMonthReports(input: StationMonthInput): {
  daily: NamedReport[];
  monthly: NamedReport;
} {
  const { identity, month, faults = {} } = input;
  const stock = new Map<number, number>(
    STATION_FUELS.map((f) => [f.product, input.openingStock ?? 30000]),
  );
  const totalizer = new Map<number, number>(STATION_FUELS.map((f) => [f.product, 1_250_000]));
  const totals = new Map(STATION_FUELS.map((f) => [f.product, { received: 0, delivered: 0 }]));
  const daily: NamedReport[] = [];
  let event = 0;
  for (const day of input.days) {
    if (day === faults.missingDay) continue;
    const at = (time: string) => `${day}T${time}-06:00`;
    const serial = Number(day.replaceAll('-', ''));
    event += 1;
    const products = STATION_FUELS.map((fuel) => {
      const n = fuel.product;
      const delivered = r3(input.sold.get(`${day}|${n}`) ?? 0);
      const broken = faults.continuityBreak;
      const opening = r3(
        stock.get(n)! + (broken?.day === day && broken.product === n ? broken.litres : 0),
      );
      const short = faults.cfdiShortfall;
      const forced = short?.day === day && short.product === n;
      const received =
        forced || opening - delivered < RESTOCK_BELOW
          ? Math.ceil((RESTOCK_TO - opening) / 1000) * 1000
          : 0;
      const book = r3(opening + received - delivered);
      const gap = faults.balanceGap;
      const closing = gap?.day === day && gap.product === n ? r3(book * (1 - gap.share)) : book;
      stock.set(n, closing);
      const sum = totals.get(n)!;
      sum.received = r3(sum.received + received);
      sum.delivered = r3(sum.delivered + delivered);
      const calibration =
        faults.expiredCalibration?.product === n ? faults.expiredCalibration.until : '2027-06-30';
      const receiptCfdi = forced ? r3(received - short.litres) : received;
      const tank = `TQS-EDS-${pad(n)}`;
      const dispenser = `DISP-${pad(n)}`;
      const before = totalizer.get(n)!;
      totalizer.set(n, r3(before + delivered));
      return {
        ...fuelFields(fuel),
        MarcaComercial: fuel.name,
        Tanque: [
          {
            ClaveIdentificacionTanque: tank,
            'Localizaciony/oDescripcionTanque': `Tanque ${n} de ${fuel.name.toLowerCase()}`,
            VigenciaCalibracionTanque: calibration,
            CapacidadTotalTanque: litres(60000),
            CapacidadOperativaTanque: litres(57000),
            CapacidadUtilTanque: litres(55000),
            CapacidadFondajeTanque: litres(2000),
            VolumenMinimoOperacion: litres(1000),
            EstadoTanque: 'O',
            Medidores: [
              {
                SistemaMedicionTanque: `SME-${tank}`,
                LocalizODescripSistMedicionTanque: `Sonda del tanque ${n}`,
                VigenciaCalibracionSistMedicionTanque: '2027-06-30',
                IncertidumbreMedicionSistMedicionTanque: 0.005,
              },
            ],
            Existencias: {
              VolumenExistenciasAnterior: opening,
              VolumenAcumOpsRecepcion: litres(received),
              HoraRecepcionAcumulado: '23:59:59-06:00',
              VolumenAcumOpsEntrega: litres(delivered),
              HoraEntregaAcumulado: '23:59:59-06:00',
              VolumenExistencias: closing,
              FechaYHoraEstaMedicion: at('23:59:59'),
              FechaYHoraMedicionAnterior: at('00:00:00'),
            },
            Recepciones:
              received > 0
                ? {
                    TotalRecepciones: 1,
                    SumaVolumenRecepcion: litres(received),
                    TotalDocumentos: 1,
                    Recepcion: [
                      {
                        NumeroDeRegistro: n,
                        VolumenInicialTanque: litres(opening),
                        VolumenFinalTanque: r3(opening + received),
                        VolumenRecepcion: litres(received),
                        Temperatura: 20,
                        PresionAbsoluta: 101.325,
                        FechaYHoraInicioRecepcion: at('05:00:00'),
                        FechaYHoraFinalRecepcion: at('06:00:00'),
                        Complemento: expendioComplement(
                          cfdiUuid(serial, n),
                          at('05:00:00'),
                          receiptCfdi,
                        ),
                      },
                    ],
                  }
                : { TotalRecepciones: 0, SumaVolumenRecepcion: litres(0), TotalDocumentos: 0 },
            Entregas: {
              TotalEntregas: 1,
              SumaVolumenEntregado: litres(delivered),
              TotalDocumentos: 1,
              Entrega: [
                {
                  NumeroDeRegistro: n,
                  TipoDeRegistro: 'D',
                  VolumenInicialTanque: litres(r3(opening + received)),
                  VolumenFinalTanque: book,
                  VolumenEntregado: litres(delivered),
                  Temperatura: 20,
                  PresionAbsoluta: 101.325,
                  FechaYHoraInicialEntrega: at('00:00:00'),
                  FechaYHoraFinalEntrega: at('23:59:59'),
                  Complemento: expendioComplement(
                    cfdiUuid(serial, 100 + n),
                    at('23:59:59'),
                    delivered,
                  ),
                },
              ],
            },
          },
        ],
        Dispensario: [
          {
            ClaveDispensario: dispenser,
            Medidores: [
              {
                SistemaMedicionDispensario: `SMD-${dispenser}`,
                LocalizODescripSistMedicionDispensario: `Dispensario ${n}`,
                VigenciaCalibracionSistMedicionDispensario: '2027-06-30',
                IncertidumbreMedicionSistMedicionDispensario: 0.005,
              },
            ],
            Manguera: [
              {
                IdentificadorManguera: `${dispenser}-MGA-0001`,
                Entregas: [
                  {
                    TotalEntregas: 1,
                    SumaVolumenEntregado: litres(delivered),
                    TotalDocumentos: 1,
                    Entrega: [
                      {
                        NumeroDeRegistro: n,
                        TipoDeRegistro: 'D',
                        VolumenEntregadoTotalizadorAcum: litres(totalizer.get(n)!),
                        VolumenEntregadoTotalizadorInsta: litres(delivered),
                        FechaYHoraEntrega: at('23:59:59'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      };
    });
    daily.push({
      name: `D_${identity.rfc}_${day}_${identity.installationKey}.json`,
      json: {
        ...header(identity),
        FechaYHoraCorte: at('23:59:59'),
        Producto: products,
        Bitacora: [
          {
            NumeroRegistro: event,
            FechaYHoraEvento: at('06:00:00'),
            UsuarioResponsable: 'Operador',
            TipoEvento: 5,
            DescripcionEvento: 'Inicio de operaciones del día',
          },
        ],
      },
    });
  }
  const reportedAt = `${input.days.at(-1)}T23:59:59-06:00`;
  const monthlyProducts = STATION_FUELS.map((fuel, i) => {
    const sum = totals.get(fuel.product)!;
    return {
      ...fuelFields(fuel),
      MarcaComercial: fuel.name,
      ReporteDeVolumenMensual: {
        ControlDeExistencias: {
          VolumenExistenciasMes: stock.get(fuel.product)!,
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
        ...header(identity),
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
