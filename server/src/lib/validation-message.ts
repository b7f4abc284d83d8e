/**
 * Turns schema validation errors (TypeBox or Ajv shaped) into one readable message and
 * a per-field list, so a client's mistake reads as a sentence, not a JSON pointer.
 */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(part: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return part === 'body' || !part ? 'body' : part;
}

function describe(issue: ValidationIssue, field: string): { field: string; message: string } | null {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required': {
      const missing = (p.requiredProperties as string[] | undefined) ?? [p.missingProperty as string];
      const name = missing[0] ?? 'field';
      const full = field === 'body' ? name : `${field}.${name}`;
      return { field: full, message: `${full} is required` };
    }
    case 'additionalProperties': {
      const extra = (p.additionalProperties as string[] | string | undefined) ?? [];
      const name = Array.isArray(extra) ? extra[0] : extra;
      const full = field === 'body' ? String(name) : `${field}.${String(name)}`;
      return { field: full, message: `${full} is not an allowed field` };
    }
    case 'boolean':
      return null; // `additionalProperties: false` reports the same field twice
    case 'pattern':
      return { field, message: `${field} contains characters that are not allowed` };
    case 'format':
      return {
        field,
        message:
          p.format === 'email'
            ? `${field} must be a valid email address`
            : `${field} must be a valid ${String(p.format)}`,
      };
    case 'minLength':
      // At least one character: the value is missing, whatever its length limit says.
      return Number(p.limit) === 1
        ? { field, message: `${field} is required` }
        : { field, message: `${field} must be at least ${String(p.limit)} characters` };
    case 'maxLength':
      return { field, message: `${field} must be at most ${String(p.limit)} characters` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const cmp = (p.comparison as string | undefined) ?? (issue.keyword.includes('inimum') ? '>=' : '<=');
      return { field, message: `${field} must be ${cmp} ${String(p.limit)}` };
    }
    case 'type':
      return { field, message: `${field} must be ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}` };
    case 'const':
    case 'enum':
    case 'anyOf': {
      return { field, message: `${field} has a value that is not allowed` };
    }
    case 'minItems':
      return { field, message: `${field} must have at least ${String(p.limit)} items` };
    case 'maxItems':
      return { field, message: `${field} must have at most ${String(p.limit)} items` };
    case 'uniqueItems':
      return { field, message: `${field} must not repeat items` };
    default:
      return { field, message: `${field} ${issue.message ?? 'is invalid'}` };
  }
}

export function describeValidation(
  issues: readonly ValidationIssue[],
  part?: string,
): { message: string; details: { field: string; message: string }[] } {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const d = describe(issue, fieldName(part, issue.instancePath));
    if (!d) continue;
    // Keep the first, most specific complaint per field (union members report once each).
    if (!byField.has(d.field)) byField.set(d.field, d.message);
  }
  const details = [...byField].map(([field, message]) => ({ field, message }));
  const message = details.length > 0 ? `${details.map((d) => d.message).join('; ')}.` : 'The request is invalid.';
  return { message: message.charAt(0).toUpperCase() + message.slice(1), details };
}
