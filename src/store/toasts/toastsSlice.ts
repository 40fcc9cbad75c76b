// Toast queue (toasts sit bottom centre for 6 s). Messages are i18n keys or literal server text.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: string;
  severity: ToastSeverity;
  /** An i18n key ('ns:key') or text to show as is. */
  message: string;
  /** Interpolation values for the key. */
  values?: Record<string, string | number>;
}

interface ToastsState {
  items: ToastItem[];
  nextId: number;
}

const MAX_VISIBLE = 5;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [], nextId: 1 } as ToastsState,
  reducers: {
    toastShown: (state, action: PayloadAction<Omit<ToastItem, 'id'>>) => {
      state.items.push({ ...action.payload, id: `toast-${state.nextId}` });
      state.nextId += 1;
      if (state.items.length > MAX_VISIBLE) state.items.shift();
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
