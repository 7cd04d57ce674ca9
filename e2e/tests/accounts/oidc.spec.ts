import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../fixtures';
import { OIDC_CLIENT } from '../../services';

test('social login over OpenID Connect creates the account and signs in', async ({ page }) => {
  const subject = `oidc-fan-${Date.now().toString(36)}`;
  await page.goto('/en/signin?returnUrl=%2Fen%2Fall-articles');
  await acceptCookies(page);
  await page.getByRole('link', { name: `Continue with ${OIDC_CLIENT.name}` }).click();

  // The provider's own (development) login and consent pages.
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // Back in Marquee with a one-time code: a new account without a profile goes to profile creation; the
  // terms-updated dialog asks for the consent a social sign-up has not given yet.
  await expect(page).toHaveURL(/\/en\/create-profile\/visitor\/1/, { timeout: 15_000 });
  const terms = page.getByRole('dialog', { name: 'We updated our terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await terms.getByRole('checkbox', { name: /privacy policy/ }).check();
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(terms).toBeHidden();
  await expect(page).toHaveURL(/\/en\/create-profile\/visitor\/1\?returnUrl=%2Fen%2Fall-articles$/);
  await page.getByTestId('profile-name').fill('Social Fan');
  await page.getByTestId('profile-submit').click();
  await page.getByTestId('profile-submit').click();
  // Back to where the sign-in started.
  await expect(page).toHaveURL(/\/en\/all-articles$/);
  await expect(page.getByTestId('profile-menu')).toHaveAccessibleName('Profile menu of Social Fan');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(`${subject}@oidc.example`);
});
