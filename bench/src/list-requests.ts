/**
 * List requests as a day of operators sends them: Touchpoint Orders, the wallet movements and the
 * audit log, each with another combination of filters, sort, page size and offset. The i-th request
 * is always the same one (a deterministic source), so two runs send the same requests.
 */
/** A deterministic pseudo-random source, so two runs send the same requests. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const maybe = <T>(r: () => number, value: T): T | undefined => (r() < 0.5 ? value : undefined);

function range(r: () => number): Record<string, string> {
  const kind = pick(r, ['1d', '1w', '1m', 'custom', 'none'] as const);
  if (kind === 'none') return {};
  if (kind !== 'custom') return { range: kind };
  const day = 1 + Math.floor(r() * 27);
  const from = `2026-${String(1 + Math.floor(r() * 11)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { range: 'custom', from, ...(r() < 0.5 ? { to: from.replace(/-\d\d$/, '-28') } : {}) };
}

const window = (r: () => number, sorts: readonly string[]) => ({
  limit: pick(r, [10, 20, 25, 50, 100]),
  offset: pick(r, [0, 0, 10, 40]),
  sortBy: pick(r, sorts),
  sortDir: pick(r, ['ASC', 'DESC'] as const),
});

/** The lists operators read: each one's path, its sorts, and the filters drawn after its page and range. */
const LISTS: { path: string; sorts: readonly string[]; filters: (r: () => number, i: number) => object }[] = [
  {
    path: '/api/transaction/orders/list',
    sorts: ['created_at', 'amount'],
    filters: (r, i) => ({
      channel_id: maybe(r, 1 + Math.floor(r() * 3)),
      touchpoint_id: maybe(r, 1 + Math.floor(r() * 12)),
      payment_status: maybe(r, pick(r, [0, 1, 2])),
      status: maybe(r, pick(r, [0, 1, 2])),
      search: maybe(r, pick(r, ['ORD00000042', '98', 'asha', `${i}`])),
    }),
  },
  {
    path: '/api/customer/wallet/transaction-list',
    sorts: ['created_at', 'id'],
    filters: (r, i) => ({
      wallet_type: maybe(r, pick(r, ['prepaid', 'postpaid'])),
      direction: maybe(r, pick(r, ['credit', 'debit'])),
      search: maybe(r, pick(r, ['a', 'rao', '98', `${i}`])),
    }),
  },
  {
    path: '/api/merchant/audit/list',
    sorts: ['id', 'created_at', 'action', 'entity'],
    filters: (r) => ({
      entity: maybe(r, pick(r, ['wallet', 'customer', 'user', 'touchpoint'])),
      action: maybe(r, pick(r, ['create', 'update', 'delete', 'fund.add'])),
      user_id: maybe(r, 1 + Math.floor(r() * 4)),
    }),
  },
];

/** The i-th request: a list and a body no earlier request had to be the same shape as. */
export function listRequest(i: number): { path: string; body: Record<string, unknown> } {
  const r = random(i + 1);
  const list = LISTS[i % LISTS.length]!;
  return { path: list.path, body: { ...window(r, list.sorts), ...range(r), ...list.filters(r, i) } };
}
