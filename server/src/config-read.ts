/**
 * Reading the environment: env-schema checks and coerces it with the schema of config-env.ts, then
 * the variables that need more than a type (a list of proxies, of feed hosts, of services or of
 * queues, a mail URL) are parsed here. A bad value throws a message naming the variable.
 */
import envSchema, { type EnvSchemaOpt } from 'env-schema';
import { EnvSchema, SERVICE_NAMES, type Env, type ServiceName } from './config-env';

/** env-schema's Ajv, named through its options (the server does not depend on ajv itself). */
type EnvAjv = Parameters<Extract<NonNullable<EnvSchemaOpt['ajv']>, { customOptions: unknown }>['customOptions']>[0];

/** `atLeast`: a number below the floor is raised to it (the value is valid; nothing is reported). */
const atLeast: typeof envSchema.keywords.separator = {
  keyword: 'atLeast',
  type: 'number',
  metaSchema: { type: 'integer' },
  modifying: true,
  valid: true,
  errors: false,
  compile: (least: number) => (data: number, context) => {
    if (context) context.parentData[context.parentDataProperty] = Math.max(least, data);
    return true;
  },
};

/** env-schema's Ajv (its coercion and defaults) with the schema's own keywords, made once per process. */
let ajv: EnvAjv | undefined;
function ajvOption(): EnvAjv | { customOptions(fresh: EnvAjv): EnvAjv } {
  return ajv ?? { customOptions: (fresh) => (ajv = fresh.addVocabulary(['defaultText', 'defaultNote', atLeast])) };
}

const INTEGERS = Object.entries(EnvSchema.properties)
  .filter(([, schema]) => schema.type === 'integer')
  .map(([name]) => name);

interface EnvError {
  instancePath: string;
  message?: string;
}

/** The message of each variable env-schema refused, with the value it was given. */
function refusal(errors: EnvError[], env: NodeJS.ProcessEnv): string {
  const messages = new Set<string>();
  for (const error of errors) {
    const name = error.instancePath.replace(/^\//, '');
    const value = `got "${env[name]}"`;
    messages.add(
      INTEGERS.includes(name)
        ? `${name} must be a non-negative integer, ${value}`
        : `${name} ${error.message ?? 'is not valid'}, ${value}`,
    );
  }
  return [...messages].join('\n');
}

/** The environment through the schema. An empty number is unset (its default), as it always was. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const data: NodeJS.ProcessEnv = { ...env };
  for (const name of INTEGERS) if (data[name] === '') delete data[name];
  try {
    return envSchema<Env>({ schema: EnvSchema, data, env: false, ajv: ajvOption() });
  } catch (error) {
    const errors = (error as { errors?: EnvError[] }).errors;
    if (!errors?.length) throw error;
    throw new Error(refusal(errors, env), { cause: error });
  }
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `TRUST_PROXY`: none, loopback (the bundled proxy), or a list of addresses and CIDRs; never everyone. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined) return ['loopback'];
  const entries = list(value);
  if (entries.length === 1 && ['false', 'none', '0'].includes(entries[0]!.toLowerCase())) return [];
  for (const entry of entries) {
    const lower = entry.toLowerCase();
    if (['true', '1', '*', 'all'].includes(lower) || /^(0\.0\.0\.0|::)\/0$/.test(lower)) {
      throw new Error(
        `TRUST_PROXY must list the proxies' addresses or CIDRs (e.g. "loopback" or "10.0.0.0/8"), not "${entry}": trusting every address lets any client forge its address.`,
      );
    }
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i.test(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

/** `SMTP_URL`: smtp:// or smtps:// only (empty: no SMTP, the outbox). */
export function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  return value;
}

/** `JOB_WORKER`: 1 (or unset) works every queue, 0 none (a process that only serves requests), or a list of queues. */
export function parseJobWorkers(value: string): 'all' | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '1' || trimmed === 'true') return 'all';
  if (trimmed === '0' || trimmed === 'false') return [];
  const names = list(trimmed);
  for (const name of names) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`JOB_WORKER: "${name}" is not a queue name (or use 1 / 0)`);
  }
  return names;
}

/** `SERVICES`: a list of service names (empty: all of them). */
export function parseServices(value: string): ServiceName[] {
  if (!value) return [...SERVICE_NAMES];
  const names = list(value);
  for (const name of names) {
    if (!(SERVICE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`SERVICES: unknown service "${name}" (known: ${SERVICE_NAMES.join(', ')})`);
    }
  }
  return names as ServiceName[];
}

/** `CORS_ORIGINS`, comma-separated. */
export const parseOrigins = list;
