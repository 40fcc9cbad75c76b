// Builds the store: root reducer, RTK Query middleware, the action recorder, session
// persistence and the error-toast policy. One factory for the app, Storybook and tests.
import {
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi, TOAST_ON_ERROR, type ApiError } from '@/api';
import { persistAuth } from '@/store/auth/authStorage';
import { type ActionRecorder } from '@/store/recorder/actionRecorder';
import { toastShown } from '@/store/toasts/toastsSlice';
import { rootReducer, type RootState } from './rootReducer';

export interface AppStoreOptions {
  preloadedState?: Partial<RootState>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  recorder?: ActionRecorder | null;
}

function errorToasts() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action: UnknownAction) => isRejectedWithValue(action),
    effect: (action, api) => {
      const meta = (action as { meta?: { arg?: { endpointName?: string } } }).meta;
      const endpoint = meta?.arg?.endpointName;
      if (!endpoint || !TOAST_ON_ERROR.has(endpoint)) return;
      const error = (action as { payload?: ApiError }).payload;
      if (error?.status === 401) return; // the guard handles expired sessions
      api.dispatch(
        toastShown({ severity: 'error', message: error?.message ?? 'errors:unexpected' }),
      );
    },
  });
  return listener.middleware;
}

export function createAppStore(options: AppStoreOptions = {}) {
  const { storage = null, recorder = null } = options;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) => {
      const chain = getDefault().concat(baseApi.middleware, errorToasts());
      return recorder ? chain.prepend(recorder.middleware()) : chain;
    },
  });
  if (storage) {
    let previous = store.getState().auth;
    store.subscribe(() => {
      const next = store.getState().auth;
      persistAuth(previous, next, storage);
      previous = next;
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

declare module '@/store/hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: AppDispatch;
  }
}
