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
  if (access.level === 'permission' && !PERMISSIONS.includes(access.permission)) {
    fail(`${where} x-access.permission must be one of ${PERMISSIONS}`);
  }
  for (const role of access.roles ?? []) {
    if (!ROLES.includes(role)) fail(`${where} x-access.roles has unknown role ${role}`);
  }
  if (access.station) {
    const { in: location, name } = access.station;
    if (!['query', 'path', 'body'].includes(location) || typeof name !== 'string') {
      fail(`${where} x-access.station must be { in: query|path|body, name }`);
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
  for (const ref of collectRefs(doc)) {
    if (resolvePointer(doc, ref) === undefined) fail(`$ref ${ref} points nowhere`);
  }
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
