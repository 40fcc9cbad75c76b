// One production server (with the demo data) and one Chromium for an end-to-end test file:
// started before its tests, closed after them.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/browser';
import { startProductionServer, type RunningServer } from '../../scripts/lib/productionServer';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** `env` goes to the server on top of the defaults (flags a test's scenario needs). */
export function startE2eSuite(env: Record<string, string> = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startProductionServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}
