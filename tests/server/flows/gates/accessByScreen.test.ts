// Gate: the server refuses what the screens refuse. For every flag-gated screen of the route
// table (dashboard, files, vms, data, settings; and each part of a screen drawn only under a
// flag) and every screen kept to some roles (the alert rule forms), the operations it calls are found
// statically — the screen's module, the feature modules it imports, the hooks it imports from
// `@/api/<domain>`, and the operationIds behind those hooks — and each operation's x-access
// must admit no one the screen would refuse. An operation shared with screens open to every
// signed-in user is listed below, with the reason.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loadContract, type AccessRule } from '@/server/contract/loadContract';
import type { RouteAccess } from '@/app/routes/access';
import { routeTable } from '@/app/routes/routeTable';
import { ALERT_FLAGS } from '@/lib/alerts/conditionKinds';

const ROOT = path.resolve(__dirname, '../../../..');
const SRC = path.join(ROOT, 'src');
const operations = loadContract().operations;
const accessOf = new Map(operations.map((op) => [op.operationId, op.access]));

/**
 * Operations a flag-gated screen calls that need less than that screen, on purpose.
 * Each one serves screens open to every signed-in user too, or only names things the user
 * already sees everywhere.
 */
const SHARED_WITH_OPEN_SCREENS: Readonly<Record<string, string>> = {
  // Home, Price and every station picker: the user's own stations (name, address).
  listGasStations: 'the station picker of every screen, Home and Price included',
};

/**
 * Reads a role-gated screen makes that a screen open to every role already answers whole,
 * through the operation named, declared alike but for the roles: they show nothing the other
 * screen does not.
 */
const SAME_AS_AN_OPEN_SCREEN: Readonly<Record<string, { openOperation: string; why: string }>> = {
  // The rule form loads its rule; the rule list (/alert-rules) lists the same AlertRule objects.
  getAlertRule: {
    openOperation: 'listAlertRules',
    why: 'the rule list, open to every role with an alert flag, gives each rule whole',
  },
};

/**
 * Parts of a screen open to everyone that the screen draws only under a flag, and the
 * condition it draws them under (`drawnWhen`, right before the component).
 */
const FLAG_GATED_PARTS: readonly {
  file: string;
  access: RouteAccess;
  drawnIn: string;
  drawnWhen: string;
}[] = [
  {
    // HomePage renders <AgencyOverview /> only when profile.user_permission.dashboard.
    file: 'features/home/containers/AgencyOverview.tsx',
    access: { kind: 'flag', flag: 'dashboard' },
    drawnIn: 'features/home/screens/HomePage.tsx',
    drawnWhen: 'user_permission?.dashboard &&',
  },
  {
    // The profile's alert notice settings: only for users whose flags show some alert kind.
    file: 'features/profile/containers/AlertNoticeSettings.tsx',
    access: { kind: 'anyFlag', flags: ALERT_FLAGS },
    drawnIn: 'features/profile/screens/ProfilePage.tsx',
    drawnWhen: 'hasAnyPermission(profile, ALERT_FLAGS) &&',
  },
];

// ---------------------------------------------------------------------------------------------
// Static analysis of the client's modules.

function resolveModule(specifier: string, fromFile: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${fromFile}: cannot resolve ${specifier}`);
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

const API_DIR = path.join(SRC, 'api');
const isApiModule = (file: string) => path.dirname(file) === API_DIR;

interface ValueImport {
  file: string;
  names: string[];
}

/** The value (not type-only) imports of a module, with the names imported. */
function valueImports(file: string): ValueImport[] {
  const found: ValueImport[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      const target = resolveModule(node.moduleSpecifier.text, file);
      if (target && !typeOnly) {
        const names: string[] = [];
        if (ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements)
              if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          } else if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
          if (node.importClause?.name) names.push('default');
        } else names.push('*');
        found.push({ file: target, names });
      }
    }
    // A lazily loaded module (import('...')) is part of the screen too.
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveModule(node.arguments[0].text, file);
      if (target) found.push({ file: target, names: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return found;
}

const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const operationMarkers = operations.map((op) => ({
  operationId: op.operationId,
  markers: [
    `use${capitalised(op.operationId)}Query`,
    `useLazy${capitalised(op.operationId)}Query`,
    `use${capitalised(op.operationId)}Mutation`,
    `endpoints.${op.operationId}.`,
  ],
}));

function operationsIn(text: string): string[] {
  return operationMarkers
    .filter(({ markers }) => markers.some((marker) => text.includes(marker)))
    .map(({ operationId }) => operationId);
}

/** Top-level declarations of an api module: name → the text that defines it. */
function declarationsOf(file: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const statement of sourceOf(file).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      declarations.set(statement.name.text, statement.getText());
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) {
          declarations.set(declaration.name.text, declaration.getText());
        } else if (ts.isObjectBindingPattern(declaration.name)) {
          // export const { useXQuery, ... } = api: each name is its own hook.
          for (const element of declaration.name.elements) {
            const local = element.name.getText();
            declarations.set(local, element.propertyName?.getText() ?? local);
          }
        }
      }
    }
  }
  return declarations;
}

/** The operations an exported name of an api module calls (following its module's helpers). */
function operationsOfApiExport(file: string, name: string, seen = new Set<string>()): string[] {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const declarations = declarationsOf(file);
  if (name === '*') {
    // import * as api from '@/api/x': every hook of the module may be called.
    const all = [...declarations.keys()].flatMap((own) => operationsOfApiExport(file, own, seen));
    return [...new Set([...all, ...reexportedOperations(file, name, seen)])];
  }
  const text = declarations.get(name);
  if (text !== undefined) {
    const found = new Set(operationsIn(text));
    for (const [other] of declarations) {
      if (other !== name && new RegExp(`\\b${other}\\b`).test(text)) {
        for (const op of operationsOfApiExport(file, other, seen)) found.add(op);
      }
    }
    return [...found];
  }
  return reexportedOperations(file, name, seen);
}

/** Re-exported from another module (export * from './auth', export { x } from './y'). */
function reexportedOperations(file: string, name: string, seen: Set<string>): string[] {
  const found: string[] = [];
  for (const statement of sourceOf(file).statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      statement.isTypeOnly ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    )
      continue;
    const target = resolveModule(statement.moduleSpecifier.text, file);
    if (!target || !isApiModule(target)) continue;
    const clause = statement.exportClause;
    const names =
      clause && ts.isNamedExports(clause)
        ? clause.elements.map((e) => ({
            exported: e.name.text,
            own: (e.propertyName ?? e.name).text,
          }))
        : null;
    if (names === null) found.push(...operationsOfApiExport(target, name, seen));
    else
      for (const entry of names)
        if (name === '*' || entry.exported === name)
          found.push(...operationsOfApiExport(target, entry.own, seen));
  }
  return found;
}

const isHookName = (name: string) => /^use[A-Z]\w*(Query|Mutation)$/.test(name);

/** Every operation a module calls, directly or through the feature modules it imports. */
function operationsCalledFrom(entry: string): Map<string, string[]> {
  const calls = new Map<string, string[]>(); // operationId -> files that call it
  const visited = new Set<string>();
  const walk = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const imported of valueImports(file)) {
      if (isApiModule(imported.file)) {
        for (const name of imported.names) {
          const ops = operationsOfApiExport(imported.file, name);
          if (ops.length === 0 && isHookName(name))
            throw new Error(`${file}: ${name} maps to no operation of the contract`);
          for (const op of ops) calls.set(op, [...(calls.get(op) ?? []), path.relative(SRC, file)]);
        }
      } else if (
        imported.file.startsWith(path.join(SRC, 'features')) ||
        imported.file.startsWith(path.join(SRC, 'components'))
      ) {
        walk(imported.file);
      }
    }
  };
  walk(entry);
  return calls;
}

/** Each route's screen module, read from the `load: () => import('...')` of the route table. */
function screenModules(): Map<string, string> {
  const file = path.join(SRC, 'app/routes/routeTable.ts');
  const modules = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      let routePath: string | undefined;
      let screen: string | undefined;
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = property.name.getText();
        if (key === 'path' && ts.isStringLiteral(property.initializer))
          routePath = property.initializer.text;
        if (key === 'load') {
          const specifier = /import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/.exec(
            property.initializer.getText(),
          )?.[1];
          if (specifier) screen = resolveModule(specifier, file) ?? undefined;
        }
      }
      if (routePath && screen) modules.set(routePath, screen);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return modules;
}

// ---------------------------------------------------------------------------------------------
// Who an x-access declaration admits, against who a screen admits.

const ADMIN_MAY_EXCEED = 'an Admin is trusted with every screen';

/** Why `rule` admits someone `screen` refuses, or null when it admits no one more. */
function weakerThan(rule: AccessRule, screen: RouteAccess): string | null {
  if (screen.kind === 'open' || screen.kind === 'signedIn') return null;
  if (rule.integration) return 'admits integration tokens';
  // An Admin is trusted with every screen's data; a camera key is no user at all.
  if (rule.level === 'admin' || rule.level === 'camera') return null;
  if (screen.kind === 'roles') {
    if (!rule.roles) return 'admits every role';
    const beyond = rule.roles.filter((role) => !screen.roles.includes(role));
    return beyond.length > 0
      ? `roles ${beyond.join(', ')} beyond ${screen.roles.join(', ')}`
      : null;
  }
  if (screen.kind === 'admin') return `level ${rule.level} is weaker than admin`;
  if (screen.kind === 'provider') return rule.level === 'provider' ? null : `level ${rule.level}`;
  if (rule.level !== 'permission') return `level ${rule.level} needs no flag`;
  if (screen.kind === 'anyFlag') {
    // Admits users with any flag of its own: each must be one of the screen's.
    const ruleFlags = rule.anyPermission ?? (rule.permission ? [rule.permission] : []);
    const beyond = ruleFlags.filter((flag) => !screen.flags.includes(flag));
    if (ruleFlags.length === 0 || beyond.length > 0)
      return `flags ${ruleFlags.join(', ') || '(none)'} beyond ${screen.flags.join(', ')}`;
    if (rule.withoutPermissions) return 'admits users without a permission object';
    if (screen.roles && !rule.roles) return 'admits every role';
    if (screen.roles && !rule.roles!.every((role) => screen.roles!.includes(role)))
      return `roles ${rule.roles!.join(', ')} beyond ${screen.roles.join(', ')}`;
    return null;
  }
  if (rule.anyPermission) return `any of ${rule.anyPermission.join(', ')} instead of one flag`;
  if (screen.kind === 'vms') {
    return rule.permission === 'vms' ? null : `flag ${rule.permission ?? '(none)'} instead of vms`;
  }
  if (rule.permission !== screen.flag)
    return `flag ${rule.permission ?? '(none)'} instead of ${screen.flag}`;
  if (rule.withoutPermissions) return 'admits users without a permission object';
  if (screen.roles && !(rule.roles ?? []).every((role) => screen.roles!.includes(role)))
    return `roles ${(rule.roles ?? ['any']).join(', ')} beyond ${screen.roles.join(', ')}`;
  if (screen.roles && !rule.roles) return 'admits every role';
  return null;
}

const modules = screenModules();
const gatedScreens = [
  ...routeTable
    .filter((route) => ['flag', 'vms', 'roles', 'anyFlag'].includes(route.access.kind))
    .map((route) => ({
      name: `${route.path} (${route.screen})`,
      access: route.access,
      file: modules.get(route.path)!,
    })),
  ...FLAG_GATED_PARTS.map((part) => ({
    name: `${part.file} in ${part.drawnIn}`,
    access: part.access,
    file: path.join(SRC, part.file),
  })),
];

it('reads the screen module of every route of the table', () => {
  expect(routeTable.filter((route) => !modules.has(route.path)).map((r) => r.path)).toEqual([]);
});

it('finds the operations of screens through their hooks', () => {
  // A known chain: the Data screen → CsvDownloadPanel → useLazyDownloadReportRangeQuery.
  const data = operationsCalledFrom(modules.get('/data')!);
  expect([...data.keys()]).toEqual(
    expect.arrayContaining(['downloadReportRange', 'createReportRequest', 'listGasStations']),
  );
  // A wrapper hook (useDailyFuelPriceQuery) and a hook re-exported by '@/api' (the profile).
  const dashboard = operationsCalledFrom(modules.get('/dashboard')!);
  expect([...dashboard.keys()]).toEqual(expect.arrayContaining(['getDailyFuelPrice']));
  expect([...operationsCalledFrom(modules.get('/profile')!).keys()]).toEqual(
    expect.arrayContaining(['getUserProfile', 'changePassword']),
  );
  // The alert rule form, kept to Admins and Editors, through its container.
  expect([...operationsCalledFrom(modules.get('/alert-rules/:id')!).keys()]).toEqual(
    expect.arrayContaining(['getAlertRule', 'updateAlertRule', 'listGasStations']),
  );
  expect(gatedScreens.map((s) => s.name)).toEqual(
    expect.arrayContaining([
      '/alerts (Alerts)',
      '/alert-rules (AlertRules)',
      '/alert-rules/new (NewAlertRule)',
      '/alert-rules/:id (EditAlertRule)',
    ]),
  );
  // The alert screens and their live socket: the inbox's acknowledge, the list's rules.
  expect([...operationsCalledFrom(modules.get('/alerts')!).keys()]).toEqual(
    expect.arrayContaining(['listAlerts', 'getAlert', 'acknowledgeAlert']),
  );
});

it('keeps each flag-gated part of an open screen behind its flag', () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const part of FLAG_GATED_PARTS) {
    const screen = fs.readFileSync(path.join(SRC, part.drawnIn), 'utf8');
    const component = path.basename(part.file, '.tsx');
    expect(['flag', 'anyFlag']).toContain(part.access.kind);
    expect(screen).toMatch(new RegExp(`${escape(part.drawnWhen)}[\\s\\S]{0,200}<${component}`));
  }
});

const screensOpenToMore = routeTable
  .filter((route) => !['flag', 'admin', 'provider', 'roles', 'anyFlag'].includes(route.access.kind))
  .map((route) => modules.get(route.path)!);
/** Screens open to every role (whatever flags they need). */
const screensOfEveryRole = routeTable
  .filter(
    (route) =>
      !['admin', 'provider', 'roles'].includes(route.access.kind) &&
      !('roles' in route.access && route.access.roles),
  )
  .map((route) => modules.get(route.path)!);

it('allows only operations a flag-gated screen shares with a screen open to more users', () => {
  const calledByGated = new Set(
    gatedScreens.flatMap((s) => [...operationsCalledFrom(s.file).keys()]),
  );
  const calledByOpen = new Set(
    screensOpenToMore.flatMap((f) => [...operationsCalledFrom(f).keys()]),
  );
  const stale = Object.keys(SHARED_WITH_OPEN_SCREENS).filter(
    (op) => !accessOf.has(op) || !calledByGated.has(op) || !calledByOpen.has(op),
  );
  expect(stale).toEqual([]);
});

it('allows a role-gated screen only reads an open screen answers whole', () => {
  const calledByGated = new Set(
    gatedScreens.flatMap((s) => [...operationsCalledFrom(s.file).keys()]),
  );
  const calledByOpen = new Set(
    screensOfEveryRole.flatMap((f) => [...operationsCalledFrom(f).keys()]),
  );
  /** The declaration but for the roles and the station (the list's filter). */
  const gate = (op: string) => {
    const { roles: _roles, station: _station, ...rest } = accessOf.get(op) ?? { level: 'none' };
    return JSON.stringify(rest);
  };
  const stale = Object.entries(SAME_AS_AN_OPEN_SCREEN).filter(
    ([op, { openOperation }]) =>
      !calledByGated.has(op) ||
      !calledByOpen.has(openOperation) ||
      accessOf.get(op)?.roles !== undefined ||
      gate(op) !== gate(openOperation),
  );
  expect(stale.map(([op]) => op)).toEqual([]);
});

/** Per operation, the flag-gated screens (and parts) that call it. */
const callersOf = new Map<string, typeof gatedScreens>();
for (const screen of gatedScreens) {
  for (const op of operationsCalledFrom(screen.file).keys())
    callersOf.set(op, [...(callersOf.get(op) ?? []), screen]);
}

describe.each(gatedScreens.map((screen) => [screen.name, screen] as const))(
  '%s',
  (_name, screen) => {
    it(`calls no operation declared weaker than the screen (${ADMIN_MAY_EXCEED})`, () => {
      const weaker = [...operationsCalledFrom(screen.file)]
        .filter(([op]) => !(op in SHARED_WITH_OPEN_SCREENS) && !(op in SAME_AS_AN_OPEN_SCREEN))
        .map(([op, files]) => ({ op, why: weakerThan(accessOf.get(op)!, screen.access), files }))
        // Another gated screen's data read here (Settings' contacts in the Data screen's
        // WhatsApp dialog) is fine when declared as strong as that screen: it admits only
        // users who may see it there.
        .filter(
          ({ op, why }) =>
            why !== null &&
            !callersOf
              .get(op)!
              .some((other) => weakerThan(accessOf.get(op)!, other.access) === null),
        );
      expect(weaker).toEqual([]);
    });
  },
);
