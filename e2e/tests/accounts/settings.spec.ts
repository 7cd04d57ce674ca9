import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
} from '../../fixtures';

test('a protected page sends visitors to sign in with a notice', async ({ page }) => {
  await page.goto('/en/account/settings');
  await expect(page).toHaveURL(
    /\/en\/signin\?authorizedActionPrevented=true&returnUrl=%2Fen%2Faccount%2Fsettings$/,
  );
  await expect(page.getByTestId('authorized-action-prevented')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('account settings: newsletter, language of e-mails, delete account', async ({ page, request }) => {
  const account = { email: uniqueEmail('settings'), password: 'settings-password', name: 'Settings Fan' };
  await signUpViaApi(request, account);
  await signInViaApi(page, request, account);

  await page.goto('/en/account/settings');
  await acceptCookies(page);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await expectNoSeriousA11yViolations(page);
  const newsletter = page.getByTestId('newsletter-switch');
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(page.getByTestId('toast')).toContainText('Settings saved.');
  await page.reload();
  await expect(page.getByTestId('newsletter-switch')).toBeChecked();

  await page.getByTestId('delete-account').click();
  await page.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/en\/?$/);
  const login = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: account.email, Password: account.password },
  });
  expect(login.status()).toBe(400);
});
