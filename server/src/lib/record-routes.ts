/**
 * The handlers a record's routes share, for `route(app, key, options, handler)`: each calls one
 * service function with the caller's tenant (a read) or the caller (a write) and the request's id
 * and body, and answers as its ENDPOINTS entry says — a list or options as the service answers
 * them, a record as `{ data }` (201 for a create), a delete with 204.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { actorOf, principalOf } from '../plugins/access';
import type { Actor } from './audit';
import type { App } from './route';

type WithBody<B> = FastifyRequest & { body: B };
type WithId = FastifyRequest & { params: { id: number } };
/** Who makes a write, read from its request: the actor, or what a service needs beside it. */
type CallerOf<C> = (request: FastifyRequest) => C;

/** `POST …/list` or `…/options`: the service's answer to the body, for the caller's tenant. */
export function tenantRead<B, T>(app: App, read: (db: Db, tenantId: number, body: B) => Promise<T>) {
  return (request: WithBody<B>) => read(app.db, principalOf(request).tenantId, request.body);
}

/** `POST …/:id/…`: the service's answer to the body about the tenant's record `id` (its own rows). */
export function recordRowsRead<B, T>(app: App, read: (db: Db, tenantId: number, id: number, body: B) => Promise<T>) {
  return (request: WithBody<B> & WithId) =>
    read(app.db, principalOf(request).tenantId, request.params.id, request.body);
}

/** `GET …/:id`: the tenant's record. */
export function recordRead<T>(app: App, get: (db: Db, tenantId: number, id: number) => Promise<T>) {
  return async (request: WithId) => ({ data: await get(app.db, principalOf(request).tenantId, request.params.id) });
}

/** `POST …`: the record the caller created from the body, answered with 201. */
export function recordCreate<B, T, C = Actor>(
  app: App,
  create: (db: Db, caller: C, body: B) => Promise<T>,
  callerOf: CallerOf<C> = actorOf as CallerOf<C>,
) {
  return async (request: WithBody<B>, reply: FastifyReply) => {
    const data = await create(app.db, callerOf(request), request.body);
    reply.code(201);
    return { data };
  };
}

/** `PUT …/:id`: the record as the caller's edit left it. */
export function recordUpdate<B, T, C = Actor>(
  app: App,
  update: (db: Db, caller: C, id: number, body: B) => Promise<T>,
  callerOf: CallerOf<C> = actorOf as CallerOf<C>,
) {
  return async (request: WithBody<B> & WithId) => ({
    data: await update(app.db, callerOf(request), request.params.id, request.body),
  });
}

/** `DELETE …/:id`: 204 once the caller's delete is done. */
export function recordDelete<C = Actor>(
  app: App,
  remove: (db: Db, caller: C, id: number) => Promise<void>,
  callerOf: CallerOf<C> = actorOf as CallerOf<C>,
) {
  return async (request: WithId, reply: FastifyReply) => {
    await remove(app.db, callerOf(request), request.params.id);
    return reply.status(204).send(null);
  };
}
