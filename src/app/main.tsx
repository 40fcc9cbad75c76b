// Browser entry point. The nonce module must run before anything injects styles or chunks.
import './cspNonce';
import { createRoot } from 'react-dom/client';
import { createLazyI18n } from '@/i18n/lazy';
import { loadPersistedAuth } from '@/store/auth/authStorage';
import { App } from './App';
import { appRecorder, exposeRecorder } from './recording';
import { createAppStore } from './store/createAppStore';

const storage = window.localStorage;
const store = createAppStore({
  preloadedState: { auth: loadPersistedAuth(storage) },
  storage,
  recorder: appRecorder,
});
exposeRecorder(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void createLazyI18n().then((i18n) => {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  root.render(<App store={store} i18n={i18n} />);
});
