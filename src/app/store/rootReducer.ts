// The whole client state. Feature slices are added here (features never import each other).
import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api';
import { authReducer } from '@/store/auth/authSlice';
import { toastsReducer } from '@/store/toasts/toastsSlice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
