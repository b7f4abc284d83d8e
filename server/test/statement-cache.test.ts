/** The prepared-statement cache refuses, outside production, a statement that captured a value. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { statement, type Preparable } from '../src/db/statement-cache';
import { users } from '../src/db/schema';

const qb = new QueryBuilder();
const P = sql.placeholder;
/** A query that can be checked but never runs: it is refused before it is prepared. */
const unpreparable = (query: { toSQL(): { sql: string; params: unknown[] } }): Preparable => ({
  toSQL: () => query.toSQL(),
  prepare: () => ({ execute: async () => [] }),
});

describe('statement cache', () => {
  it('refuses a statement that binds a tenant id (or any value) instead of a placeholder, naming its key', () => {
    const captured = qb
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 1), isNull(users.deletedAt)));
    assert.throws(
      () => statement({} as never, 'users|id:DESC|offset|tenantId#page', () => unpreparable(captured)),
      /Statement "users\|id:DESC\|offset\|tenantId#page" binds a value as parameter \$1 instead of sql\.placeholder/,
    );
    const limited = qb
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantId, P('tenantId')))
      .limit(10);
    assert.throws(() => statement({} as never, 'limited', () => unpreparable(limited)), /parameter \$2/);
  });

  it('accepts a statement whose every parameter is a placeholder, and serves it again for its key', () => {
    const db = {};
    const build = () =>
      unpreparable(
        qb
          .select({ id: users.id })
          .from(users)
          .where(eq(users.tenantId, P('tenantId')))
          .limit(P('limit')),
      );
    const first = statement(db as never, 'ok', build);
    assert.equal(statement(db as never, 'ok', build), first);
  });

  it('refuses a key that was built into another SQL text, naming the key', () => {
    const db = {};
    const byTenant = () =>
      unpreparable(
        qb
          .select({ id: users.id })
          .from(users)
          .where(eq(users.tenantId, P('t'))),
      );
    const byId = () =>
      unpreparable(
        qb
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, P('t'))),
      );
    statement(db as never, 'users|shape', byTenant);
    assert.throws(
      () => statement(db as never, 'users|shape', byId),
      /Statement key "users\|shape" was built into two different SQL texts/,
    );
  });
});
