/**
 * Builds the API as a Fastify app (server.ts only listens). The four services mount under
 * /api/<service>; SERVICES picks which of them this process serves.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import type { Config, ServiceName } from './config';
import type { Database, Db } from './db/client';
import { responses, type App } from './lib/route';
import { TokenSigner } from './lib/tokens';
import access from './plugins/access';
import errors from './plugins/errors';
import security from './plugins/security';
import customersRoutes from './services/customer/customers/customers-routes';
import groupsRoutes from './services/customer/groups/groups-routes';
import ledgerRoutes from './services/customer/ledger/ledger-routes';
import walletsRoutes from './services/customer/wallets/wallets-routes';
import auditRoutes from './services/merchant/audit/audit-routes';
import authRoutes from './services/merchant/auth/auth-routes';
import { loadRemoteDeployments } from './services/merchant/registry/remote-registry';
import registryRoutes from './services/merchant/registry/registry-routes';
import rolesRoutes from './services/merchant/roles/roles-routes';
import usersRoutes from './services/merchant/users/users-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    signer: TokenSigner;
  }
}

type ServicePlugin = (app: App) => Promise<void>;

const SERVICES: Record<ServiceName, (config: Config) => ServicePlugin> = {
  merchant: (config) => async (app) => {
    await app.register(authRoutes);
    await app.register(usersRoutes);
    await app.register(rolesRoutes);
    await app.register(registryRoutes, { deployments: loadRemoteDeployments(config.remotesConfigPath) });
    await app.register(auditRoutes);
  },
  customer: () => async (app) => {
    await app.register(customersRoutes);
    await app.register(groupsRoutes);
    await app.register(walletsRoutes);
    await app.register(ledgerRoutes);
  },
  transaction: () => async () => {},
  report: () => async () => {},
};

export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.production,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('signer', new TokenSigner(config.jwtSecret));

  await app.register(errors, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(access, { db: database.db, signer: app.signer, cacheMs: config.authCacheMs });

  for (const name of config.services) {
    await app.register(
      async (service: App) => {
        service.get(
          '/health',
          {
            config: { access: { public: true } },
            schema: {
              tags: ['health'],
              security: [],
              response: responses({ 200: Type.Object({ status: Type.String(), service: Type.String() }) }),
            },
          },
          async () => ({ status: 'ok', service: name }),
        );
        await SERVICES[name](config)(service);
      },
      { prefix: `/api/${name}` },
    );
  }
  return app;
}
