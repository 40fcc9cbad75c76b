// Providers around the router: store, theme, i18n.
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { theme } from '@/theme/theme';
import type { AppStore } from './store/createAppStore';
import { AppRoutes } from './routes/AppRoutes';

interface AppProps {
  store: AppStore;
  i18n: I18n;
}

export function App({ store, i18n }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ThemeProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
