// A service station's daily volumetric control report (the SAT's `Diario` JSON) that its
// schema accepts: one petrol product, tanks with their stock, receipts and deliveries, one
// dispenser per tank with one hose, and the day's log. Tests change one thing and expect that
// rule to fail. Volumes in litres (UM03).
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
