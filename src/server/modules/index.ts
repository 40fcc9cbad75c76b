// Every module's handlers, by module name. Listed statically because the server is bundled by
// esbuild (no folder scanning at run time); tests/server/contract/handlerRegistry.test.ts checks that each
// src/server/modules/*/handlers.ts appears here. Adding a module = adding one line.
import type { HandlerMap } from '../contract/handlerTypes';
import { handlers as agency } from './agency';
import { handlers as alerts } from './alerts';
import { handlers as assets } from './assets';
import { handlers as audit } from './audit';
import { handlers as auth } from './auth';
import { handlers as cameras } from './cameras';
import { handlers as compliance } from './compliance';
import { handlers as contacts } from './contacts';
import { handlers as customers } from './customers';
import { handlers as files } from './files';
import { handlers as gasStations } from './gasStations';
import { handlers as reportRequests } from './reportRequests';
import { handlers as goals } from './goals';
import { handlers as jobs } from './jobs';
import { handlers as metrics } from './metrics';
import { handlers as monitoring } from './monitoring';
import { handlers as prices } from './prices';
import { handlers as panels } from './panels';
import { handlers as provider } from './provider';
import { handlers as registry } from './registry';
import { handlers as reportSchedules } from './reportSchedules';
import { handlers as reports } from './reports';
import { handlers as settings } from './settings';
import { handlers as sso } from './sso';
import { handlers as rivals } from './rivals';
import { handlers as serviceMetrics } from './serviceMetrics';
import { handlers as states } from './states';
import { handlers as tickets } from './tickets';
import { handlers as users } from './users';
import { handlers as video } from './video';
import { handlers as volumetric } from './volumetric';

export const moduleHandlers: Record<string, HandlerMap> = {
  agency,
  alerts,
  assets,
  audit,
  auth,
  cameras,
  compliance,
  contacts,
  customers,
  files,
  gasStations,
  reportRequests,
  goals,
  jobs,
  metrics,
  monitoring,
  prices,
  panels,
  provider,
  registry,
  reportSchedules,
  reports,
  settings,
  sso,
  rivals,
  serviceMetrics,
  states,
  tickets,
  users,
  video,
  volumetric,
};
