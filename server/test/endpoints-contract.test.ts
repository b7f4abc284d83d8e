/**
 * `ENDPOINTS` (shared/src/contracts/endpoints.ts) types every call the console makes, and the
 * server's routes are registered from it (`route(app, key, …)` in server/src/lib/route.ts), so
 * each route validates and answers by its entry's own schemas. This test holds the table and the
 * registered routes to one truth, both ways: every entry is a registered route whose schema was
 * built from that entry (not written beside it by hand), and every registered route is an entry
 * — except the few the console never calls, each named below with the reason. A route added
 * without its entry, an entry no route serves, or a console route that writes its own schema
 * fails here with the line that differs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENDPOINTS, type EndpointSpec } from '@console/shared/contracts/endpoints';
import Fastify from 'fastify';
import { endpointOf, route, type App } from '../src/lib/route';
import type { AccessEntry } from '../src/plugins/access';
import { createTestContext, type TestContext } from './helper';

/** Registered routes the console does not call, and why. Reviewed by hand like access-table.txt. */
const NOT_CALLED_BY_THE_CONSOLE: Record<string, string> = {
  'POST /merchant/users/logout':
    "logout for other API clients: it reads no body; the console's logout is POST /merchant/user-management",
  'GET /transaction/orders/stream': 'server-sent events, not a JSON call the API client makes',
  'GET /merchant/health': "a probe for the deployment's health checks",
  'GET /merchant/health/live': "a probe for the deployment's health checks",
  'GET /merchant/health/ready': "a probe for the deployment's health checks",
  'GET /customer/health': "a probe for the deployment's health checks",
  'GET /customer/health/live': "a probe for the deployment's health checks",
  'GET /customer/health/ready': "a probe for the deployment's health checks",
  'GET /transaction/health': "a probe for the deployment's health checks",
  'GET /transaction/health/live': "a probe for the deployment's health checks",
  'GET /transaction/health/ready': "a probe for the deployment's health checks",
  'GET /report/health': "a probe for the deployment's health checks",
  'GET /report/health/live': "a probe for the deployment's health checks",
  'GET /report/health/ready': "a probe for the deployment's health checks",
  'GET /platform/health': "a probe for the deployment's health checks",
  'GET /platform/health/live': "a probe for the deployment's health checks",
  'GET /platform/health/ready': "a probe for the deployment's health checks",
};

/** The prefix every API route carries; ENDPOINTS keys name the path under it. */
const API = '/api';

function keyOf(entry: Pick<AccessEntry, 'method' | 'url'>): string {
  return `${entry.method} ${entry.url.slice(API.length)}`;
}

/** A route's success answers (2xx) from its response schemas. */
function successes(entry: AccessEntry): Map<number, unknown> {
  const response = (entry.schema?.response ?? {}) as Record<string, unknown>;
  return new Map(
    Object.entries(response)
      .filter(([status]) => status.startsWith('2'))
      .map(([status, schema]) => [Number(status), schema]),
  );
}

describe('ENDPOINTS and the registered routes', () => {
  let t: TestContext;
  let routes: Map<string, AccessEntry>;

  before(async () => {
    t = await createTestContext();
    // The vend API is for machines (a touchpoint key), and the docs are served by their plugin:
    // neither is part of the console's contract.
    routes = new Map(
      t.app.accessTable
        .filter((e) => !('machine' in e.access) && e.url.startsWith(`${API}/`) && !e.url.startsWith(`${API}/docs`))
        .map((e) => [keyOf(e), e]),
    );
  });
  after(() => t.close());

  it('reads the routes of every service', () => {
    const services = new Set([...routes.keys()].map((k) => k.split(' ')[1]!.split('/')[1]));
    for (const service of ['merchant', 'customer', 'transaction']) assert.ok(services.has(service), service);
    assert.ok(routes.size >= 80, `expected the full route table, found ${routes.size}`);
  });

  it('every ENDPOINTS entry is a registered route, and every route the console calls is an entry', () => {
    const differences: string[] = [];
    for (const key of Object.keys(ENDPOINTS)) {
      if (!routes.has(key)) differences.push(`- ${key}    (in ENDPOINTS, no such route)`);
      if (key in NOT_CALLED_BY_THE_CONSOLE)
        differences.push(`! ${key}    (in ENDPOINTS and in NOT_CALLED_BY_THE_CONSOLE)`);
    }
    for (const key of routes.keys()) {
      if (!(key in ENDPOINTS) && !(key in NOT_CALLED_BY_THE_CONSOLE))
        differences.push(`+ ${key}    (registered, missing from ENDPOINTS)`);
    }
    for (const key of Object.keys(NOT_CALLED_BY_THE_CONSOLE)) {
      if (!routes.has(key)) differences.push(`- ${key}    (in NOT_CALLED_BY_THE_CONSOLE, no such route)`);
    }
    assert.deepEqual(differences, [], `ENDPOINTS and the routes differ:\n${differences.join('\n')}`);
  });

  it("each entry's route validates and answers by the entry itself", () => {
    const differences: string[] = [];
    for (const [key, spec] of Object.entries(ENDPOINTS) as [string, EndpointSpec][]) {
      const route = routes.get(key);
      if (!route) continue; // reported by the test above
      const built = endpointOf(route.schema);
      if (built !== key) {
        differences.push(
          `${key}: its schema is ${built ? `built from ${built}` : 'written by hand'}; register it with route(app, '${key}', …)`,
        );
        continue;
      }
      // The very schema objects of the entry reach Fastify: nothing copied them on the way.
      if (route.schema?.body !== spec.body)
        differences.push(`${key}: the route validates another body than the entry's`);
      for (const [status, schema] of successes(route)) {
        if (status !== 204 && !spec.file && schema !== spec.response)
          differences.push(`${key}: the route's ${status} answers another schema than the entry's`);
      }
    }
    for (const [key, route] of routes) {
      if (key in NOT_CALLED_BY_THE_CONSOLE && endpointOf(route.schema) !== undefined)
        differences.push(`${key}: not called by the console, yet its schema is an entry's`);
    }
    assert.deepEqual(differences, [], `routes not declared by their ENDPOINTS entry:\n${differences.join('\n')}`);
  });

  it("registers an endpoint only under its own service's prefix", async () => {
    const app = Fastify() as unknown as App;
    void app.register(
      async (merchant: App) =>
        route(merchant, 'GET /customer/wallet/:id', { config: { access: { signedIn: true } }, tags: [] }, () => {
          throw new Error('not called');
        }),
      { prefix: '/api/merchant' },
    );
    await assert.rejects(async () => {
      await app.ready();
    }, /GET \/customer\/wallet\/:id is served by the customer service/);
    await app.close();
  });
});
