/**
 * The platform console's tables: the remote versions published (by a team's pipeline, or imported
 * at boot), which one each remote serves, the deploy tokens that publish, and the consoles' reports
 * of each remote load. Not tenant data: the platform operator (tenant 0) reads and writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/** One build of a remote, by version; its manifest URL and what its contract declared. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    /** The `@console/shared` range the build declared (`*` when imported at boot). */
    sharedRange: text('shared_range').notNull().default('*'),
    /** The paths its `./routes` serves. */
    paths: text('paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A deploy token's name, `bootstrap`, or an operator's e-mail. */
    publishedBy: text('published_by').notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    status: text('status').notNull().default('available'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version] }),
    check('remote_versions_status_check', sql`${t.status} in ('available', 'withdrawn')`),
  ],
);

/** Which version of a remote tenants get unless they pin one, the one before it, and the kill switch. */
export const remoteReleases = pgTable('remote_releases', {
  remote: text('remote').primaryKey(),
  currentVersion: text('current_version').notNull(),
  previousVersion: text('previous_version'),
  /** On: no tenant gets the remote. */
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A pipeline's credential to publish one remote: only its sha-256 is kept. */
export const deployTokens = pgTable(
  'deploy_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The platform user who issued it. */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('deploy_tokens_remote_idx').on(t.remote)],
);

/** One remote load a console reported (sampled): the platform's health figures read the last hour. */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    ok: boolean('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    reason: text('reason'),
    /** How many loads the report stands for: a sampled success stands for the ones not reported. */
    weight: smallint('weight').notNull().default(1),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('remote_loads_remote_version_at_idx').on(t.remote, t.version, t.at),
    // The last hour of every remote (the health page) and the retention's delete read by time alone.
    index('remote_loads_at_idx').on(t.at),
    check('remote_loads_weight_ck', sql`${t.weight} between 1 and 100`),
  ],
);
