import { expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoSeriousA11yViolations,
  linkIn,
  squarePng,
  uniqueEmail,
  waitForMail,
} from '../../fixtures';

/** A seeded band with upcoming events (apps/server/src/db/seed/profiles.ts). */
const PERFORMER = 'mlynska-kola';

async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
  return page.getByRole('menu');
}

test('sign up → confirm from the mail → sign in → promoter profile → switch → follow → going → log out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const password = 'correct-horse-battery';

  // Sign up (auth screen: SIGNIN → SIGNUP).
  await page.goto('/en/signin');
  await acceptCookies(page);
  await page.getByTestId('signin-email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('signup-confirm-email').pressSequentially(email);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-profile-name').fill('Journey Fan');
  // The required picture in one tap: the initials, drawn by the browser (uploading a photo is the
  // alternative; the promoter profile below uploads and crops one).
  await expect(page.getByTestId('picture-preview')).toHaveText('JF');
  await page.getByRole('button', { name: 'Use my initials' }).click();
  await expect(page.getByTestId('picture-initials-chosen')).toBeVisible();
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-privacy').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const notice = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await expect(notice).toContainText(email);
  await notice.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  // The server took the generated PNG as the profile picture.
  await expect(page.getByTestId('profile-menu').locator('img')).toHaveAttribute('src', /\/uploads\//);

  // Confirm the e-mail with the link from the mail the SMTP sink caught.
  const mail = await waitForMail(email, /confirm/i);
  await page.goto(linkIn(mail, '/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();

  // Log out, then sign in (SIGNIN → LOGIN).
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.goto('/en/signin');
  await page.getByTestId('signin-email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByTestId('login-password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('profile-menu')).toHaveAccessibleName('Profile menu of Journey Fan');

  // Create a promoter profile from the profile menu's type chooser.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Add profile' }).click();
  await page.getByTestId('create-profile-promoter').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer profile' })).toBeVisible();
  const nickname = `journey-promo-${Date.now().toString(36)}`;
  await page.getByTestId('profile-name').fill('Journey Promotions');
  await page.getByTestId('profile-nickname').fill(nickname);
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/create-profile\/promoter\/2/);
  await page.getByRole('textbox', { name: 'About' }).fill('Small concerts for curious people.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: squarePng() });
  const crop = page.getByRole('dialog', { name: 'Crop the picture' });
  await expect(crop).toBeVisible();
  await crop.getByTestId('crop-confirm').click();
  await expect(crop).toBeHidden();
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/create-profile\/promoter\/3/);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('profile-contactEmail').fill('hello@journey-promotions.com');
  await page.getByTestId('profile-contactHomepage').fill('journey-promotions.com');
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(new RegExp(`/en/${nickname}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Promotions' })).toBeVisible();
  await expect(page.getByTestId('profile-detail').locator('img').first()).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await expect(page.getByRole('link', { name: 'journey-promotions.com', exact: true })).toHaveAttribute(
    'href',
    'http://journey-promotions.com',
  );

  // Switch to it: the dashboard opens with a reload.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Switch profile' }).click();
  await page
    .getByRole('dialog', { name: 'Switch profile' })
    .getByRole('button', { name: /Journey Promotions/ })
    .click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByTestId('profile-menu')).toHaveAccessibleName('Profile menu of Journey Promotions');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Organizer')).toBeVisible();

  // Follow a performer (as the promoter profile).
  await page.goto(`/en/${PERFORMER}`);
  await expect(page.getByTestId('profile-detail')).toBeVisible();
  const followers = Number((await page.getByTestId('followers-count').textContent())?.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('You now follow');
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('followers-count')).toContainText((followers + 1).toLocaleString('en-US'));

  // Mark one of its events as going.
  const event = page.getByTestId('profile-event').first();
  await event.getByRole('button', { name: "I'm going" }).click();
  await expect(page.getByTestId('toast').last()).toContainText("You're going to");
  await expect(event.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // After a reload both are remembered for the active profile.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(
    page.getByTestId('profile-event').first().getByRole('button', { name: 'Going' }),
  ).toBeVisible();

  // Log out → home, signed out.
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
  const token = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'marquee.accessToken',
    ),
  );
  expect(token).toBeNull();
});
