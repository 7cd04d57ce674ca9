import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  linkIn,
  signUpViaApi,
  uniqueEmail,
  waitForMail,
} from '../../fixtures';

test('password reset: request the link, set a new password, sign in with it; the link works once', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('reset'), password: 'old-password-1', name: 'Reset Fan' };
  await signUpViaApi(request, account);

  await page.goto('/en/signin');
  await acceptCookies(page);
  await page.getByTestId('signin-email').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgotten-password$/);
  await page.getByTestId('forgotten-email').fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByTestId('forgotten-password-success')).toHaveText('Link has been sent!');

  const link = linkIn(await waitForMail(account.email, /password/i), '/new-password');
  await page.goto(link);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('new-password').fill('new-password-2');
  await page.getByTestId('new-password-retype').fill('new-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('new-password-success')).toContainText(
    'Your password was successfully changed. Log in.',
  );

  // The old password no longer works; the new one does.
  await page.goto('/en/signin');
  await page.getByTestId('signin-email').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('login-password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect username or password');
  await page.getByTestId('login-password').fill('new-password-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('profile-menu')).toHaveAccessibleName('Profile menu of Reset Fan');

  // A reset link is single use.
  await page.goto(link);
  await page.getByTestId('new-password').fill('third-password-3');
  await page.getByTestId('new-password-retype').fill('third-password-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('new-password-failure')).toBeVisible();
});
