/**
 * What the people specs share: names and mobiles unique to this run, and the customer API called
 * as the signed-in operator. A mobile is unique per tenant and one worker loads this module once
 * for every file, so each spec file keeps its own numbers for `mobile(n)`: people 1–2 and 20–32,
 * wallets 3 and 10–12, requests 7, transaction-wallets 40, rules-keys 901.
 */
import { expect, type Page } from '@playwright/test';
import { cookie } from './console';

export const stamp = Date.now().toString().slice(-6);
/** The stamp in letters, for names (a name holds letters only). */
export const tag = [...stamp].map((d) => 'abcdefghij'[Number(d)]).join('');
/** A valid Indian mobile unique to this run. */
export const mobile = (n: number) => `9${stamp}${String(n).padStart(3, '0')}`;

export async function apiCall(page: Page, method: 'POST' | 'GET' | 'DELETE', path: string, data?: unknown) {
  const token = await cookie(page, 'token');
  const response = await page.request.fetch(`/api/customer${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as Record<string, any> };
}

export async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}
