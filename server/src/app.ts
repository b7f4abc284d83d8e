/**
 * Builds the API as a Fastify app (server.ts only listens). The four services mount under
 * /api/<service>; SERVICES picks which of them this process serves.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, LogController } from 'fastify';
import { backgroundWork } from './background';
import type { Config, ServiceName } from './config';
import type { Database } from './db/client';
import { ExportSlots } from './lib/export/export-slots';
import { StreamSlots } from './lib/stream-slots';
import { PrincipalEvents } from './lib/principal-events';
import type { App } from './lib/route';
import { TokenSigner } from './lib/tokens';
import { validatorCompiler } from './lib/validator';
import access from './plugins/access';
import docs from './plugins/docs';
import errors from './plugins/errors';
import health from './plugins/health';
import metrics from './plugins/metrics';
import security from './plugins/security';
import streamSessions from './plugins/stream-sessions';
import customersRoutes from './services/customer/customers/customers-routes';
import groupsRoutes from './services/customer/groups/groups-routes';
import ledgerRoutes from './services/customer/ledger/ledger-routes';
import requestsRoutes from './services/customer/requests/requests-routes';
import importsRoutes from './services/customer/imports/imports-routes';
import walletsRoutes from './services/customer/wallets/wallets-routes';
import auditRoutes from './services/merchant/audit/audit-routes';
import authRoutes from './services/merchant/auth/auth-routes';
import institutionsRoutes from './services/merchant/institutions/institutions-routes';
import registryRoutes from './services/merchant/registry/registry-routes';
import rolesRoutes from './services/merchant/roles/roles-routes';
import viewsRoutes from './services/merchant/views/views-routes';
import rulesRoutes from './services/merchant/rules/rules-routes';
import usersRoutes from './services/merchant/users/users-routes';
import syncRoutes from './services/merchant/sync/sync-routes';
import searchRoutes from './services/merchant/search/search-routes';
import channelsRoutes from './services/merchant/touchpoints/channels-routes';
import touchpointGroupsRoutes from './services/merchant/touchpoints/touchpoint-groups-routes';
import touchpointKeysRoutes from './services/merchant/touchpoints/touchpoint-keys-routes';
import dashboardRoutes from './services/transaction/dashboard/dashboard-routes';
import ordersRoutes from './services/transaction/orders/orders-routes';
import vendRoutes from './services/transaction/vend/vend-routes';
import touchpointsRoutes from './services/merchant/touchpoints/touchpoints-routes';
import reportsRoutes from './services/report/reports/reports-routes';
import { bootstrapRemotes, loadRemoteDeployments, remoteOverrides } from './services/platform';
import remoteLoadsRoutes from './services/platform/health/remote-loads-routes';
import platformRoutes from './services/platform/platform-routes';
import { hostRule } from './lib/allowed-hosts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    signer: TokenSigner;
    /** Exports running in this process, limited per user, tenant and process. */
    exportSlots: ExportSlots;
    /** Server-sent event streams open in this process, limited per user, tenant and process. */
    streamSlots: StreamSlots;
    /** Set when the process was asked to stop: readiness answers 503 so a balancer sends no more. */
    lifecycle: { draining: boolean };
  }
}

type ServicePlugin = (app: App) => Promise<void>;

const SERVICES: Record<ServiceName, (config: Config) => ServicePlugin> = {
  merchant: (config) => async (app) => {
    const overrides = remoteOverrides(config.remoteEnv);
    await app.register(authRoutes, { overrides });
    await app.register(usersRoutes);
    await app.register(rolesRoutes);
    await app.register(viewsRoutes);
    await app.register(registryRoutes, { overrides });
    await app.register(remoteLoadsRoutes);
    await app.register(auditRoutes);
    const jobs = app.syncJobs!;
    await app.register(channelsRoutes, { feeds: jobs });
    await app.register(touchpointsRoutes);
    await app.register(touchpointGroupsRoutes);
    await app.register(touchpointKeysRoutes);
    await app.register(rulesRoutes);
    await app.register(institutionsRoutes);
    await app.register(syncRoutes, { jobs });
    await app.register(searchRoutes);
  },
  customer: () => async (app) => {
    await app.register(customersRoutes);
    await app.register(groupsRoutes);
    await app.register(walletsRoutes, { bulkCredits: app.bulkCredits! });
    await app.register(importsRoutes, { imports: app.imports! });
    await app.register(ledgerRoutes);
    await app.register(requestsRoutes);
  },
  transaction: () => async (app) => {
    await app.register(vendRoutes);
    await app.register(ordersRoutes, { events: app.orderEvents! });
    await app.register(dashboardRoutes);
  },
  report: () => async (app) => {
    await app.register(reportsRoutes, { runner: app.reportRunner! });
  },
  platform: (config) => async (app) => {
    await app.register(platformRoutes, {
      overrides: remoteOverrides(config.remoteEnv),
      publish: {
        hostSharedVersion: config.hostSharedVersion,
        timeoutMs: config.publishFetchTimeoutMs,
        maxBytes: config.publishFetchMaxBytes,
        allowedHosts: config.publishAllowedHosts.map((host) => hostRule(host, 'PUBLISH_ALLOWED_HOSTS')),
      },
    });
  },
};

export async function buildApp(
  config: Config,
  database: Database,
  /** Where the JSON log lines go (standard output when absent). */
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // A request's id: the load balancer's X-Request-Id when it is a plain token, else a new one. It
    // is in every log line of the request (and of a job it queued) and answered in X-Request-Id.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    // Only the configured proxies' X-Forwarded-For is believed (never every address's).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ajv: { customOptions: { removeAdditional: false } },
    // A URL the router cannot decode, or a request the HTTP parser refuses, answers in the
    // API's own error shape rather than Fastify's — and, like every API answer, is never cached
    // (these run before any route, so the hooks that add the headers do not).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
        .send({ message: 'The request URL is malformed.', code: 'BAD_URL' });
    },
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return socket.destroy();
      const body = JSON.stringify({ message: 'The request is malformed.', code: 'BAD_REQUEST' });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });
  app.decorate('signer', new TokenSigner(config.jwtSecret));
  app.decorate(
    'exportSlots',
    new ExportSlots({ perTenant: config.exportTenantConcurrency, perProcess: config.exportProcessConcurrency }),
  );

  app.decorate(
    'streamSlots',
    new StreamSlots({
      perUser: config.streamUserMaxOpen,
      perTenant: config.streamTenantMaxOpen,
      perProcess: config.streamProcessMaxOpen,
    }),
  );

  await app.register(errors, {
    bodyLimitBytes: config.bodyLimitBytes,
    searchBodyLimitBytes: config.searchBodyLimitBytes,
  });
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(docs);
  const principalEvents = new PrincipalEvents();
  await principalEvents.connect(database, (error) => app.log.warn({ err: error }, 'a principal change was not shared'));
  app.addHook('onClose', () => principalEvents.close());
  await app.register(access, {
    db: database.db,
    signer: app.signer,
    events: principalEvents,
    cacheMs: config.authCacheMs,
  });
  await app.register(streamSessions, { db: database.db, recheckMs: config.streamRecheckMs });

  // The remotes configured for this process, imported when the platform has no release of them yet.
  await bootstrapRemotes(database.db, loadRemoteDeployments(config.remotesConfigPath, config.remoteEnv));
  await backgroundWork(app, config, database);
  await app.register(metrics, { database, queue: app.jobQueue, streams: () => app.streamSlots.active });

  for (const name of config.services) {
    await app.register(
      async (service: App) => {
        await service.register(health, {
          service: name,
          ping: () => database.ping(),
          timeoutMs: config.readyTimeoutMs,
          draining: () => app.lifecycle.draining,
        });
        await SERVICES[name](config)(service);
      },
      { prefix: `/api/${name}` },
    );
  }
  return app;
}
