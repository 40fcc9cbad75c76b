// Every catalogue, by language and namespace. Add a namespace: create
// locales/es/<ns>.json and locales/en/<ns>.json with the same keys, then list it here
// (tests/unit/i18nCatalogue.test.ts fails when the two languages differ in keys).
import esCommon from './locales/es/common.json';
import enCommon from './locales/en/common.json';

export type Language = 'es' | 'en';

export const resources = {
  es: { common: esCommon },
  en: { common: enCommon },
} as const;

export const namespaces = Object.keys(resources.es) as (keyof (typeof resources)['es'])[];
