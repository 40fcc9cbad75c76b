// A service station's daily volumetric control report (the SAT's `Diario` JSON) that its
// schema accepts: one petrol product, tanks with their stock, receipts and deliveries, one
// dispenser per tank with one hose, and the day's log. Tests change one thing and expect that
// rule to fail. Volumes in litres (UM03).
export interface DailyReportOptions {
  /** The day, as AAAA-MM-DD; the cut-off is at 23:59:59 local (-06:00). */
  day?: string;
  tanks?: number;
  openingStock?: number;
  received?: number;
  delivered?: number;
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
    Recepciones: {
      TotalRecepciones: 0,
      SumaVolumenRecepcion: litres(received),
      TotalDocumentos: 0,
    },
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
        NumeroRegistro: 1,
        FechaYHoraEvento: at('06:00:00'),
        UsuarioResponsable: 'Operador',
        TipoEvento: 5,
        DescripcionEvento: 'Inicio de operaciones del día',
      },
    ],
  };
}
