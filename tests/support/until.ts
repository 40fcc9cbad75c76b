// Waiting for a condition instead of sleeping a fixed time: a fixed sleep before an assertion is
// either too short on a loaded machine (a flaky test) or longer than needed everywhere.
// tests/flows/repository/fixedSleeps.test.ts keeps new fixed sleeps out.

export interface UntilOptions {
  /** How long to keep trying, in milliseconds (5 s by default). */
  timeout?: number;
  /** The pause between tries, in milliseconds. */
  interval?: number;
  /** What was awaited, for the error when time runs out. */
  what?: string;
}

/**
 * Resolves with the first truthy value `condition` returns (it may be async), trying every
 * `interval` ms; rejects after `timeout` ms, with the last error `condition` threw if any.
 */
export async function until<T>(
  condition: () => T | Promise<T>,
  { timeout = 5_000, interval = 20, what = 'the condition' }: UntilOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`until: ${what} did not hold within ${timeout} ms${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
