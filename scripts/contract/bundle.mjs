// Merges the contract fragments in openapi/src/ into one OpenAPI document (openapi/surtidor.json),
// read by the server at run time and by the RTK Query code generator.
// It refuses (exit 1) a fragment that redefines a path or schema, an operation without an
// operationId, a tag or an x-access declaration, and any $ref that points nowhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sourceDir = path.join(root, 'openapi/src');
export const bundlePath = path.join(root, 'openapi/surtidor.json');

const ACCESS_LEVELS = ['public', 'session', 'permission', 'admin', 'provider', 'camera'];
const PERMISSIONS = ['dashboard', 'files', 'vms', 'data', 'settings'];
const ROLES = ['Admin', 'Editor', 'Visor', 'Proveedor'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function fail(message) {
  throw new Error(`openapi: ${message}`);
}

function checkAccess(where, access) {
  if (!access || typeof access !== 'object') fail(`${where} has no x-access declaration`);
  if (!ACCESS_LEVELS.includes(access.level))
    fail(`${where} x-access.level must be one of ${ACCESS_LEVELS}`);
  if (access.anyPermission !== undefined) {
    // Any one of several flags (the alerts: each kind needs the flags of its screens).
    if (
      access.level !== 'permission' ||
      access.permission !== undefined ||
      !Array.isArray(access.anyPermission) ||
      access.anyPermission.length < 2 ||
      access.anyPermission.some((flag) => !PERMISSIONS.includes(flag))
    ) {
      fail(
        `${where} x-access.anyPermission must list two or more of ${PERMISSIONS}, on level permission without permission`,
      );
    }
  } else if (access.level === 'permission' && !PERMISSIONS.includes(access.permission)) {
    fail(`${where} x-access.permission must be one of ${PERMISSIONS}`);
  }
  for (const role of access.roles ?? []) {
    if (!ROLES.includes(role)) fail(`${where} x-access.roles has unknown role ${role}`);
  }
  if (access.integration !== undefined) {
    if (access.integration !== true || access.level !== 'provider') {
      fail(`${where} x-access.integration may only be true, on level provider`);
    }
  }
  if (access.pdfToken !== undefined) {
    // A report read with a session (any user, or the flag of the screen that shows it), or
    // with a token for that very report of the path's station.
    if (
      access.pdfToken !== true ||
      !['session', 'permission'].includes(access.level) ||
      access.station?.in !== 'path'
    ) {
      fail(
        `${where} x-access.pdfToken may only be true, on level session or permission with a path station`,
      );
    }
  }
  if (access.withoutPermissions !== undefined) {
    if (access.withoutPermissions !== true || access.level !== 'permission') {
      fail(`${where} x-access.withoutPermissions may only be true, on level permission`);
    }
  }
  if (access.nodeRelay !== undefined && access.nodeRelay !== true) {
    fail(`${where} x-access.nodeRelay may only be true`);
  }
  if (access.firstLogin !== undefined) {
    if (access.firstLogin !== true || access.level !== 'session') {
      fail(`${where} x-access.firstLogin may only be true, on level session`);
    }
  }
  if (access.metricsToken !== undefined) {
    // GET /metrics: the configuration's METRICS_TOKEN is the credential, never a session.
    if (access.metricsToken !== true || access.level !== 'public') {
      fail(`${where} x-access.metricsToken may only be true, on level public`);
    }
  }
  if (access.shareLink !== undefined && access.shareLink !== true) {
    fail(`${where} x-access.shareLink may only be true`);
  }
  if (access.station) {
    const { in: location, name } = access.station;
    if (!['query', 'path', 'body'].includes(location) || typeof name !== 'string') {
      fail(`${where} x-access.station must be { in: query|path|body, name }`);
    }
  }
}

// OpenAPI 3.0 schema keywords. Anything else in a schema is almost always a YAML slip (e.g. a
// comma inside `{ description: a, b }` turns `b` into a key) that ajv would refuse at start-up.
const SCHEMA_KEYWORDS = new Set([
  '$ref',
  'type',
  'format',
  'title',
  'description',
  'default',
  'example',
  'enum',
  'nullable',
  'readOnly',
  'writeOnly',
  'deprecated',
  'properties',
  'additionalProperties',
  'required',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'discriminator',
  'xml',
  'externalDocs',
]);

function checkSchema(where, schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-')) {
      fail(`${where} has "${key}", which is not a schema keyword (a comma inside { } in YAML?)`);
    }
    if (key === 'properties') {
      for (const [name, child] of Object.entries(value ?? {}))
        checkSchema(`${where}.${name}`, child);
    } else if (
      key === 'items' ||
      key === 'not' ||
      (key === 'additionalProperties' && typeof value === 'object')
    ) {
      checkSchema(`${where}.${key}`, value);
    } else if (['allOf', 'oneOf', 'anyOf'].includes(key)) {
      value.forEach((child, i) => checkSchema(`${where}.${key}[${i}]`, child));
    }
  }
}

function checkSchemas(doc) {
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    checkSchema(`components.schemas.${name}`, schema);
  }
  const content = (where, node) => {
    for (const [media, value] of Object.entries(node?.content ?? {}))
      checkSchema(`${where} ${media}`, value.schema);
  };
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      const op = item[method];
      const where = `${method.toUpperCase()} ${route}`;
      for (const p of op.parameters ?? []) checkSchema(`${where} parameter ${p.name}`, p.schema);
      content(`${where} requestBody`, op.requestBody);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        content(`${where} ${status}`, response);
    }
  }
}

/**
 * What a request may carry, checked through every $ref: each integer or number declares its
 * range (minimum and maximum, or an enum), the column's or tighter, so no value reaches the
 * database past its column (2147483648 in an int4 id was a 500); `x-multiline` (tab and line
 * breaks allowed, see server/contract/jsonSchema.ts) sits only on a string.
 */
function checkRequestSchemas(doc) {
  const checked = new Set();
  const check = (where, schema) => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    if (typeof schema.$ref === 'string') {
      if (checked.has(schema.$ref)) return;
      checked.add(schema.$ref);
      check(schema.$ref.replace('#/components/schemas/', ''), resolvePointer(doc, schema.$ref));
      return;
    }
    const numeric = schema.type === 'integer' || schema.type === 'number';
    const bounded =
      Array.isArray(schema.enum) ||
      (typeof schema.minimum === 'number' && typeof schema.maximum === 'number');
    if (numeric && !bounded) {
      fail(`${where} is a request ${schema.type} without minimum and maximum (its column's range)`);
    }
    if (
      schema['x-multiline'] !== undefined &&
      (schema['x-multiline'] !== true || schema.type !== 'string')
    ) {
      fail(`${where} x-multiline may only be true, on a string`);
    }
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      check(`${where}.${name}`, child);
    if (schema.items) check(`${where}[]`, schema.items);
    if (typeof schema.additionalProperties === 'object')
      check(`${where}.*`, schema.additionalProperties);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      (schema[key] ?? []).forEach((child, i) => check(`${where}.${key}[${i}]`, child));
    }
    if (schema.not) check(`${where}.not`, schema.not);
  };
  for (const [route, item] of Object.entries(doc.paths)) {
    const resolve = (node) =>
      typeof node?.$ref === 'string' ? resolvePointer(doc, node.$ref) : node;
    for (const p of (item.parameters ?? []).map(resolve))
      check(`${route} parameter ${p?.name}`, p?.schema);
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      const op = item[method];
      const where = `${method.toUpperCase()} ${route}`;
      for (const p of (op.parameters ?? []).map(resolve))
        check(`${where} parameter ${p?.name}`, p?.schema);
      for (const [media, value] of Object.entries(resolve(op.requestBody)?.content ?? {}))
        check(`${where} requestBody ${media}`, value.schema);
    }
  }
}

function collectRefs(node, refs = new Set()) {
  if (Array.isArray(node)) node.forEach((child) => collectRefs(child, refs));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function resolvePointer(doc, ref) {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, part) => (node == null ? undefined : node[part]), doc);
}

export function bundleContract() {
  const files = fs
    .readdirSync(sourceDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  if (!files.includes('_base.yaml')) fail('openapi/src/_base.yaml is missing');
  const doc = YAML.parse(fs.readFileSync(path.join(sourceDir, '_base.yaml'), 'utf8'));
  doc.tags = [];
  doc.paths = {};
  for (const file of files.filter((f) => f !== '_base.yaml')) {
    const fragment = YAML.parse(fs.readFileSync(path.join(sourceDir, file), 'utf8'));
    const tagNames = (fragment.tags ?? []).map((t) => t.name);
    if (tagNames.length !== 1) fail(`${file} must declare exactly one tag`);
    doc.tags.push(...fragment.tags);
    for (const [route, item] of Object.entries(fragment.paths ?? {})) {
      if (doc.paths[route]) fail(`${file} redefines path ${route}`);
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        const op = item[method];
        const where = `${file} ${method.toUpperCase()} ${route}`;
        if (!op.operationId) fail(`${where} has no operationId`);
        if (JSON.stringify(op.tags) !== JSON.stringify(tagNames))
          fail(`${where} must be tagged ${tagNames[0]}`);
        checkAccess(where, op['x-access']);
        const limit = op['x-body-limit'];
        if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
          fail(`${where} x-body-limit must be a positive number of bytes`);
        }
      }
      doc.paths[route] = item;
    }
    for (const [section, entries] of Object.entries(fragment.components ?? {})) {
      doc.components[section] ??= {};
      for (const [name, value] of Object.entries(entries)) {
        if (doc.components[section][name]) fail(`${file} redefines components.${section}.${name}`);
        doc.components[section][name] = value;
      }
    }
  }
  const operationIds = new Set();
  for (const item of Object.values(doc.paths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      const id = item[method].operationId;
      if (operationIds.has(id)) fail(`operationId ${id} is used twice`);
      operationIds.add(id);
    }
  }
  checkSchemas(doc);
  for (const ref of collectRefs(doc)) {
    if (resolvePointer(doc, ref) === undefined) fail(`$ref ${ref} points nowhere`);
  }
  checkRequestSchemas(doc);
  return `${JSON.stringify(doc, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const out = process.argv[2] ?? bundlePath;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, bundleContract());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
