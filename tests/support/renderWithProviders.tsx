// Render helper for presentational component tests: theme + global styles + i18n (Spanish by
// default, the product language). No Redux store: components take props only.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, {
  type UserEvent,
  type Options as UserEventOptions,
} from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n';
import type { Language } from '@/i18n/resources';
import { AppThemeProvider } from '@/theme/AppThemeProvider';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** Options for the returned userEvent instance (e.g. advanceTimers with fake timers). */
  user?: UserEventOptions;
}

export function renderWithProviders(
  ui: ReactElement,
  { language = 'es', user: userOptions, ...options }: ProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const i18n = createI18n(language);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nextProvider>
    );
  }
  return { user: userEvent.setup(userOptions), ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** The text every "renders as text, not markup" test feeds in. */
export const HTML_METACHARACTERS = `<b>x</b>&"'`;
