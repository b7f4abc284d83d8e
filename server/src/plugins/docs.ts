/**
 * The OpenAPI description of every route (from the TypeBox schemas each declares) at
 * /api/docs/json, and its browsable UI at /api/docs. Registered before the services, so it sees
 * their routes; the access plugin marks its own routes public.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI pages' GET routes (public by design, not in the access table): the fuzz test calls them too. */
    docsRoutes: string[];
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const routes: string[] = [];
    app.decorate('docsRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs') && [route.method].flat().includes('GET')) routes.push(route.url);
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Console API',
          version: '1.0.0',
          description: 'Merchant, customer, transaction and report services',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The vend API's machine routes: a touchpoint's key (tpk_…), not a person's token.
            touchpointKey: { type: 'http', scheme: 'bearer', bearerFormat: 'tpk_…' },
          },
        },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
