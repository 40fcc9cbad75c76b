// The SAT's daily schema, compiled with its quirks handled, against a report built to pass it
// and against that report broken one rule at a time: each refusal names the JSON path.
import { satReportErrors } from '@/server/modules/compliance/satReportValidator';
import { dailyReport } from '@/server/demo/satReports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const broken = (change: (report: Json) => void): Json => {
  const report = dailyReport({ tanks: 2 }) as Json;
  change(report);
  return report;
};
const fields = (report: unknown) => satReportErrors('daily', report).map((e) => e.field);

it('accepts a service station day written as the schema says', () => {
  expect(satReportErrors('daily', dailyReport({ tanks: 6 }))).toEqual([]);
});

it('names the JSON path and the rule of each error, in Spanish', () => {
  const errors = satReportErrors(
    'daily',
    broken((r) => {
      r.Producto[0].Tanque[1].Existencias.VolumenExistencias = 'mucho';
      delete r.Producto[0].Dispensario[0].Manguera[0].IdentificadorManguera;
    }),
  );
  expect(errors).toEqual([
    {
      field: '$.Producto[0].Tanque[1].Existencias.VolumenExistencias',
      rule: 'type',
      message: '$.Producto[0].Tanque[1].Existencias.VolumenExistencias debe ser de tipo número',
    },
    {
      field: '$.Producto[0].Dispensario[0].Manguera[0].IdentificadorManguera',
      rule: 'required',
      message: '$.Producto[0].Dispensario[0].Manguera[0].IdentificadorManguera es obligatorio',
    },
  ]);
});

it('refuses what the schema refuses: patterns, formats, enumerations, limits', () => {
  expect(fields(broken((r) => (r.ClaveInstalacion = 'GAS-1')))).toContain('$.ClaveInstalacion');
  expect(fields(broken((r) => (r.FechaYHoraCorte = '2026-03-01 23:59')))).toEqual([
    '$.FechaYHoraCorte',
  ]);
  expect(fields(broken((r) => (r.Producto[0].ClaveProducto = 'PR99')))).toContain(
    '$.Producto[0].ClaveProducto',
  );
  expect(fields(broken((r) => (r.Bitacora[0].TipoEvento = 22)))).toEqual([
    '$.Bitacora[0].TipoEvento',
  ]);
});

describe('the quirks of the published files', () => {
  it('reads the RFC patterns with their & (quirk 2)', () => {
    expect(fields(broken((r) => (r.RfcContribuyente = 'G&O010101AB1')))).toEqual([]);
    expect(fields(broken((r) => (r.RfcContribuyente = 'G#O010101AB1')))).toEqual([
      '$.RfcContribuyente',
    ]);
  });

  it('checks fractionDigits, the decimal places of a figure (quirk 4)', () => {
    const errors = satReportErrors(
      'daily',
      broken((r) => (r.Producto[0].Tanque[0].Existencias.VolumenExistencias = 15000.123456)),
    );
    expect(errors).toEqual([
      expect.objectContaining({
        field: '$.Producto[0].Tanque[0].Existencias.VolumenExistencias',
        rule: 'fractionDigits',
        message: expect.stringContaining('debe tener como máximo 5 decimales'),
      }),
    ]);
    expect(
      fields(broken((r) => (r.Producto[0].Tanque[0].Existencias.VolumenExistencias = 15000.12345))),
    ).toEqual([]);
  });

  it('asks for the non-fossil share only of the product that declares it (quirk 5)', () => {
    // Petrol says nothing of diesel: read literally, it would be asked for the diesel share.
    expect(fields(broken(() => undefined))).toEqual([]);
    expect(fields(broken((r) => (r.Producto[0].GasolinaConCombustibleNoFosil = 'Sí')))).toEqual([
      '$.Producto[0].ComposDeCombustibleNoFosilEnGasolina',
    ]);
    expect(
      fields(
        broken((r) => {
          r.Producto[0].GasolinaConCombustibleNoFosil = 'Sí';
          r.Producto[0].ComposDeCombustibleNoFosilEnGasolina = 10;
        }),
      ),
    ).toEqual([]);
    expect(fields(broken((r) => (r.Producto[0].Marcaje = 'Marcador A')))).toEqual([
      '$.Producto[0].ConcentracionSustanciaMarcaje',
    ]);
  });
});
