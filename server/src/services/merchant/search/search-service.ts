/**
 * The command palette's record search: what the operator typed read as an order number, a mobile's
 * first digits or a name's start, each kind searched only when the caller may open its page (its
 * list's permission, as the route table has it), in the caller's tenant.
 */
import { can } from '@console/shared/contracts/permissions';
import {
  SEARCH_KINDS,
  searchKindCodes,
  searchResultPath,
  type SearchKind,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
} from '@console/shared/contracts/search';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../lib/principal';
import * as repo from './search-repository';

/** How many records of each kind a search answers unless asked for fewer or more. */
const PER_KIND = 5;

/** Every code that opens at least one kind: the route's access (a caller with none has nothing to search). */
export const SEARCH_CODES = [...new Set(SEARCH_KINDS.flatMap(searchKindCodes))];

/** A mobile's first digits: at least three, optionally after +91 or 91 with a space. */
const MOBILE_PREFIX = /^(\+?)(\d[\d\s-]{2,13})$/;

/**
 * The prefixes a mobile search means: the digits as typed, and, when they start with 91, the digits
 * after it too (91 may be the country code or a mobile's own first digits: 9123456789). After a +,
 * 91 is only the country code.
 */
function mobilePrefixes(text: string): string[] | undefined {
  const match = MOBILE_PREFIX.exec(text);
  if (!match) return undefined;
  const digits = match[2]!.replace(/[\s-]/g, '');
  const national = digits.startsWith('91') && digits.length >= 5 ? digits.slice(2) : undefined;
  const prefixes = match[1] ? [national] : [digits, national];
  const usable = prefixes.filter((p): p is string => p !== undefined && p.length >= 3 && p.length <= 10);
  return usable.length > 0 ? usable : undefined;
}

/** `prefix` and the string just after every string it starts: its last character raised by one. */
function prefixOf(low: string): repo.Prefix {
  const chars = [...low];
  const last = chars.pop()!;
  return { low, high: chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1) };
}

/**
 * The order number a search names, as the orders list reads it: `42` for `ORD00000042`, else the
 * word as typed in capitals (`ord00000042`). Looked up exactly, so any one word costs one index probe.
 */
function orderNumber(text: string): string | undefined {
  const upper = text.toUpperCase();
  if (/\s/.test(upper)) return undefined;
  return /^\d{1,9}$/.test(upper) ? `ORD${upper.padStart(8, '0')}` : upper;
}

const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

const result = (kind: SearchKind, id: number, title: string, detail: string): SearchResult => ({
  kind,
  id,
  title,
  detail,
  path: searchResultPath(kind, id),
});

async function findKind(db: Db, tenantId: number, kind: SearchKind, text: string, limit: number) {
  const lowered = text.toLowerCase();
  switch (kind) {
    case 'order': {
      const orderNo = orderNumber(text);
      if (!orderNo) return [];
      const rows = await repo.ordersNumbered(db, tenantId, orderNo);
      return rows.map((o) => result('order', o.id, o.orderNo, [fullName(o), o.touchpoint].filter(Boolean).join(' · ')));
    }
    case 'customer': {
      const mobiles = mobilePrefixes(text);
      const rows = mobiles
        ? await repo.customersByMobiles(
            db,
            tenantId,
            mobiles.map((m) => prefixOf(m)),
            limit,
          )
        : /\d/.test(text)
          ? []
          : await repo.customersByName(db, tenantId, prefixOf(lowered), limit);
      return rows.map((c) => result('customer', c.id, fullName(c), c.mobile));
    }
    case 'touchpoint': {
      const rows = await repo.touchpointsNamed(db, tenantId, prefixOf(lowered), limit);
      return rows.map((t) => result('touchpoint', t.id, t.name, [t.channel, t.type].filter(Boolean).join(' · ')));
    }
    case 'wallet': {
      const rows = await repo.walletsNamed(db, tenantId, prefixOf(lowered), limit);
      return rows.map((w) => result('wallet', w.id, w.name, `${fullName(w)} · ${w.type}`));
    }
  }
}

export async function searchRecords(
  db: Db,
  caller: Pick<Principal, 'tenantId' | 'permissions' | 'roleCode'>,
  body: SearchRequest,
): Promise<SearchResponse> {
  const text = body.q.trim().replace(/\s+/g, ' ');
  if (!text) return { results: [] };
  const limit = body.limit ?? PER_KIND;
  const kinds = SEARCH_KINDS.filter((kind) => can(caller, searchKindCodes(kind)));
  const found = await Promise.all(kinds.map((kind) => findKind(db, caller.tenantId, kind, text, limit)));
  return { results: found.flat() };
}
