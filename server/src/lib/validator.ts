/**
 * The schema validator of every route: TypeBox's, with one rule in front. Path, query and header
 * values arrive as text and TypeBox converts them leniently ("1.5", "0x1", "1e0" and " 01" all
 * become 1), so an integer there must first be written canonically, in plain digits: one
 * resource has one URL, and a probe for odd spellings gets a 400 instead of a record.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';

const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

function integerKeys(schema: TSchema): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, s]) => s.type === 'integer')
    .map(([key]) => key);
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const typebox = TypeBoxValidatorCompiler(route);
  if (route.httpPart === 'body') return typebox;
  const keys = integerKeys(route.schema);
  if (keys.length === 0) return typebox;
  return (value: unknown) => {
    const raw = (value ?? {}) as Record<string, unknown>;
    const errors = keys
      .filter((key) => typeof raw[key] === 'string' && !CANONICAL_INTEGER.test(raw[key]))
      .map((key) => ({
        instancePath: `/${key}`,
        schemaPath: '',
        keyword: 'canonicalInteger',
        params: {},
        message: 'must be a whole number written in digits (e.g. 42)',
      }));
    return errors.length > 0 ? { error: errors } : typebox(value);
  };
};
