/** An error that becomes a `{ message, code }` response with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Field errors a form shows under its fields. */
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: { field: string; message: string }[]) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new HttpError(401, message, code);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message, 'FORBIDDEN');
export const notFound = (entity: string) => new HttpError(404, `${entity} not found.`, 'NOT_FOUND');
/** The row a lookup found, or a 404 naming `entity` when it found none. */
export function foundOr404<T>(row: T | null | undefined, entity: string): T {
  if (row === undefined || row === null) throw notFound(entity);
  return row;
}
/**
 * `lockRow` then `get` of the tenant's record `id`, in one transaction `tx`: the record as it is
 * with its row locked until the transaction ends, or a 404 naming `entity` when there is none.
 */
export function lockedOr404<Tx, T>(
  lockRow: (tx: Tx, tenantId: number, id: number) => Promise<unknown>,
  get: (tx: Tx, tenantId: number, id: number) => Promise<T>,
  entity: string,
) {
  return async (tx: Tx, tenantId: number, id: number): Promise<T> => {
    if (!(await lockRow(tx, tenantId, id))) throw notFound(entity);
    return get(tx, tenantId, id);
  };
}
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new HttpError(422, message, code);
export const tooManyRequests = (message: string) => new HttpError(429, message, 'TOO_MANY_REQUESTS');

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e.cause !== undefined && isUniqueViolation(e.cause, constraint);
}

/** PostgreSQL's deadlock_detected or serialization_failure, from either driver: the transaction was rolled back whole. */
export function isTransientConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '40P01' || e.code === '40001') return true;
  return e.cause !== undefined && isTransientConflict(e.cause);
}

/**
 * Runs the transaction `work` again when the database chose it as a deadlock's victim (or a
 * serialization failure): it was rolled back whole, so running it again is the same request, and
 * the caller gets its answer instead of a 500. Vends and refunds lock a wallet, an order and
 * products in paths that cannot all take them in one order; the database breaks such a cycle by
 * failing one of them. Gives up after `attempts`.
 */
export async function retryTransientConflicts<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Runs `work`, turning a violation of the unique index `constraint` (undefined: of any unique
 * index) into `refusal`: the answer a request gets when it loses a race its own check could not
 * see (both checked, one inserted).
 */
export async function refuseUniqueViolation<T>(
  constraint: string | undefined,
  refusal: () => HttpError,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}
