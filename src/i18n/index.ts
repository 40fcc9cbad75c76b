// i18next with every catalogue bundled, for Storybook and tests (synchronous, no loading).
// The app itself uses ./lazy.ts, which loads each namespace when a screen first needs it.
// Catalogues live in locales/<lang>/<namespace>.json, one namespace per area. English is the
// fallback catalogue for a key missing in Spanish.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, type Language } from './language';
import { resources, namespaces } from './resources';

export {
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  storedLanguage,
  supportedLanguages,
  type Language,
} from './language';

export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
