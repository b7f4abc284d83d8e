/** An operator's steps, so the tests read like what they do. */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const LOGINS = {
  admin: { email: 'admin@demo.local', password: 'Admin@123' },
  ops: { email: 'ops@demo.local', password: 'Ops@12345' },
  viewer: { email: 'viewer@demo.local', password: 'Viewer@123' },
  acme: { email: 'admin@acme.local', password: 'Admin@123' },
  lapsed: { email: 'admin@lapsed.local', password: 'Admin@123' },
  platform: { email: 'platform@demo.local', password: 'Platform@123' },
} as const;

export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Enter your email address').fill(who.email);
  await page.getByPlaceholder('Enter your password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits for the shell's landing page (HOME unless told) to settle. */
export async function signInAndLand(
  page: Page,
  who: { email: string; password: string },
  landing: RegExp = HOME,
): Promise<void> {
  await signIn(page, who);
  await expect(page).toHaveURL(landing);
}

/** The console's home for every demo role that reads orders. */
export const HOME = /\/transaction-list$/;

/**
 * Opens a path in the running console, without a reload, as a link would, and waits for the
 * address to show it: the entry carries React Router's index (`idx`) so Back and Forward across it
 * are blocked like any other (a dirty form), and the router hears a popstate.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Signs in, waits for the landing page (Touchpoint Orders), then opens `path`. */
export async function signInAndOpen(page: Page, who: { email: string; password: string }, path: string): Promise<void> {
  await signInAndLand(page, who, HOME);
  // The landing page has rendered, so what follows never mistakes its rows for the next page's.
  const landing = page.locator('main h1').first();
  await expect(landing).toBeVisible();
  const landingTitle = await landing.innerText();
  // Inside the running console, as a click would: no second boot.
  await openInApp(page, path);
  if (!path.startsWith('/transaction-list'))
    await expect(page.locator('main h1', { hasText: landingTitle })).toHaveCount(0);
}

/**
 * Waits for the page's finite animations and transitions to end (a button fading in from its
 * disabled look would otherwise be measured mid-fade by axe's contrast check); spinners run on.
 * With `frames`, the page must stay so that many frames in a row; with `enabled`, the button of
 * that accessible label (when there is one) must be enabled too.
 */
export async function animationsDone(
  page: Page,
  { frames = 1, enabled }: { frames?: number; enabled?: string } = {},
): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { quietFrames?: number }).quietFrames = 0;
  });
  await page.waitForFunction(
    ({ frames, enabled }) => {
      const w = window as unknown as { quietFrames?: number };
      const button = enabled ? document.querySelector<HTMLButtonElement>(`button[aria-label="${enabled}"]`) : null;
      const quiet =
        !button?.disabled &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
      w.quietFrames = quiet ? (w.quietFrames ?? 0) + 1 : 0;
      return w.quietFrames >= frames;
    },
    { frames, enabled },
    { polling: 'raf' },
  );
}

export async function expandSidebar(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Expand sidebar' });
  if (await toggle.isVisible()) await toggle.click();
}

/** The section titles the sidebar shows (expanded). */
export async function sidebarSections(page: Page): Promise<string[]> {
  await expandSidebar(page);
  const nav = page.getByTestId('sidebar');
  const sections = nav.locator('[data-section]');
  await expect(sections.first().or(page.getByText('Nothing to show yet'))).toBeVisible();
  return sections.locator('p').allTextContents();
}

/** A call to the API as the page's signed-in user (its token cookie): status and JSON body. */
export async function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const token = await cookie(page, 'token');
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...headers },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

/**
 * A screenshot attached to the test. `fullPage` (the default) captures beyond the viewport, which
 * resizes the page for a moment: take an open menu or popover with `{ fullPage: false }`, since
 * the resize can close it.
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: 'image/png' });
}

export async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` holds the focus, as an operator without a
 * mouse does; fails when `max` presses do not reach it.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}`);
}

/** The focus is inside `container` (a dialog that took it when it opened). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
