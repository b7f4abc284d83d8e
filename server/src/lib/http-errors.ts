/** An error that becomes a `{ message, code }` response with its status (SPEC §8). */
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

/**
 * Runs `work`, turning a violation of the unique index `constraint` into `refusal`: the answer a
 * request gets when it loses a race its own check could not see (both checked, one inserted).
 */
export async function refuseUniqueViolation<T>(
  constraint: string,
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
