// The whole client state. Feature slices are added here (features never import each other).
import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api';
import { authReducer } from '@/store/auth/authSlice';
import { toastsReducer } from '@/store/toasts/toastsSlice';
import { downloadsReducer } from '@/features/files/model/downloadsSlice';
import { filterReducer } from '@/features/files/model/filterSlice';
import { navigationReducer } from '@/features/files/model/navigationSlice';
import { pagingReducer } from '@/features/files/model/pagingSlice';
import { sortReducer } from '@/features/files/model/sortSlice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
  toasts: toastsReducer,
  filesNavigation: navigationReducer,
  filesPaging: pagingReducer,
  filesSort: sortReducer,
  filesFilter: filterReducer,
  filesDownloads: downloadsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
