// What the contract's schema cannot check about a system: that its JSON bodies parse, its
// JSONPaths compile, its param paths are safe, its body params have a body to go into and its
// URLs (data, token, SAT reports) point at hosts a connector may call. Any problem is a 422 naming each field.
import type { VolumetricSystemInput } from '@/api/generated/volumetric.gen';
import { HttpError, type FieldError } from '../../errors';
import { HOST_REFUSED, hostOf, resolveAllowedAddress } from './connector/hostRule';
import { jsonPathProblem } from './connector/jsonPaths';
import { parseParamPath } from './connector/paramPath';
import { TICKET_FIELDS } from './connector/settings';

export const INVALID_JSON_BODY = 'El cuerpo debe ser un JSON válido';
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

async function urlProblem(text: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'La URL no es válida';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return 'La URL debe empezar con http:// o https:// y tener un servidor';
  if (url.username || url.password) return 'La URL no debe llevar usuario ni contraseña';
  if (allowPrivate) return null;
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return HOST_REFUSED;
  try {
    await resolveAllowedAddress(host, false);
  } catch (error) {
    // A name that does not resolve today is checked again at every call.
    if ((error as Error).message === HOST_REFUSED) return HOST_REFUSED;
  }
  return null;
}

export async function checkSystemInput(
  input: VolumetricSystemInput,
  allowPrivate: boolean,
): Promise<void> {
  const errors: FieldError[] = [];
  const add = (field: string, rule: string, message: string) =>
    errors.push({ field: `body.${field}`, rule, message });

  if (input.data_body !== null && !isJsonObjectText(input.data_body))
    add('data_body', 'json', INVALID_JSON_BODY);
  if (typeof input.token_body === 'string' && !isJsonObjectText(input.token_body))
    add('token_body', 'json', INVALID_JSON_BODY);

  const paths: [string, string][] = [
    ['token_path', input.token_path],
    ['records_path', input.records_path],
    ...TICKET_FIELDS.filter((f) => !(f === 'employee' && input.mapper.employee.trim() === '')).map(
      (f): [string, string] => [`mapper.${f}`, input.mapper[f]],
    ),
  ];
  for (const [field, path] of paths) {
    const problem = jsonPathProblem(path);
    if (problem) add(field, 'jsonpath', problem);
  }

  for (const key of ['start_date', 'end_date', 'station_id'] as const) {
    const place = input.params[key];
    const field = `params.${key}.path`;
    if (place.in === 'query') {
      if (FORBIDDEN_NAMES.has(place.path.trim()))
        add(field, 'path', `La ruta no puede usar el segmento ${place.path.trim()}`);
      continue;
    }
    const parsed = parseParamPath(place.path);
    if ('problem' in parsed) add(field, 'path', parsed.problem);
    else if (input.data_method !== 'POST' || input.data_body === null)
      add(
        `params.${key}.in`,
        'body',
        'Un parámetro en el cuerpo requiere una petición de datos POST con cuerpo',
      );
  }

  for (const [field, url] of [
    ['data_url', input.data_url],
    ['token_url', input.token_url],
    ['reports_url', input.reports_url?.trim() || null],
  ] as const) {
    if (url === null) continue;
    const problem = await urlProblem(url, allowPrivate);
    if (problem) add(field, 'url', problem);
  }

  if (errors.length > 0) {
    throw new HttpError(422, errors[0]!.message, 'invalid_connector', errors);
  }
}
