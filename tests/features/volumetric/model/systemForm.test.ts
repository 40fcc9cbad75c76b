// The system form's values -> the request body: write-only secrets (typed -> sent, left alone
// -> left out, cleared or unused -> null) and the rules the schema cannot say.
import {
  isJsonObject,
  newSystemValues,
  toConnectionTestInput,
  toSystemInput,
  validateSystem,
  valuesFromSystem,
} from '@/features/volumetric/model/systemForm';
import { demoSystem, publicSystem } from '../../../support/msw/volumetricHandlers';

const saved = () => valuesFromSystem(publicSystem(demoSystem()));

describe('toSystemInput', () => {
  it('leaves a saved secret out unless a new one is typed', () => {
    expect(toSystemInput(saved())).not.toHaveProperty('token_body');
    expect(toSystemInput({ ...saved(), token_body: '{"u":"x"}' })).toMatchObject({
      token_body: '{"u":"x"}',
    });
  });

  it('sends null for a cleared secret, and for a saved one the chosen authentication drops', () => {
    expect(toSystemInput({ ...saved(), token_body_kept: false })).toMatchObject({
      token_body: null,
    });
    expect(toSystemInput({ ...saved(), auth_mode: 'none' })).toMatchObject({
      token_body: null,
      token_url: null,
      token_path: '$.access_token',
    });
  });

  it('writes numbers as integers, blank bodies as null and the optional employee as empty', () => {
    const input = toSystemInput({ ...newSystemValues(), data_body: '  ' });
    expect(input).toMatchObject({
      pull_interval_minutes: 60,
      look_back_days: 1,
      data_body: null,
    });
    expect(input.mapper.employee).toBe('');
  });

  it('sends the SAT reports address as typed, and null when the field is empty (none)', () => {
    const served = 'https://api.controlesmx.example/v2/reportes';
    const withReports = valuesFromSystem(publicSystem(demoSystem({ reports_url: served })));
    expect(withReports.reports_url).toBe(served);
    expect(toSystemInput(withReports)).toMatchObject({ reports_url: served });
    expect(toSystemInput({ ...withReports, reports_url: '  ' })).toMatchObject({
      reports_url: null,
    });
    expect(toSystemInput(saved())).toMatchObject({ reports_url: null });
  });
});

describe('validateSystem', () => {
  it('refuses a body that is not a JSON object, and a static token mode without a token', () => {
    const errors = validateSystem({
      ...saved(),
      data_body: '[1, 2]',
      auth_mode: 'static',
      static_token_kept: false,
    });
    expect(errors).toMatchObject({
      data_body: 'El cuerpo debe ser un JSON válido',
      static_token: 'Escribe el token',
    });
  });

  it('refuses a SAT reports address that is not http(s), in Spanish', () => {
    expect(validateSystem({ ...saved(), reports_url: 'ftp://cmx.example/reportes' })).toEqual({
      reports_url: 'Escribe una URL que empiece con http:// o https://',
    });
    expect(validateSystem({ ...saved(), reports_url: 'https://cmx.example/reportes' })).toEqual({});
  });

  it('accepts a saved system as it is', () => {
    expect(validateSystem(saved())).toEqual({});
  });

  it('keeps the interval between 15 and 1440 minutes', () => {
    expect(validateSystem({ ...saved(), pull_interval_minutes: '5' })).toMatchObject({
      pull_interval_minutes: 'El valor mínimo es 15',
    });
    expect(validateSystem({ ...saved(), pull_interval_minutes: '2000' })).toMatchObject({
      pull_interval_minutes: 'El valor máximo es 1440',
    });
  });
});

it('isJsonObject takes objects only', () => {
  expect(isJsonObject('{"a":1}')).toBe(true);
  expect(isJsonObject('[]')).toBe(false);
  expect(isJsonObject('null')).toBe(false);
  expect(isJsonObject('{a:1}')).toBe(false);
});

it('a connection test names the saved system and either a station or its id at the supplier', () => {
  expect(
    toConnectionTestInput(saved(), { date: '2026-02-09', systemId: 7, gasStationId: 1 }),
  ).toMatchObject({ date: '2026-02-09', system_id: 7, gas_station_id: 1 });
  const byId = toConnectionTestInput(newSystemValues(), {
    date: '2026-02-09',
    volumetricStationId: 'B-12',
  });
  expect(byId).toMatchObject({ volumetric_station_id: 'B-12' });
  expect(byId).not.toHaveProperty('system_id');
});
