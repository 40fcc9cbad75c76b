// Records every dispatched action (bounded ring buffer) so a tester can export a session and a
// test can replay it through the root reducer (tests/replay/). Secrets are redacted and
// non-serialisable request/response objects are dropped before an action is kept.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export interface RecordedAction {
  /** Milliseconds since the recording started. */
  at: number;
  action: UnknownAction;
}

export interface ActionLog {
  format: 'surtidor-action-log';
  version: 1;
  recordedAt: string;
  userAgent: string;
  actions: RecordedAction[];
}

// Signed download links authorise whoever holds them: redacted like tokens.
const SECRET_KEYS = new Set([
  'token',
  'password',
  'password_confirmation',
  'current_password',
  'signed_url',
  'signedUrl',
]);
export const REDACTED = '[redacted]';

function sanitise(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') {
    return typeof value === 'function' ? undefined : value;
  }
  if (Array.isArray(value)) return value.map((item) => sanitise(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'baseQueryMeta' || key === 'abort' || key === 'signal') continue;
    out[key] =
      SECRET_KEYS.has(key) && typeof child === 'string' ? REDACTED : sanitise(child, depth + 1);
  }
  return out;
}

export class ActionRecorder {
  private readonly entries: RecordedAction[] = [];
  private readonly startedAt = Date.now();

  constructor(private readonly capacity = 2000) {}

  record(action: UnknownAction): void {
    this.entries.push({
      at: Date.now() - this.startedAt,
      action: sanitise(action) as UnknownAction,
    });
    if (this.entries.length > this.capacity)
      this.entries.splice(0, this.entries.length - this.capacity);
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries.length = 0;
  }

  export(): ActionLog {
    return {
      format: 'surtidor-action-log',
      version: 1,
      recordedAt: new Date().toISOString(),
      userAgent: globalThis.navigator?.userAgent ?? 'unknown',
      actions: [...this.entries],
    };
  }

  middleware(): Middleware {
    return () => (next) => (action) => {
      // Thunks are not recorded: the plain actions they dispatch are, and those replay.
      if (isPlainAction(action)) this.record(action);
      return next(action);
    };
  }
}

function isPlainAction(value: unknown): value is UnknownAction {
  return !!value && typeof value === 'object' && typeof (value as UnknownAction).type === 'string';
}

export function isActionLog(value: unknown): value is ActionLog {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as ActionLog).format === 'surtidor-action-log' &&
    Array.isArray((value as ActionLog).actions)
  );
}
