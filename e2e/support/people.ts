/**
 * What the people specs share: names and mobiles unique to this run, and the customer API called
 * as the signed-in operator. A mobile is unique per tenant and one worker loads this module once
 * for every file, so each spec file keeps its own numbers for `mobile(n)`: people 1–2 and 20–32,
 * wallets 3 and 10–12, requests 7, transaction-wallets 40, rules-keys 901.
 */
import { expect, type Page } from '@playwright/test';
import { apiCall } from './console';

export const stamp = Date.now().toString().slice(-6);
/** The stamp in letters, for names (a name holds letters only). */
export const tag = [...stamp].map((d) => 'abcdefghij'[Number(d)]).join('');
/** A valid Indian mobile unique to this run. */
export const mobile = (n: number) => `9${stamp}${String(n).padStart(3, '0')}`;

/** A call to the customer service as the signed-in operator: `path` under `/api/customer`. */
export const customerApi = (page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) =>
  apiCall(page, method, `/customer${path}`, data);

/** A customer of this run, created as the signed-in operator: its record (fails the test unless created). */
export async function createCustomer(page: Page, fields: Record<string, unknown>) {
  const created = await customerApi(page, 'POST', '/customers', fields);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; mobile: string };
}

export async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}
