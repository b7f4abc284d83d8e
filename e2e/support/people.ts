/**
 * What the people specs share: names and mobiles unique to this run, and the customer API called
 * as the signed-in operator. Each spec file takes its own range of mobile numbers (`mobile(n)`),
 * since one worker loads this module once for every file.
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
