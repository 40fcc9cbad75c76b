// i18next set-up shared by the app, Storybook and component tests.
// Catalogues live in locales/<lang>/<namespace>.json, one namespace per area, so that
// every area owns its strings. The UI starts in Spanish; a chosen language is remembered;
// English is the fallback catalogue for a key missing in Spanish (part 1 §9 "default en").
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces, type Language } from './resources';

export const LANGUAGE_STORAGE_KEY = 'language';
export const supportedLanguages: readonly Language[] = ['es', 'en'];

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : 'es';
  } catch {
    return 'es';
  }
}

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

export function rememberLanguage(instance: I18n, language: Language): void {
  void instance.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this visit only
  }
}
