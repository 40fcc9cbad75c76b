// Every module's handlers, by module name. Listed statically because the server is bundled by
// esbuild (no folder scanning at run time); tests/server/contract/handlerRegistry.test.ts checks that each
// src/server/modules/*/handlers.ts appears here. Adding a module = adding one line.
import type { HandlerMap } from '../contract/handlerTypes';
import { handlers as agency } from './agency/handlers';
import { handlers as assets } from './assets/handlers';
import { handlers as auth } from './auth/handlers';
import { handlers as cameras } from './cameras/handlers';
import { handlers as contacts } from './contacts/handlers';
import { handlers as customers } from './customers/handlers';
import { handlers as files } from './files/handlers';
import { handlers as gasStations } from './gasStations/handlers';
import { handlers as generatedReports } from './generatedReports/handlers';
import { handlers as goals } from './goals/handlers';
import { handlers as jobs } from './jobs/handlers';
import { handlers as metrics } from './metrics/handlers';
import { handlers as prices } from './prices/handlers';
import { handlers as panels } from './panels/handlers';
import { handlers as provider } from './provider/handlers';
import { handlers as registry } from './registry/handlers';
import { handlers as reportConfigs } from './reportConfigs/handlers';
import { handlers as reports } from './reports/handlers';
import { handlers as settings } from './settings/handlers';
import { handlers as rivals } from './rivals/handlers';
import { handlers as serviceMetrics } from './serviceMetrics/handlers';
import { handlers as states } from './states/handlers';
import { handlers as tickets } from './tickets/handlers';
import { handlers as users } from './users/handlers';
import { handlers as video } from './video/handlers';
import { handlers as volumetric } from './volumetric/handlers';

export const moduleHandlers: Record<string, HandlerMap> = {
  agency,
  assets,
  auth,
  cameras,
  contacts,
  customers,
  files,
  gasStations,
  generatedReports,
  goals,
  jobs,
  metrics,
  prices,
  panels,
  provider,
  registry,
  reportConfigs,
  reports,
  settings,
  rivals,
  serviceMetrics,
  states,
  tickets,
  users,
  video,
  volumetric,
};
