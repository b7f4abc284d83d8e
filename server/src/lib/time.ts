/** PostgreSQL timestamptz text → ISO 8601 (UTC, milliseconds) for the wire. */
export function toIso(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d =
    value instanceof Date
      ? value
      : new Date(value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return d.toISOString();
}

export function toIsoOrNull(value: string | Date | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}
