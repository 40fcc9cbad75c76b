// The app's i18next: each (language, namespace) catalogue is its own chunk, fetched the first
// time a screen asks for it (react-i18next suspends meanwhile), so a first visit downloads only
// the strings it shows, in its own language. The boot namespaces are ready before the first render.
//
// English stays the fallback for a key missing in another language, without fetching every
// English catalogue up front: the build lists the catalogues that lack keys English has
// (__I18N_CATALOGUE_GAPS__, see webpack.config.ts), and only for those is the English catalogue
// fetched along with them and used to fill the gaps before any screen shows them. (With
// `npm run dev`, the list is the one of when the server started.)
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, fillMissing, type Catalogue } from './catalogueGaps';
import { BOOT_NAMESPACES, storedLanguage, type Language } from './language';

export { FALLBACK_LANGUAGE, type Catalogue } from './catalogueGaps';

/** Fetches the catalogue of one namespace in one language. */
export type CatalogueReader = (language: string, namespace: string) => Promise<Catalogue>;

declare const __I18N_CATALOGUE_GAPS__: readonly string[] | undefined;

/** 'lang/namespace' of the catalogues that lack keys of the English one (set by the build). */
export const BUILD_CATALOGUE_GAPS: readonly string[] =
  typeof __I18N_CATALOGUE_GAPS__ === 'undefined' ? [] : __I18N_CATALOGUE_GAPS__;

/** One chunk per catalogue (webpack splits the context of locales/<lang>/<ns>.json). */
export const readCatalogueChunk: CatalogueReader = (language, namespace) =>
  import(/* webpackChunkName: "i18n-[request]" */ `./locales/${language}/${namespace}.json`).then(
    (module: { default: Catalogue }) => module.default,
  );

export interface LazyI18nOptions {
  language?: Language;
  read?: CatalogueReader;
  /** 'lang/namespace' of the catalogues to complete from English. */
  catalogueGaps?: readonly string[];
}

function chunkBackend(read: CatalogueReader, gaps: ReadonlySet<string>): BackendModule {
  const readComplete = async (language: string, namespace: string) => {
    if (language === FALLBACK_LANGUAGE || !gaps.has(`${language}/${namespace}`)) {
      return read(language, namespace);
    }
    const [own, english] = await Promise.all([
      read(language, namespace),
      read(FALLBACK_LANGUAGE, namespace).catch(() => ({})), // without English, what there is
    ]);
    return fillMissing(own, english);
  };
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      readComplete(language, namespace).then(
        (catalogue) => callback(null, catalogue),
        (error: Error) => callback(error, false),
      );
    },
  };
}

export async function createLazyI18n({
  language = storedLanguage(),
  read = readCatalogueChunk,
  catalogueGaps = BUILD_CATALOGUE_GAPS,
}: LazyI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend(read, new Set(catalogueGaps)))
    .use(initReactI18next)
    .init({
      lng: language,
      // English fills gaps at load time (chunkBackend), so i18next itself has no fallback to fetch.
      fallbackLng: false,
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
