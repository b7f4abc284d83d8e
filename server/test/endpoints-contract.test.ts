/**
 * `ENDPOINTS` (shared/src/contracts/endpoints.ts) types every call the console makes; the server
 * validates against its routes' own schemas. This test holds the two to one truth, both ways:
 * every entry is a registered route with the same method and path, the same body schema and the
 * same success answer (204 for an entry without `response`, no JSON schema for a `file`), and
 * every registered route is an entry — except the few the console never calls, each named below
 * with the reason. A route added without its entry, or an entry whose schema drifted from what the
 * server checks, fails here with the line that differs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { ENDPOINTS, type EndpointSpec } from '@console/shared/contracts/endpoints';
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
};

/** The prefix every API route carries; ENDPOINTS keys name the path under it. */
const API = '/api';

function keyOf(entry: Pick<AccessEntry, 'method' | 'url'>): string {
  return `${entry.method} ${entry.url.slice(API.length)}`;
}

/** Plain JSON of a schema, so that two separately built equal schemas compare equal. */
function json(schema: unknown): unknown {
  return schema === undefined ? undefined : JSON.parse(JSON.stringify(schema));
}

/** An export's answer: a file, not JSON. */
const BINARY = { type: 'string', format: 'binary' };

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

  it('each entry has the body and success schemas its route validates with', () => {
    const differences: string[] = [];
    for (const [key, spec] of Object.entries(ENDPOINTS) as [string, EndpointSpec][]) {
      const route = routes.get(key);
      if (!route) continue; // reported by the test above
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      if ((spec.body === undefined) !== (body === undefined)) {
        differences.push(`${key}: body ${spec.body ? 'in ENDPOINTS only' : 'on the route only'}`);
      } else if (body !== undefined && !isDeepStrictEqual(json(spec.body), json(body))) {
        differences.push(`${key}: the body schema differs from the route's`);
      }

      const ok = successes(route);
      // A 204 carries no body, so it never conflicts with the entry's answer.
      const withBody = [...ok].filter(([status]) => status !== 204);
      if (spec.file) {
        if (withBody.length === 0 || withBody.some(([, schema]) => !isDeepStrictEqual(json(schema), BINARY)))
          differences.push(`${key}: a file in ENDPOINTS, but the route does not answer a binary body`);
      } else if (spec.response === undefined) {
        if ([...ok.keys()].join() !== '204')
          differences.push(`${key}: no answer in ENDPOINTS, the route answers ${[...ok.keys()].join(', ')}`);
      } else if (withBody.length === 0) {
        differences.push(`${key}: an answer in ENDPOINTS, the route answers only ${[...ok.keys()].join(', ')}`);
      } else {
        for (const [status, schema] of withBody) {
          if (!isDeepStrictEqual(json(spec.response), json(schema)))
            differences.push(`${key}: the answer schema differs from the route's ${status}`);
        }
      }
    }
    assert.deepEqual(differences, [], `ENDPOINTS schemas differ from the routes':\n${differences.join('\n')}`);
  });
});
