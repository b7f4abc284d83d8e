/** The Users List filters as the URL holds them (strings) and as the API takes them (numbers). */

export const STATUS_FILTER_OPTIONS = [
  { id: '1', text: 'Active' },
  { id: '0', text: 'Inactive' },
];

const asNumber = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/** "ALL", empty or garbage in the URL means no filter; `search` is sent as typed (trimmed). */
export function toListFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const status = asNumber(filters.status);
  return {
    search: typeof filters.search === 'string' ? filters.search : undefined,
    status: status === 0 || status === 1 ? status : undefined,
    role_id: asNumber(filters.role_id) || undefined,
  };
}
