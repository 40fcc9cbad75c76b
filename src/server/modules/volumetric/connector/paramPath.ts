// Where a date or the station id goes in the data request body: `a.b`, `$.a.b` or `a[0].b`.
// Values are set into the parsed body object, never spliced into text, so a value can never
// change the shape of the request. Prototype-reaching segments are refused outright.
import type { JsonObject } from '../../../db/schema';

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const SEGMENT = /^(?:([^.[\]]+)|\[(\d+)\])/;

export type PathStep = string | number;

/** The steps of a param path, or a Spanish reason it cannot be used. */
export function parseParamPath(path: string): { steps: PathStep[] } | { problem: string } {
  let rest = path.trim().replace(/^\$\.?/, '');
  const steps: PathStep[] = [];
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (!match) return { problem: 'La ruta no es válida (usa a.b, $.a.b o a[0].b)' };
    const step = match[2] !== undefined ? Number(match[2]) : (match[1] as string);
    if (typeof step === 'string' && FORBIDDEN_SEGMENTS.has(step)) {
      return { problem: `La ruta no puede usar el segmento ${step}` };
    }
    steps.push(step);
    rest = rest.slice(match[0].length);
    if (rest.startsWith('.')) {
      rest = rest.slice(1);
      if (rest.length === 0 || rest.startsWith('.') || rest.startsWith('['))
        return { problem: 'La ruta no es válida (usa a.b, $.a.b o a[0].b)' };
    } else if (rest.length > 0 && !rest.startsWith('[')) {
      return { problem: 'La ruta no es válida (usa a.b, $.a.b o a[0].b)' };
    }
  }
  if (steps.length === 0) return { problem: 'La ruta está vacía' };
  return { steps };
}

type Container = Record<string, unknown> | unknown[];

/** Sets `value` at `path` inside `target`, creating the objects and arrays on the way. */
export function setAtPath(target: JsonObject, path: string, value: unknown): void {
  const parsed = parseParamPath(path);
  if ('problem' in parsed) throw new Error(`invalid param path: ${path}`);
  const { steps } = parsed;
  let node: Container = target;
  steps.forEach((step, i) => {
    const isLast = i === steps.length - 1;
    const write = (v: unknown) => {
      // defineProperty, not assignment: no setter or prototype can intercept the write.
      Object.defineProperty(node, step, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    };
    if (isLast) return write(value);
    const current = Object.prototype.hasOwnProperty.call(node, step)
      ? (node as Record<string | number, unknown>)[step]
      : undefined;
    if (current !== null && typeof current === 'object') {
      node = current as Container;
    } else {
      const created: Container = typeof steps[i + 1] === 'number' ? [] : {};
      write(created);
      node = created;
    }
  });
}
