// Every story renders inside the app's theme, global styles and i18n (Spanish by default).
// The toolbar "Idioma" global switches the catalogue to English. MSW starts through the CSF3
// loader (msw-storybook-addon 3 removed `initialize`; see the shared toolchain note).
import type { Decorator, Preview } from '@storybook/react-webpack5';
import type { i18n as I18n } from 'i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/i18n';
import type { Language } from '../src/i18n/resources';
import { AppThemeProvider } from '../src/theme/AppThemeProvider';

const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

function Providers({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <Providers language={context.globals.locale === 'en' ? 'en' : 'es'}>
    <Story />
  </Providers>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Idioma de la interfaz',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: {
      options: {
        app: { name: 'App', value: '#f4f7f8' },
        paper: { name: 'Paper', value: '#ffffff' },
      },
    },
  },
};

export default preview;
