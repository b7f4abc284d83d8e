/**
 * A database's schema as sorted lines of text, one per object in the public schema: tables,
 * columns (type, default, nullability, identity), sequences, indexes, constraints, functions,
 * triggers, views and enum types, each with the definition PostgreSQL itself prints. Two databases
 * with the same lines have the same schema; the migrations' bookkeeping (schema drizzle) is not in it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export type SchemaKind =
  'table' | 'column' | 'sequence' | 'index' | 'constraint' | 'function' | 'trigger' | 'view' | 'enum';

const QUERIES: Record<SchemaKind, string> = {
  table: `select table_name || ' ' || table_type as line
            from information_schema.tables where table_schema = 'public'`,
  column: `select table_name || '.' || column_name || ' ' || concat_ws(' ',
                  data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale,
                  datetime_precision, 'default=' || coalesce(column_default, '-'), 'nullable=' || is_nullable,
                  'identity=' || is_identity, identity_generation, identity_start, identity_increment,
                  identity_minimum, identity_maximum, identity_cycle,
                  'generated=' || is_generated, generation_expression, collation_name) as line
             from information_schema.columns where table_schema = 'public'`,
  sequence: `select sequencename || ' ' || concat_ws(' ', data_type, start_value, min_value, max_value,
                    increment_by, cycle, cache_size) as line
               from pg_sequences where schemaname = 'public'`,
  index: `select tablename || ' ' || indexname || ': ' || indexdef as line from pg_indexes where schemaname = 'public'`,
  constraint: `select c.conrelid::regclass::text || ' ' || c.conname || ' ' || c.contype::text || ': '
                      || pg_get_constraintdef(c.oid) || ' deferrable=' || c.condeferrable::text
                      || ' validated=' || c.convalidated::text as line
                 from pg_constraint c join pg_namespace n on n.oid = c.connamespace
                where n.nspname = 'public'`,
  function: `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '): '
                    || pg_get_functiondef(p.oid) as line
               from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname = 'public' and p.prokind in ('f', 'p')`,
  trigger: `select t.tgrelid::regclass::text || ' ' || t.tgname || ' enabled=' || t.tgenabled::text || ': '
                   || pg_get_triggerdef(t.oid) as line
              from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and not t.tgisinternal`,
  view: `select viewname || ': ' || definition as line from pg_views where schemaname = 'public'`,
  enum: `select t.typname || ': ' || string_agg(e.enumlabel, ', ' order by e.enumsortorder) as line
           from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' group by t.typname`,
};

export type SchemaSnapshot = Record<SchemaKind, string[]>;

export async function schemaSnapshot(database: Database): Promise<SchemaSnapshot> {
  const snapshot = {} as SchemaSnapshot;
  for (const kind of Object.keys(QUERIES) as SchemaKind[]) {
    const result = await database.db.execute(sql.raw(QUERIES[kind]));
    const rows = (result as unknown as { rows: { line: string }[] }).rows;
    snapshot[kind] = rows.map((row) => row.line).sort();
  }
  return snapshot;
}

/** What one snapshot has that the other has not, per kind; empty lists when they are the same. */
export function schemaDifference(
  actual: SchemaSnapshot,
  expected: SchemaSnapshot,
): Record<string, { missing: string[]; extra: string[] }> {
  const difference: Record<string, { missing: string[]; extra: string[] }> = {};
  for (const kind of Object.keys(expected) as SchemaKind[]) {
    const have = new Set(actual[kind]);
    const want = new Set(expected[kind]);
    const missing = expected[kind].filter((line) => !have.has(line));
    const extra = actual[kind].filter((line) => !want.has(line));
    if (missing.length > 0 || extra.length > 0) difference[kind] = { missing, extra };
  }
  return difference;
}
