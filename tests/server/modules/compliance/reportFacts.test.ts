// The facts read from a daily and a monthly volumetric report that the SAT's schema accepted:
// identity, the day from the cut-off's own offset, each tank's stock and calibrations (the
// earliest expiry, the largest uncertainty), each hose's deliveries and totalizer, the log, and
// the CFDIs of the complements (one or a list) with their direction and product.
import { dailyFacts, monthlyFacts, satReportErrors } from '@/server/modules/compliance';
import { productKey } from '@/server/modules/compliance/reportFacts';
import { cfdiUuid, dailyReport, monthlyReport } from '@/server/demo/satReports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY = '2026-03-31';

it('reads a daily report’s identity, tanks, hoses, log and CFDIs', () => {
  const report = dailyReport({ day: DAY, tanks: 2, received: 6000, delivered: 5000, serial: 7 });
  expect(satReportErrors('daily', report)).toEqual([]);
  const facts = dailyFacts(report);
  expect(facts).toMatchObject({
    rfc: 'GNO010101AB1',
    permit: 'PL/12345/EXP/ES/2016',
    installationKey: 'EDS-0001',
    // 23:59:59 at -06:00 is already 1 April in UTC: the day is the report's own.
    day: DAY,
    cutOff: `${DAY}T23:59:59-06:00`,
  });
  expect(facts.tanks).toEqual(
    [1, 2].map((n) => ({
      product: 'PR07/SP16',
      tank: `TQS-EDS-000${n}`,
      usableCapacity: 55000,
      tankCalibrationUntil: '2027-01-31',
      meterCalibrationUntil: '2027-01-31',
      uncertainty: 0.005,
      opening: 20000,
      received: 6000,
      delivered: 5000,
      closing: 21000,
    })),
  );
  expect(facts.hoses).toEqual(
    [1, 2].map((n) => ({
      product: 'PR07/SP16',
      dispenser: `DISP-000${n}`,
      hose: `DISP-000${n}-MGA-0001`,
      delivered: 5000,
      deliveries: 1,
      totalizer: 5000,
      dispenserCalibrationUntil: '2027-01-31',
    })),
  );
  expect(facts.events).toEqual([
    {
      number: 1,
      at: `${DAY}T06:00:00-06:00`,
      type: 5,
      description: 'Inicio de operaciones del día',
      component: null,
    },
  ]);
  expect(facts.cfdis.map((c) => [c.uuid, c.direction, c.volume, c.product, c.at])).toEqual([
    [cfdiUuid(7, 1), 'receipt', 6000, 'PR07/SP16', `${DAY}T05:00:00-06:00`],
    [cfdiUuid(7, 101), 'delivery', 5000, 'PR07/SP16', `${DAY}T20:00:00-06:00`],
    [cfdiUuid(7, 2), 'receipt', 6000, 'PR07/SP16', `${DAY}T05:00:00-06:00`],
    [cfdiUuid(7, 102), 'delivery', 5000, 'PR07/SP16', `${DAY}T20:00:00-06:00`],
  ]);
  expect(facts.cfdis.every((c) => c.type === 'Ingreso')).toBe(true);
});

it('takes the earliest calibration, the largest uncertainty and the last totalizer', () => {
  const report = dailyReport({ day: DAY }) as Json;
  const tank = report.Producto[0].Tanque[0];
  tank.Medidores.push({
    ...tank.Medidores[0],
    SistemaMedicionTanque: 'SME-TQS-EDS-0002',
    VigenciaCalibracionSistMedicionTanque: '2026-06-30',
    IncertidumbreMedicionSistMedicionTanque: 0.003,
  });
  tank.Medidores[0].IncertidumbreMedicionSistMedicionTanque = 0.008;
  const dispenser = report.Producto[0].Dispensario[0];
  dispenser.Medidores.push({
    ...dispenser.Medidores[0],
    VigenciaCalibracionSistMedicionDispensario: '2026-05-15',
  });
  // A second summary of the hose's deliveries: its litres and count add up, and its totalizer
  // (the higher, later reading) is the one kept.
  const summaries = dispenser.Manguera[0].Entregas;
  summaries.push({
    TotalEntregas: 2,
    SumaVolumenEntregado: { ValorNumerico: 80.5, UnidadDeMedida: 'UM03' },
    TotalDocumentos: 2,
    Entrega: [
      {
        ...summaries[0].Entrega[0],
        VolumenEntregadoTotalizadorAcum: { ValorNumerico: 5080.5, UnidadDeMedida: 'UM03' },
      },
    ],
  });
  delete report.NumPermiso;
  const facts = dailyFacts(report);
  expect(facts.permit).toBeNull();
  expect(facts.tanks[0]).toMatchObject({ meterCalibrationUntil: '2026-06-30', uncertainty: 0.008 });
  expect(facts.hoses[0]).toMatchObject({
    delivered: 5080.5,
    deliveries: 3,
    totalizer: 5080.5,
    dispenserCalibrationUntil: '2026-05-15',
  });
});

it('leaves out what a report does not have: meters, deliveries, CFDIs', () => {
  const report = dailyReport({ day: DAY, received: 0 }) as Json;
  const tank = report.Producto[0].Tanque[0];
  tank.Medidores = [];
  report.Producto[0].Dispensario[0].Manguera[0].Entregas = [];
  const facts = dailyFacts(report);
  expect(facts.tanks[0]).toMatchObject({
    meterCalibrationUntil: null,
    uncertainty: null,
    received: 0,
  });
  expect(facts.hoses[0]).toMatchObject({ delivered: 0, deliveries: 0, totalizer: null });
  // No receipt, so no purchase CFDI: only the sale behind the delivery.
  expect(facts.cfdis.map((c) => c.direction)).toEqual(['delivery']);
});

it('names a product by its key and sub-key', () => {
  expect(productKey({ ClaveProducto: 'PR07', ClaveSubProducto: 'SP17' })).toBe('PR07/SP17');
  expect(productKey({ ClaveProducto: 'PR03' })).toBe('PR03');
});

it('reads a monthly report’s totals per product, its log and its CFDIs, for the month given', () => {
  const report = monthlyReport({
    month: '2026-03',
    received: 186000,
    delivered: 155000,
    closing: 51000,
  });
  expect(satReportErrors('monthly', report)).toEqual([]);
  const facts = monthlyFacts(report, '2026-03');
  expect(facts).toMatchObject({
    rfc: 'GNO010101AB1',
    permit: 'PL/12345/EXP/ES/2016',
    installationKey: 'EDS-0001',
    // The report is made on the 28th of the month itself in this fixture; the month is given.
    month: '2026-03',
    reportedAt: '2026-03-28T10:00:00-06:00',
    products: [
      {
        product: 'PR07/SP16',
        closing: 51000,
        received: 186000,
        delivered: 155000,
        receipts: 1,
        deliveries: 1,
      },
    ],
  });
  expect(facts.events).toEqual([
    expect.objectContaining({ number: 1, type: 5, description: 'Generación del reporte mensual' }),
  ]);
  expect(facts.cfdis.map((c) => [c.uuid, c.direction, c.volume])).toEqual([
    [cfdiUuid(1, 1), 'receipt', 186000],
    [cfdiUuid(1, 2), 'delivery', 155000],
  ]);

  const withoutStock = monthlyReport({ month: '2026-04', received: 1, delivered: 1, closing: 0 });
  delete (withoutStock as Json).Producto[0].ReporteDeVolumenMensual.ControlDeExistencias
    .VolumenExistenciasMes;
  expect(monthlyFacts(withoutStock, '2026-04').products[0]!.closing).toBeNull();
});
