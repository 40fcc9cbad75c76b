// Every module's handlers, by module name. Listed statically because the server is bundled by
// esbuild (no folder scanning at run time); tests/server/contract.test.ts checks that each
// src/server/modules/*/handlers.ts appears here. Adding a module = adding one line.
import type { HandlerMap } from '../contract/handlerTypes';
import { handlers as auth } from './auth/handlers';
import { handlers as customers } from './customers/handlers';
import { handlers as gasStations } from './gasStations/handlers';
import { handlers as metrics } from './metrics/handlers';

export const moduleHandlers: Record<string, HandlerMap> = {
  auth,
  customers,
  gasStations,
  metrics,
};
