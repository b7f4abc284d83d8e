/**
 * Forms send what the operator typed: surrounding spaces, a mobile written "98765 43210", an
 * emptied optional field as "". A route's preValidation hook tidies the JSON body before its
 * schema sees it, so such input is accepted and stored one way rather than refused.
 */
import type { FastifyRequest } from 'fastify';

export interface BodyNormalisation {
  /** Optional fields whose blank value means "none": stored as null. */
  blankToNull?: readonly string[];
  /** Fields people write with spaces for readability (phone numbers): the spaces go. */
  removeSpaces?: readonly string[];
  /** Fields compared without regard to case (card numbers): upper-cased. */
  upperCase?: readonly string[];
}

/** A preValidation hook: trims every top-level string of the body, then applies `rules`. */
export function normaliseBody(rules: BodyNormalisation) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value !== 'string') continue;
      let tidy = value.trim();
      if (rules.removeSpaces?.includes(key)) tidy = tidy.replace(/\s+/g, '');
      if (rules.upperCase?.includes(key)) tidy = tidy.toUpperCase();
      fields[key] = tidy === '' && rules.blankToNull?.includes(key) ? null : tidy;
    }
  };
}
