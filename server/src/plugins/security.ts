/** Security headers (and `Cache-Control: no-store`) and CORS limited to the console's origins. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp<{ corsOrigins: string[] }>(
  async (app: FastifyInstance, { corsOrigins }) => {
    await app.register(helmet, {
      // The API answers JSON; the docs UI needs its inline assets.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // API answers hold one tenant's data: no browser or shared cache keeps them. A route that
    // sets its own Cache-Control (none today) keeps it.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    await app.register(cors, {
      origin: corsOrigins,
      // Exports name their file; a movement says when it answers a retry.
      exposedHeaders: ['content-disposition', 'idempotent-replayed'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
