// SAT volumetric control reports of a service station for the compliance bench: a month of
// daily reports (`Diario`) with `tanks` tanks over three products (regular, premium, diesel),
// `hosesPerTank` hoses per tank on one dispenser each, a purchase and a sale CFDI per tank and
// day, one log event a day, and the monthly report (`Mensual`) that sums them. Every day's
// stock opens where the day before closed, so a month is clean: the bench measures the intake
// and the checks, not the findings.
const PRODUCTS = [
  {
    ClaveProducto: 'PR07',
    ClaveSubProducto: 'SP16',
    ComposOctanajeGasolina: 87,
    GasolinaConCombustibleNoFosil: 'No',
    MarcaComercial: 'Regular',
  },
  {
    ClaveProducto: 'PR07',
    ClaveSubProducto: 'SP17',
    ComposOctanajeGasolina: 92,
    GasolinaConCombustibleNoFosil: 'No',
    MarcaComercial: 'Premium',
  },
  {
    ClaveProducto: 'PR03',
    ClaveSubProducto: 'SP18',
    DieselConCombustibleNoFosil: 'No',
    MarcaComercial: 'Diésel',
  },
];

export interface StationIds {
  rfc: string;
  permit: string;
  installationKey: string;
}

const litres = (value: number) => ({ ValorNumerico: value, UnidadDeMedida: 'UM03' });
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const uuid = (serial: number, n: number) =>
  `${pad(serial % 100_000_000, 8)}-0000-4000-8000-${pad(n, 12)}`;

function complement(id: string, at: string, volume: number) {
  return {
    TipoComplemento: 'Expendio',
    Nacional: [
      {
        RfcClienteOProveedor: 'PMX990101AB1',
        NombreClienteOProveedor: 'Proveedor de combustibles',
        CFDIs: [
          {
            Cfdi: id,
            TipoCfdi: 'Ingreso',
            PrecioCompra: Math.round(volume * 21.5 * 100) / 100,
            PrecioDeVentaAlPublico: 23.5,
            PrecioVenta: Math.round(volume * 23.5 * 100) / 100,
            FechaYHoraTransaccion: at,
            VolumenDocumentado: litres(volume),
          },
        ],
      },
    ],
  };
}

function header(ids: StationIds, tanks: number, dispensers: number) {
  return {
    Version: '1.0',
    RfcContribuyente: ids.rfc,
    RfcRepresentanteLegal: 'PEGJ800101AB1',
    RfcProveedor: 'SCV990101XY2',
    Caracter: 'permisionario',
    ModalidadPermiso: 'PER2',
    NumPermiso: ids.permit,
    ClaveInstalacion: ids.installationKey,
    DescripcionInstalacion: 'Estación de servicio',
    NumeroPozos: 0,
    NumeroTanques: tanks,
    NumeroDuctosEntradaSalida: 0,
    NumeroDuctosTransporteDistribucion: 0,
    NumeroDispensarios: dispensers,
  };
}

const RECEIVED = 6000;
const DELIVERED_PER_HOSE = 1250;
const OPENING = 20000;

/** The daily report of day `index` (0-based) of a month starting `first`. */
export function benchDailyReport(
  ids: StationIds,
  day: string,
  index: number,
  tanks = 6,
  hosesPerTank = 4,
): Record<string, unknown> {
  const at = (time: string) => `${day}T${time}-06:00`;
  const delivered = DELIVERED_PER_HOSE * hosesPerTank;
  const opening = OPENING + index * (RECEIVED - delivered);
  const serial = Number(day.replaceAll('-', ''));
  const tank = (n: number) => ({
    ClaveIdentificacionTanque: `TQS-EDS-${pad(n)}`,
    'Localizaciony/oDescripcionTanque': `Tanque ${n}`,
    VigenciaCalibracionTanque: '2027-12-31',
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
        VigenciaCalibracionSistMedicionTanque: '2027-12-31',
        IncertidumbreMedicionSistMedicionTanque: 0.005,
      },
    ],
    Existencias: {
      VolumenExistenciasAnterior: opening,
      VolumenAcumOpsRecepcion: litres(RECEIVED),
      HoraRecepcionAcumulado: '23:59:59-06:00',
      VolumenAcumOpsEntrega: litres(delivered),
      HoraEntregaAcumulado: '23:59:59-06:00',
      VolumenExistencias: opening + RECEIVED - delivered,
      FechaYHoraEstaMedicion: at('23:59:59'),
      FechaYHoraMedicionAnterior: at('00:00:00'),
    },
    Recepciones: {
      TotalRecepciones: 1,
      SumaVolumenRecepcion: litres(RECEIVED),
      TotalDocumentos: 1,
      Recepcion: [
        {
          NumeroDeRegistro: n,
          VolumenInicialTanque: litres(opening),
          VolumenFinalTanque: opening + RECEIVED,
          VolumenRecepcion: litres(RECEIVED),
          Temperatura: 20,
          PresionAbsoluta: 101.325,
          FechaYHoraInicioRecepcion: at('05:00:00'),
          FechaYHoraFinalRecepcion: at('06:00:00'),
          Complemento: complement(uuid(serial, n), at('05:00:00'), RECEIVED),
        },
      ],
    },
    Entregas: {
      TotalEntregas: 1,
      SumaVolumenEntregado: litres(delivered),
      TotalDocumentos: 1,
      Entrega: [
        {
          NumeroDeRegistro: n,
          TipoDeRegistro: 'D',
          VolumenInicialTanque: litres(opening),
          VolumenFinalTanque: opening - delivered,
          VolumenEntregado: litres(delivered),
          Temperatura: 20,
          PresionAbsoluta: 101.325,
          FechaYHoraInicialEntrega: at('08:00:00'),
          FechaYHoraFinalEntrega: at('20:00:00'),
          Complemento: complement(uuid(serial, 100 + n), at('20:00:00'), delivered),
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
        VigenciaCalibracionSistMedicionDispensario: '2027-12-31',
        IncertidumbreMedicionSistMedicionDispensario: 0.005,
      },
    ],
    Manguera: Array.from({ length: hosesPerTank }, (_, h) => ({
      IdentificadorManguera: `DISP-${pad(n)}-MGA-${pad(h + 1)}`,
      Entregas: [
        {
          TotalEntregas: 1,
          SumaVolumenEntregado: litres(DELIVERED_PER_HOSE),
          TotalDocumentos: 1,
          Entrega: [
            {
              NumeroDeRegistro: h + 1,
              TipoDeRegistro: 'D',
              VolumenEntregadoTotalizadorAcum: litres(DELIVERED_PER_HOSE * (index + 1)),
              VolumenEntregadoTotalizadorInsta: litres(DELIVERED_PER_HOSE),
              FechaYHoraEntrega: at('20:00:00'),
            },
          ],
        },
      ],
    })),
  });
  const numbers = Array.from({ length: tanks }, (_, i) => i + 1);
  return {
    ...header(ids, tanks, tanks),
    FechaYHoraCorte: at('23:59:59'),
    Producto: PRODUCTS.map((product, p) => ({
      ...product,
      Tanque: numbers.filter((n) => (n - 1) % PRODUCTS.length === p).map(tank),
      Dispensario: numbers.filter((n) => (n - 1) % PRODUCTS.length === p).map(dispenser),
    })).filter((product) => product.Tanque.length > 0),
    Bitacora: [
      {
        NumeroRegistro: index + 1,
        FechaYHoraEvento: at('06:00:00'),
        UsuarioResponsable: 'Operador',
        TipoEvento: 5,
        DescripcionEvento: 'Inicio de operaciones del día',
      },
    ],
  };
}

/** The monthly report that sums `days` daily reports of benchDailyReport. */
export function benchMonthlyReport(
  ids: StationIds,
  month: string,
  days: number,
  tanks = 6,
  hosesPerTank = 4,
): Record<string, unknown> {
  const reportedAt = `${month}-28T10:00:00-06:00`;
  const delivered = DELIVERED_PER_HOSE * hosesPerTank;
  return {
    ...header(ids, tanks, tanks),
    FechaYHoraReporteMes: reportedAt,
    Producto: PRODUCTS.map((product, p) => {
      const count = Array.from({ length: tanks }, (_, i) => i).filter(
        (i) => i % PRODUCTS.length === p,
      ).length;
      const received = RECEIVED * days * count;
      const out = delivered * days * count;
      return {
        count,
        product: {
          ...product,
          ReporteDeVolumenMensual: {
            ControlDeExistencias: {
              VolumenExistenciasMes: (OPENING + days * (RECEIVED - delivered)) * count,
              FechaYHoraEstaMedicionMes: reportedAt,
            },
            Recepciones: {
              TotalRecepcionesMes: days * count,
              SumaVolumenRecepcionMes: litres(received),
              TotalDocumentosMes: days * count,
              ImporteTotalRecepcionesMensual: Math.round(received * 21.5 * 100) / 100,
              Complemento: [complement(uuid(9000 + p, 1), reportedAt, received)],
            },
            Entregas: {
              TotalEntregasMes: days * count,
              SumaVolumenEntregadoMes: litres(out),
              TotalDocumentosMes: days * count,
              ImporteTotalEntregasMes: Math.round(out * 23.5 * 100) / 100,
              Complemento: [complement(uuid(9000 + p, 2), reportedAt, out)],
            },
          },
        },
      };
    })
      .filter((p) => p.count > 0)
      .map((p) => p.product),
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
