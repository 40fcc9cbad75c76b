// One parity check over every catalogue of both languages, read from the locale folders (so a
// namespace nobody remembered to list is checked too): the same namespaces, the same keys, no
// empty text, the same {{placeholders}}, and every namespace registered in resources.ts.
import fs from 'node:fs';
import path from 'node:path';
import { resources } from '@/i18n/resources';

const localesDir = path.resolve(__dirname, '../../src/i18n/locales');
const LANGUAGES = ['es', 'en'] as const;

type Catalogue = Record<string, unknown>;

function namespacesOf(language: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function readCatalogue(language: string, namespace: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

/** Dotted key -> text; a value that is neither text nor an object is reported as such. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { [prefix]: value };
  }
  return Object.entries(value as Catalogue).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Every difference between two catalogues of one namespace, as readable lines. */
function parityProblems(es: Catalogue, en: Catalogue): string[] {
  const a = flatten(es);
  const b = flatten(en);
  const problems: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) problems.push(`${key}: missing in en`);
  for (const key of Object.keys(b)) if (!(key in a)) problems.push(`${key}: missing in es`);
  for (const [key, text] of Object.entries(a)) {
    const other = b[key];
    for (const [language, value] of [
      ['es', text],
      ['en', other],
    ] as const) {
      if (value === undefined) continue;
      if (typeof value !== 'string') problems.push(`${key}: not a text in ${language}`);
      else if (value.trim() === '') problems.push(`${key}: empty in ${language}`);
    }
    if (typeof text === 'string' && typeof other === 'string') {
      const mine = placeholders(text).join(',');
      const theirs = placeholders(other).join(',');
      if (mine !== theirs) problems.push(`${key}: placeholders {${mine}} in es, {${theirs}} in en`);
    }
  }
  return problems;
}

it('both languages have the same namespaces, all registered in resources.ts', () => {
  const [es, en] = LANGUAGES.map(namespacesOf);
  expect(en).toEqual(es);
  expect(Object.keys(resources.es).sort()).toEqual(es);
  expect(Object.keys(resources.en).sort()).toEqual(en);
});

describe.each(namespacesOf('es'))('namespace %s', (namespace) => {
  it('has the same keys, texts and placeholders in Spanish and English', () => {
    expect(parityProblems(readCatalogue('es', namespace), readCatalogue('en', namespace))).toEqual(
      [],
    );
  });
});

describe('parityProblems', () => {
  it('names missing keys, empty or non-text values and placeholder differences', () => {
    expect(
      parityProblems(
        { a: 'Hola {{name}}', b: { c: 'Sí' }, d: ' ', e: 'x', f: 3 },
        { a: 'Hello {{user}}', b: { c: 'Yes', g: 'Only here' }, d: 'D', f: 'F' },
      ),
    ).toEqual([
      'e: missing in en',
      'b.g: missing in es',
      'a: placeholders {name} in es, {user} in en',
      'd: empty in es',
      'f: not a text in es',
    ]);
  });
});
