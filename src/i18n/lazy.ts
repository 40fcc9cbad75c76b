// The app's i18next: each (language, namespace) catalogue is its own chunk, fetched the first
// time a screen asks for it (react-i18next suspends meanwhile), so a first visit downloads only
// the strings it shows. The boot namespaces are ready before the first render.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BOOT_NAMESPACES, storedLanguage, type Language } from './language';

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import(/* webpackChunkName: "i18n-[request]" */ `./locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export async function createLazyI18n(language: Language = storedLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
