/**
 * Issue 14, the shell's part: the keyboard's way in (the skip link) and a focus ring seen in both
 * themes and never hidden under the top bar, the sidebar's state remembered and its collapsed
 * rail's tooltips and flyouts, focus given back by a dialog, dark mode following the system until
 * picked.
 */
import { expect, test } from '@playwright/test';
import { expandSidebar, LOGINS, screenshot, signInAndOpen } from '../support/console';

test('keyboard: the first Tab reaches the skip link, which moves focus to the page; focus is visible', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  // The page has rendered (a Tab before it would find nothing focusable inside main).
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab lands inside the page, past the top bar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
  // The ring: 2 px in brand.600 (#1f48eb), at least 3:1 against white.
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: '2px', color: 'rgb(31, 72, 235)', style: 'solid' });
});

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const x = Number(v) / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('in dark mode the focus ring is still 2 px at 3:1 or better against the page', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  // A control on the page (main's background) and one in the top bar (the panel's).
  for (const target of [
    page.locator('main').getByRole('button').first(),
    page.getByRole('button', { name: /Profile menu/ }),
  ]) {
    // A key press makes the keyboard the last input, so focus shows its ring (:focus-visible).
    await page.keyboard.press('Shift');
    await target.focus();
    await expect(target).toBeFocused();
    await expect(target).toHaveCSS('outline-style', 'solid');
    const { ring, width, background } = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      let node: Element | null = el.parentElement;
      let bg = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(.*, 0\)$|transparent/.test(bg)) {
        bg = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      return { ring: style.outlineColor, width: style.outlineWidth, background: bg };
    });
    expect(width).toBe('2px');
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  }
  await expandSidebar(page);
  await screenshot(page, testInfo, 'shell-dark-expanded');
});

test('the sidebar remembers expanded or collapsed; a desktop has one toggle', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
});

test('the collapsed rail: an icon and a tooltip per section, and a flyout of its items reached by keyboard', async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const rail = page.getByTestId('sidebar');
  await expect(rail).toHaveAttribute('data-collapsed', 'true');
  for (const section of ['User Management', 'People Management', 'Role Management']) {
    await expect(rail.getByRole('button', { name: section }).locator('svg')).toBeVisible();
  }
  const people = rail.getByRole('button', { name: 'People Management' });
  // Hover names the section.
  await people.hover();
  await expect(page.getByRole('tooltip')).toHaveText('People Management');
  // Keyboard only: focus the section's icon, open its flyout, walk to an item, open it.
  await page.mouse.move(900, 600);
  await people.focus();
  await page.keyboard.press('Enter');
  const flyout = page.getByRole('menu');
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole('menuitem')).toHaveText(['People List', 'Employee Groups', 'Employee Wallets']);
  for (const item of await flyout.getByRole('menuitem').all()) await expect(item.locator('svg')).toBeVisible();
  // The menu holds the focus and points at its active item (aria-activedescendant), as a menu does.
  const active = async (name: string) => {
    const item = flyout.getByRole('menuitem', { name });
    await expect(item).toHaveAttribute('data-highlighted', '');
    await expect(flyout).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id'))!);
  };
  await expect(flyout).toBeFocused();
  await active('People List');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await active('Employee Wallets');
  // Escape closes it and gives the focus back to the icon; Enter on an item goes there.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(people).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout).toBeVisible();
  // The menu takes the focus a moment after it shows: a key pressed before that reaches the icon.
  await expect(flyout).toBeFocused();
  await page.keyboard.press('End');
  await active('Employee Wallets');
  await screenshot(page, testInfo, 'shell-collapsed-flyout', { fullPage: false });
  await expect(flyout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wallet-list$/);
  await expect(page.getByRole('heading', { name: 'Employee Wallets', exact: true })).toBeVisible();
  await expect(rail).toHaveAttribute('data-collapsed', 'true');
  // Expanded, every item has its icon too.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  for (const name of ['Users List', 'People List', 'Employee Groups', 'Employee Wallets', 'Role Management']) {
    await expect(rail.getByRole('link', { name }).locator('svg')).toBeVisible();
  }
  await screenshot(page, testInfo, 'shell-expanded');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
});

test('a dialog gives focus back to what opened it, Escape included', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const del = page
    .locator('[data-row-id]')
    .nth(1)
    .getByRole('button', { name: /^Delete/ });
  await del.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(del).toBeFocused();
});

test('dark mode follows the system until the operator picks a theme in the profile menu, then stays', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('html')).toHaveClass('dark');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveClass('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass('light');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.locator('main')).toHaveCSS('background-color', /^rgb\((\d|[1-5]\d), /);
});

test('focus is never hidden under the sticky top bar, going down with Tab or back up with Shift+Tab', async ({
  page,
}) => {
  // A short window and a long page: most of what Tab reaches lies below the fold.
  await page.setViewportSize({ width: 1366, height: 520 });
  await signInAndOpen(page, LOGINS.admin, '/customer-list?size=50');
  await expect(page.locator('[data-row-id]').nth(20)).toBeVisible();
  const hidden: string[] = [];
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('header')!.getBoundingClientRect();
      if (!focused || !document.querySelector('main')?.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      return { top: box.top, bar: bar.bottom, what: focused.textContent?.trim().slice(0, 30) ?? focused.tagName };
    });
    if (where && where.top < where.bar)
      hidden.push(`${key} → ${where.what}: top ${where.top} under the bar (${where.bar})`);
  };
  await page.locator('main#main').focus();
  for (let i = 0; i < 60; i++) await check('Tab');
  for (let i = 0; i < 60; i++) await check('Shift+Tab');
  expect(hidden).toEqual([]);
});
