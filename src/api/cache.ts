// Cache lifetimes (seconds an unused result is kept).
export const CACHE = {
  fifteenMinutes: 15 * 60,
  fiveMinutes: 5 * 60,
  oneMinute: 60,
} as const;

/**
 * Endpoints whose failures show the default error toast. Others report errors in place
 * (inline alerts, form messages) as their screens specify. Each domain module adds its own.
 */
export const TOAST_ON_ERROR = new Set<string>(['logout']);
