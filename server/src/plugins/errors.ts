/**
 * One error handler for the whole API: every failure is JSON `{ message, code?, details? }`.
 * A client's mistake is a 4xx that says what to fix; a 5xx never leaks internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, isUniqueViolation } from '../lib/http-errors';
import { describeValidation, type ValidationIssue } from '../lib/validation-message';
import { LicenceExpiredError } from '../lib/principal';

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export default fp<{ bodyLimitBytes: number; searchBodyLimitBytes: number }>(
  async (app: FastifyInstance, { bodyLimitBytes, searchBodyLimitBytes }) => {
    // A route that reads with filters (config.search) takes a small body: parsing a large one
    // would hold the event loop for every other caller.
    app.addHook('onRoute', (route) => {
      if (route.config?.search) route.bodyLimit = Math.min(route.bodyLimit ?? bodyLimitBytes, searchBodyLimitBytes);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A handler that failed after choosing a file's headers (an export) still answers JSON.
      reply.removeHeader('content-disposition');
      reply.type('application/json; charset=utf-8');
      if (error.validation) {
        const { message, details } = describeValidation(error.validation as ValidationIssue[], error.validationContext);
        return reply.status(400).send({ message, code: 'VALIDATION', details });
      }
      if (error instanceof LicenceExpiredError) {
        return reply.status(402).send({ message: error.message, code: error.code, role_code: error.roleCode });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.details ? { details: error.details } : {}),
        });
      }
      switch (error.code) {
        // A body over the route's limit: 413 with the limit, so the caller knows what fits.
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.status(413).send({
            message: `The request body is too large (limit ${kb(request.routeOptions.bodyLimit ?? bodyLimitBytes)}).`,
            code: 'BODY_TOO_LARGE',
          });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.status(415).send({ message: 'Send the request body as application/json.', code: 'MEDIA_TYPE' });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply
            .status(400)
            .send({ message: 'The request body is empty; send a JSON object.', code: 'EMPTY_BODY' });
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.status(400).send({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
      }
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return reply.status(400).send({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
      }
      if (isUniqueViolation(error)) {
        return reply.status(409).send({ message: 'A record with these details already exists.', code: 'CONFLICT' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message, code: error.code });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error.', code: 'INTERNAL' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
    });
  },
  { name: 'errors' },
);
