/**
 * Records as the API answers them, for the tests of more than one remote (a feature may not import
 * another feature's fixtures, and remotes never import each other): typed by the contracts, so a
 * field the API adds or renames fails every test that builds one here.
 */
import type { TenantLabels } from '../contracts/registry';
import type { WalletRequest } from '../contracts/requests';

/** A postpaid request: raised on a wallet's page (remote-people), decided on Requests (remote-transactions). */
export function makeWalletRequest(overrides: Partial<WalletRequest> = {}): WalletRequest {
  return {
    id: 31,
    wallet_id: 12,
    wallet_name: 'Meal Wallet',
    customer_id: 40,
    customer_name: 'Asha Rao',
    customer_phone: '9876500011',
    remark: 'Night shift meals',
    status: 'pending',
    credit_limit: null,
    decision_remark: null,
    requested_by: 'ops@demo.local',
    decided_by: null,
    decided_at: null,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const employees = { customer: 'Employee', customers: 'Employees' };
const dispensed = { transaction: 'Dispensed Product', transactions: 'Dispensed Products' };

/**
 * The words of a tenant that renames its people and orders (the demo's tenant 2, Acme): each of
 * its sections is called by the plural of its noun.
 */
export const ACME_LABELS: TenantLabels = {
  ...employees,
  ...dispensed,
  peopleSection: employees.customers,
  transactionsSection: dispensed.transactions,
};

/** What an options endpoint asks: what was typed (`q`), or exactly the ids; at most `limit` (default 10). */
interface OptionsBody {
  q?: string;
  ids?: number[];
  limit?: number;
}

/**
 * An options endpoint's answer over `all` (in name order): the ids asked, or the first `limit`
 * matching the search, and how many match.
 */
export function optionsAnswer<T extends { id: number; name: string }>(all: T[], body: OptionsBody) {
  const term = body.q?.trim().toLowerCase();
  const found = all.filter((o) => (body.ids ? body.ids.includes(o.id) : !term || o.name.toLowerCase().includes(term)));
  return { data: body.ids ? found : found.slice(0, body.limit ?? 10), total: found.length };
}

/** A list's answer as the API gives it: `data` and its pagination by offset. */
export const offsetPage = <T>(data: T[], total = data.length, limit = 10, offset = 0) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1 },
});

/** The same for a list that also pages by cursor: `nextCursor` is null on the last page. */
export const cursorPage = <T>(
  data: T[],
  total = data.length,
  limit = 10,
  offset = 0,
  nextCursor: string | null = null,
) => ({ data, pagination: { ...offsetPage(data, total, limit, offset).pagination, nextCursor } });
