// The interface language: Spanish first, the user's choice remembered in local storage.
import type { i18n as I18n } from 'i18next';

export type Language = 'es' | 'en';

export const LANGUAGE_STORAGE_KEY = 'language';
export const supportedLanguages: readonly Language[] = ['es', 'en'];

/** Namespaces every screen needs; loaded before the first render. */
export const BOOT_NAMESPACES = ['common', 'errors'] as const;

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : 'es';
  } catch {
    return 'es';
  }
}

export function rememberLanguage(instance: I18n, language: Language): void {
  void instance.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this visit only
  }
}
