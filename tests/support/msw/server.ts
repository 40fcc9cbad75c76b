// The msw/node server of component tests, with every default handler at the tests' absolute
// API origin. Unhandled requests fail the test, so a screen cannot call something unnoticed.
import { setupServer } from 'msw/node';
import { surtidorHandlers, type HandlerOptions } from './handlers';

/** Must match setApiOrigin in tests/support/setupClient.ts. */
export const TEST_API_ORIGIN = 'http://localhost';
export const testOrigin: HandlerOptions = { origin: TEST_API_ORIGIN };

export function setupApiServer() {
  const server = setupServer(...surtidorHandlers(testOrigin));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
