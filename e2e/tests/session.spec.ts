import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { E2E } from '../support/env';
import { cookie, HOME, LOGINS, screenshot, signIn, signInAndOpen } from '../support/console';

test('signed out, every path but /login goes to /login', async ({ page }) => {
  for (const path of ['/', '/users-list', '/roles', '/forgot-password', '/reset-password/abc', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('a wrong password is refused under the form, announced, with focus kept and no session', async ({ page }) => {
  await signIn(page, { email: LOGINS.admin.email, password: 'wrong-password' });
  // Under the form, as an alert (announced), once: no toast repeats it.
  await expect(page.locator('.login-form').getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  // The button the operator pressed keeps the focus, and the heading its weight.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCSS('font-weight', '700');
  await expect(page).toHaveURL(/\/login$/);
  expect(await cookie(page, 'token')).toBeUndefined();
  // Pressing Enter in the password field after a correction signs in; the message goes.
  await page.getByPlaceholder('Enter your password').fill(LOGINS.admin.password);
  await page.getByPlaceholder('Enter your password').press('Enter');
  await expect(page).toHaveURL(HOME);
});

test('the login form validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByPlaceholder('Enter your email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
});

test('the password eye toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByPlaceholder('Enter your password');
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('an admin signs in and lands on the first section they may open', async ({ page }, testInfo) => {
  await page.goto('/login');
  await screenshot(page, testInfo, 'login');
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  expect(await cookie(page, 'token')).toBeTruthy();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? 'null'));
  expect(stored.email).toBe(LOGINS.admin.email);
  // Signed in, /login sends you back into the console, to its home.
  await page.goto('/login');
  await expect(page).toHaveURL(HOME);
});

test('the profile menu shows name, e-mail and role; logout asks first and clears everything', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(page.getByText(LOGINS.admin.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await expect(
    dialog.getByText('You will be signed out of your account and redirected to the login page.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/users-list$/);

  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cookie(page, 'token')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the token is refreshed about 20 s before it expires', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const before = await cookie(page, 'token');
  // Pretend the token expires in 21 s: the refresh fires about a second after the reload.
  await page.context().addCookies([{ name: 'expiresAt', value: String(Date.now() + 21_000), url: E2E.hostUrl }]);
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/merchant/user-management') && r.status() === 200,
  );
  await page.reload();
  await refreshed;
  await expect.poll(() => cookie(page, 'token')).not.toBe(before);
  // The new token is accepted by the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users List' })).toBeVisible();
});

test('an expired token signs the operator out', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const token = (await cookie(page, 'token'))!;
  const claims = decodeJwt(token);
  const expired = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E.jwtSecret));
  await page.context().addCookies([{ name: 'token', value: expired, url: E2E.hostUrl }]);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('a lapsed licence shows the License Expired modal with the admin wording', async ({ page }) => {
  await signIn(page, LOGINS.lapsed);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('License Expired')).toBeVisible();
  await expect(
    dialog.getByText(
      'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Said once: the modal, not again under the form.
  await expect(page.getByText(/Your License has expired/)).toHaveCount(1);
  await expect(page.getByTestId('login-failure')).toBeEmpty();
});

test('idle: the warning appears, Stay Logged In keeps the session, then inactivity logs out', async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).__CONSOLE_CONFIG__ = { idleMs: 2500, idlePromptMs: 2500 };
  });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByText('Ideal State Warning')).toBeVisible({ timeout: 6000 });
  await expect(page.getByText('You will be logged out soon')).toBeVisible();
  await page.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(page.getByText('Ideal State Warning')).toBeHidden();
  await expect(page).toHaveURL(/\/users-list$/);
  await expect(page.getByText('Ideal State Warning')).toBeVisible({ timeout: 6000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
});

test('corrupted client state shows the crash screen instead of a blank page', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userDetails')!);
    localStorage.setItem('userDetails', JSON.stringify({ ...user, first_name: null }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  for (const name of ['Try Again', 'Go Home', 'Report Issue', 'Contact Support']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
});
