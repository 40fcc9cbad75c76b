// A volumetric control report (the SAT's daily or monthly JSON) checked against the SAT's own
// schemas (satSchemas/), compiled once per process on first use with the quirks of
// satSchemaQuirks.ts. Errors come back as the API's field errors: the JSON path of each
// ($.Producto[0].Tanque[1].Existencias.VolumenExistencias) and a Spanish message.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { toFieldErrors } from '@/server/contract/validator';
import type { FieldError } from '@/server/errors';
import {
  correctedSatSchema,
  FRACTION_DIGITS,
  satPattern,
  VERSION_ANNOTATION,
} from './satSchemaQuirks';

export type SatReportKind = 'daily' | 'monthly';

const SCHEMA_BASE = 'https://repositorio.cloudb.sat.gob.mx/Covol/json/';
const ENTRY: Record<SatReportKind, string> = {
  daily: `${SCHEMA_BASE}Diario.schema.json`,
  monthly: `${SCHEMA_BASE}Mensual.schema.json`,
};

/** The published files, bundled with the server (the daily and monthly ones refer to all the complements). */
function publishedSchemas(): Record<string, unknown>[] {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return [
    require('./satSchemas/Diario.schema.json'),
    require('./satSchemas/Mensual.schema.json'),
    require('./satSchemas/Comp-Almacenamiento.schema.json'),
    require('./satSchemas/Comp-CDLR.schema.json'),
    require('./satSchemas/Comp-Comercializacion.schema.json'),
    require('./satSchemas/Comp-Distribucion.schema.json'),
    require('./satSchemas/Comp-Expendio.schema.json'),
    require('./satSchemas/Comp-Extraccion.schema.json'),
    require('./satSchemas/Comp-Refinacion.schema.json'),
    require('./satSchemas/Comp-Transporte.schema.json'),
  ] as Record<string, unknown>[];
  /* eslint-enable @typescript-eslint/no-require-imports */
}

let validators: Record<SatReportKind, ValidateFunction> | undefined;

function compiled(): Record<SatReportKind, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv({
    allErrors: true,
    // `required` inside conditions names properties declared beside them, and keywords that do
    // not apply to a type (minLength on a number) are ignored as the standard says: both are
    // how these files are written, not mistakes to stop on.
    strict: true,
    strictRequired: false,
    strictTypes: false,
    code: { regExp: satPattern },
  });
  addFormats(ajv, ['date', 'date-time']);
  ajv.addKeyword(FRACTION_DIGITS);
  ajv.addKeyword(VERSION_ANNOTATION);
  for (const schema of publishedSchemas()) ajv.addSchema(correctedSatSchema(schema));
  validators = { daily: ajv.getSchema(ENTRY.daily)!, monthly: ajv.getSchema(ENTRY.monthly)! };
  return validators;
}

/** A branch's `if` failed only because of an error reported on its own: it says nothing more. */
const informative = (error: ErrorObject) => error.keyword !== 'if';

/** The report's errors by the SAT's schema of its kind; empty when it is valid. */
export function satReportErrors(kind: SatReportKind, report: unknown): FieldError[] {
  const validate = compiled()[kind];
  if (validate(report)) return [];
  return toFieldErrors('$', (validate.errors ?? []).filter(informative));
}
