// English is the fallback catalogue for a key another language lacks.
// These helpers find such gaps and fill them: the build lists the catalogues with gaps
// (webpack.config.ts), and the app fetches English only for those (./lazy.ts).
export type Catalogue = { [key: string]: unknown };

export const FALLBACK_LANGUAGE = 'en';

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// As i18next sees it (returnNull: false): null is no text, an empty string is one.
const isAbsent = (value: unknown) => value === undefined || value === null;

/** Dotted keys that `reference` has and `catalogue` lacks. */
export function missingKeys(reference: Catalogue, catalogue: Catalogue, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const own = catalogue[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isCatalogue(value)) {
      if (isCatalogue(own) || isAbsent(own)) {
        missing.push(...missingKeys(value, isCatalogue(own) ? own : {}, path));
      }
    } else if (isAbsent(own)) {
      missing.push(path);
    }
  }
  return missing;
}

/** `catalogue` with the keys it lacks taken from `fallback`; its own texts are kept. */
export function fillMissing(catalogue: Catalogue, fallback: Catalogue): Catalogue {
  const filled: Catalogue = { ...catalogue };
  for (const [key, value] of Object.entries(fallback)) {
    const own = catalogue[key];
    if (isAbsent(own)) filled[key] = value;
    else if (isCatalogue(value) && isCatalogue(own)) filled[key] = fillMissing(own, value);
  }
  return filled;
}

/**
 * 'lang/namespace' of every catalogue that lacks keys its `fallback`-language counterpart has,
 * given all catalogues as { lang: { namespace: catalogue } }.
 */
export function cataloguesWithGaps(
  catalogues: Record<string, Record<string, Catalogue>>,
  fallback: string,
): string[] {
  const reference = catalogues[fallback] ?? {};
  const gaps: string[] = [];
  for (const [language, namespaces] of Object.entries(catalogues)) {
    if (language === fallback) continue;
    for (const [namespace, english] of Object.entries(reference)) {
      if (missingKeys(english, namespaces[namespace] ?? {}).length > 0) {
        gaps.push(`${language}/${namespace}`);
      }
    }
  }
  return gaps.sort();
}
