// Builds the Fastify application from the contract: the same function serves main.ts (real
// server) and the tests (inject, no port). It takes an open database; it does not migrate.
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig, TrustProxy } from './config';
import type { Database } from './db/schema';
import { registerAccessHooks, type CameraResolver } from './access/accessHooks';
import { resolveCameraByKey } from './access/cameraKeys';
import { buildHandlerRegistry, checkParity } from './contract/handlerRegistry';
import type { HandlerMap } from './contract/handlerTypes';
import { loadContract, type Contract } from './contract/loadContract';
import { registerContractRoutes, type SocketHandler } from './contract/registerRoutes';
import { registerResponseValidation } from './contract/responseValidation';
import { createContractValidator } from './contract/validator';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerClient } from './http/client';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/errorHandler';
import { keepRawBody } from './http/rawBody';
import { requestIdGenerator } from './http/requestId';
import { moduleHandlers } from './modules';
import type { DatabaseHandle } from './db/database';
import {
  alertsSocketHandler,
  chooseAlertsSubprotocol,
  registerAlertsLive,
  type AlertsLive,
} from './modules/alerts';
import { registerLiveLinks, resolveShareGrant } from './modules/panels';
import { ALERTS_DELIVER_QUEUE } from './modules/alerts';
import { DELIVER_QUEUE } from './modules/reportRequests';
import { videoSocketHandlers, videoSocketOptions, type VideoOptions } from './modules/video';
import { registerMonitoring, type MonitoringOptions } from './monitoring';

/**
 * Request bodies above this are refused with 413. Operations that take more (uploads, event
 * batches) declare `x-body-limit` in the contract.
 */
export const JSON_BODY_LIMIT = 256 * 1024;

/** A hop count becomes proxy-addr's "trust the first n hops" function (Fastify types lack numbers). */
function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's relay of alert notices to live badges (modules/alerts/live.ts). */
    alertsLive: AlertsLive;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Defaults to openapi/surtidor.json of the project. */
  contract?: Contract;
  /** Defaults to every module of src/server/modules. */
  modules?: Record<string, HandlerMap>;
  /** Defaults to the cameras table (X-Camera-Key -> key_hash). */
  resolveCamera?: CameraResolver;
  /** Overrides the logger level from config (tests use 'silent'). */
  logLevel?: string;
  /** Where log lines go (default stdout); the fuzz gate collects them. */
  logStream?: { write(line: string): void };
  /**
   * LISTEN on the database: share-link revocations and alert notices reach every node at once.
   */
  listen: DatabaseHandle['listen'];
  /** Tests: a fake ffmpeg, or a fake link watch. */
  video?: VideoOptions;
  /** Tests: a shorter cache of the database's series of GET /api/monitoring/metrics. */
  monitoring?: Pick<MonitoringOptions, 'databaseSeriesTtlMs'>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const contract = options.contract ?? loadContract();
  const handlers = buildHandlerRegistry(options.modules ?? moduleHandlers);
  checkParity(contract.operations, handlers);
  const validator = createContractValidator(contract.document, contract.operations);

  const app = Fastify({
    logger: {
      level: options.logLevel ?? config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A client that never finishes sending its request is cut off (408) instead of holding
    // a socket forever.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // Unique across nodes (or the trusted proxy's), so a request id quoted by a user finds
    // its log lines: see http/requestId.ts.
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before routing (a URL that does not decode) answer in Spanish too.
    frameworkErrors: answerFrameworkError,
    // ...and so do requests Node's parser refuses (headers too large, a malformed request line).
    clientErrorHandler: answerClientError,
    // A request that reaches a closing node on a kept-alive connection is answered, not
    // refused with Fastify's English 503: the database closes only after app.close() ends.
    return503OnClosing: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Parses multipart bodies on demand (request.file()); each upload handler sets its own limits.
  await app.register(multipart);
  // Before the access hooks: the plugin's own onRequest marks an upgrade request, so that one
  // refused by them still has its socket closed after the answer.
  const linkWatch =
    options.video?.linkWatch ?? registerLiveLinks(app, { db, listen: options.listen });
  const socketHandlers = videoSocketHandlers(app, db, config, { ...options.video, linkWatch });
  // The live badge: alert notices relayed to each signed-in browser that may see them.
  const sessionPolicy = {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  };
  const alertsLive = registerAlertsLive(app, { db, listen: options.listen, sessionPolicy });
  app.decorate('alertsLive', alertsLive);
  socketHandlers.set('watchAlerts', alertsSocketHandler(alertsLive) as SocketHandler);
  // A share link's public page says whether this node can stream (panels/sharedLink.ts).
  app.decorate('videoAvailable', async () => (await app.videoHub.ffmpeg()).available);
  registerMonitoring(app, {
    db,
    outboxQueues: { report: DELIVER_QUEUE, alert: ALERTS_DELIVER_QUEUE },
    video: () => {
      const streams: Record<string, number> = {};
      for (const info of app.videoHub.streamsInfo()) {
        streams[info.kind] = (streams[info.kind] ?? 0) + 1;
      }
      return { streams, viewers: app.videoHub.viewerCount() };
    },
    ...options.monitoring,
  });
  const socketOptions = videoSocketOptions();
  const videoProtocols = socketOptions.options?.handleProtocols;
  await app.register(websocket, {
    ...socketOptions,
    options: {
      ...socketOptions.options,
      handleProtocols: (offered, request) =>
        chooseAlertsSubprotocol(offered, (rest) => videoProtocols?.(rest, request) ?? false),
    },
  });
  registerAccessHooks(app, db, {
    resolveCamera: options.resolveCamera ?? resolveCameraByKey,
    resolveShareGrant,
    metricsToken: config.metricsToken,
    sessionPolicy,
  });
  registerResponseValidation(app, validator, config.validateResponses);
  // The WhatsApp webhook's signature covers the exact bytes Meta sent.
  keepRawBody(app, ['receiveWhatsappStatus']);
  registerContractRoutes(app, contract.operations, {
    db,
    config,
    validator,
    handlers,
    socketHandlers,
  });
  await registerClient(app, config.clientDir);
  return app;
}
