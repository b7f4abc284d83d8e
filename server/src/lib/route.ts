/** Small helpers every route module uses: the typed app and the standard error responses. */
import { ErrorResponse } from '@console/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TSchema } from 'typebox';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 422, 429] as const;

/** A route's response schemas: its own success shapes plus the error shape for every 4xx. */
export function responses<T extends Record<number, TSchema>>(success: T) {
  const errors = Object.fromEntries(ERROR_STATUSES.map((s) => [s, ErrorResponse])) as Record<
    (typeof ERROR_STATUSES)[number],
    typeof ErrorResponse
  >;
  return { ...errors, ...success };
}
