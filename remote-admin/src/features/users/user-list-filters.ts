/** The Users List filters as the URL holds them (strings) and as the API takes them (numbers). */

export const STATUS_FILTER_OPTIONS = [
  { id: '1', text: 'Active' },
  { id: '0', text: 'Inactive' },
];

const asNumber = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/** The server takes up to 100 characters of search text, without markup brackets or control characters. */
const searchText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.replace(/[<>\p{Cc}]/gu, '').slice(0, 100) : undefined;

/** "ALL", empty or garbage in the URL means no filter (listPayload trims and drops empty values). */
export function toListFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const status = asNumber(filters.status);
  return {
    search: searchText(filters.search),
    status: status === 0 || status === 1 ? status : undefined,
    role_id: asNumber(filters.role_id) || undefined,
  };
}
