/**
 * The console's languages and the operator's choice of one. The choice is the browser's (kept in
 * localStorage, so it outlives a sign-out and the next sign-in reads the same language); the page's
 * `lang` and every date, number and count the console formats follow it.
 */
import { create } from 'zustand';
import { setDisplayLanguage } from '../format/format';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as the profile menu offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

const STORAGE_KEY = 'console.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    // Storage refused (a locked-down browser): English, and the choice lasts the page.
    return 'en';
  }
}

function applyLanguage(language: Language): void {
  setDisplayLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

export const useLanguageStore = create<LanguageState>(() => {
  const language = storedLanguage();
  applyLanguage(language);
  return {
    language,
    setLanguage: (next) => {
      if (!isLanguage(next)) return;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next);
      } catch {
        // Not kept across visits; the page still switches.
      }
      applyLanguage(next);
      useLanguageStore.setState({ language: next });
    },
  };
});

/** The language being shown, outside React. */
export const currentLanguage = (): Language => useLanguageStore.getState().language;
