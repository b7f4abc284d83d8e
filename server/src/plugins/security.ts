/** Security headers, CORS limited to the console's origins, and the OpenAPI docs. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp<{ corsOrigins: string[] }>(
  async (app: FastifyInstance, { corsOrigins }) => {
    await app.register(helmet, {
      // The API answers JSON; the docs UI needs its inline assets.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, {
      origin: corsOrigins,
      // Exports name their file; a movement says when it answers a retry.
      exposedHeaders: ['content-disposition', 'idempotent-replayed'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Console API',
          version: '1.0.0',
          description: 'Merchant, customer, transaction and report services',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'security' },
);
