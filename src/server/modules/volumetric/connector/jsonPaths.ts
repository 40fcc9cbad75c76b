// Reading answers with JSONPath (jsonpath-plus), always with eval off: a path comes from an
// operator's form, and script filters would run code inside the server.
import { JSONPath } from 'jsonpath-plus';

export function queryAll(path: string, json: unknown): unknown[] {
  // jsonpath-plus refuses a primitive root; a record that is a bare value has no fields.
  if (json === null || typeof json !== 'object') return [];
  return JSONPath({ path, json, eval: false, wrap: true }) as unknown[];
}

// `$.a.b` paths (nearly every mapper path) are read directly: the same answer as JSONPath,
// without its per-call parsing, which dominates a day of 10,000 records.
const SIMPLE_PATH = /^\$(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

export function queryFirst(path: string, json: unknown): unknown {
  if (SIMPLE_PATH.test(path)) {
    let node: unknown = json;
    for (const key of path.slice(2).split('.')) {
      if (
        node === null ||
        typeof node !== 'object' ||
        !Object.prototype.hasOwnProperty.call(node, key)
      )
        return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return node;
  }
  return queryAll(path, json)[0];
}

/**
 * The records of a data answer. A path that names the array itself (`$.data.tickets`) is
 * taken as its elements, like `$.data.tickets[*]`: both are common in suppliers' docs.
 */
export function readRecords(path: string, json: unknown): unknown[] {
  const found = queryAll(path, json);
  if (found.length === 1 && Array.isArray(found[0])) return found[0];
  return found;
}

/** A Spanish reason the path cannot be used, or null. */
export function jsonPathProblem(path: string): string | null {
  const text = path.trim();
  if (!text.startsWith('$')) return 'La ruta JSONPath debe empezar con $';
  let depth = 0;
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[' || ch === '(') depth += 1;
    else if (ch === ']' || ch === ')') depth -= 1;
    if (depth < 0) break;
  }
  if (depth !== 0 || quote)
    return 'La ruta JSONPath no es válida (corchetes o comillas sin cerrar)';
  if (/\.\.\.|\.$/.test(text)) return 'La ruta JSONPath no es válida';
  // Filter and script expressions need eval, which stays off.
  if (/\[\s*\??\s*\(/.test(text))
    return 'La ruta JSONPath no es válida (no se permiten expresiones)';
  try {
    JSONPath({ path: text, json: { probe: [{ probe: 1 }] }, eval: false, wrap: true });
  } catch {
    return 'La ruta JSONPath no es válida (no se permiten expresiones)';
  }
  return null;
}
